// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21;
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "keyword" || key0 === "items")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.keyword !== void 0) {
          let _errs2 = errors;
          if (typeof data.keyword != "string")
            return validate21.errors = [{ instancePath: instancePath + "/keyword", schemaPath: "#/properties/keyword/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0)
          if (data.items !== void 0) {
            let data1 = data.items, _errs4 = errors;
            if (errors === _errs4)
              if (Array.isArray(data1)) {
                var valid1 = !0;
                let len0 = data1.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  let data2 = data1[i0], _errs6 = errors;
                  if (errors === _errs6)
                    if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                      let missing0;
                      if (data2.title === void 0 && (missing0 = "title"))
                        return validate21.errors = [{ instancePath: instancePath + "/items/" + i0, schemaPath: "#/properties/items/items/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
                      if (data2.id !== void 0) {
                        let data3 = data2.id, _errs8 = errors;
                        if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                          return validate21.errors = [{ instancePath: instancePath + "/items/" + i0 + "/id", schemaPath: "#/properties/items/items/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                        var valid2 = _errs8 === errors;
                      } else
                        var valid2 = !0;
                      if (valid2) {
                        if (data2.title !== void 0) {
                          let _errs10 = errors;
                          if (typeof data2.title != "string")
                            return validate21.errors = [{ instancePath: instancePath + "/items/" + i0 + "/title", schemaPath: "#/properties/items/items/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                          var valid2 = _errs10 === errors;
                        } else
                          var valid2 = !0;
                        if (valid2)
                          if (data2.origin_type !== void 0) {
                            let data5 = data2.origin_type, _errs12 = errors;
                            if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                              return validate21.errors = [{ instancePath: instancePath + "/items/" + i0 + "/origin_type", schemaPath: "#/properties/items/items/properties/origin_type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                            var valid2 = _errs12 === errors;
                          } else
                            var valid2 = !0;
                      }
                    } else
                      return validate21.errors = [{ instancePath: instancePath + "/items/" + i0, schemaPath: "#/properties/items/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                  var valid1 = _errs6 === errors;
                  if (!valid1)
                    break;
                }
              } else
                return validate21.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
      }
    } else
      return validate21.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate21.errors = vErrors, errors === 0;
}

// validators-entry.js
var validateProps2 = validateProps;
export {
  validateProps2 as validateProps
};
