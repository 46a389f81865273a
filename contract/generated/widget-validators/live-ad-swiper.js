// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21;
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "items" || key0 === "perView" || key0 === "label")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.items !== void 0) {
          let data0 = data.items, _errs2 = errors;
          if (errors === _errs2)
            if (Array.isArray(data0)) {
              var valid1 = !0;
              let len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data1 = data0[i0], _errs4 = errors;
                if (errors === _errs4)
                  if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                    let missing0;
                    if (data1.logo === void 0 && (missing0 = "logo"))
                      return validate21.errors = [{ instancePath: instancePath + "/items/" + i0, schemaPath: "#/properties/items/items/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
                    if (data1.logo !== void 0) {
                      let _errs6 = errors;
                      if (typeof data1.logo != "string")
                        return validate21.errors = [{ instancePath: instancePath + "/items/" + i0 + "/logo", schemaPath: "#/properties/items/items/properties/logo/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid2 = _errs6 === errors;
                    } else
                      var valid2 = !0;
                    if (valid2)
                      if (data1.link !== void 0) {
                        let _errs8 = errors;
                        if (typeof data1.link != "string")
                          return validate21.errors = [{ instancePath: instancePath + "/items/" + i0 + "/link", schemaPath: "#/properties/items/items/properties/link/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                        var valid2 = _errs8 === errors;
                      } else
                        var valid2 = !0;
                  } else
                    return validate21.errors = [{ instancePath: instancePath + "/items/" + i0, schemaPath: "#/properties/items/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate21.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.perView !== void 0) {
            let data4 = data.perView, _errs10 = errors;
            if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4)))
              return validate21.errors = [{ instancePath: instancePath + "/perView", schemaPath: "#/properties/perView/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            if (errors === _errs10 && typeof data4 == "number" && isFinite(data4)) {
              if (data4 > 5 || isNaN(data4))
                return validate21.errors = [{ instancePath: instancePath + "/perView", schemaPath: "#/properties/perView/maximum", keyword: "maximum", params: { comparison: "<=", limit: 5 }, message: "must be <= 5" }], !1;
              if (data4 < 1 || isNaN(data4))
                return validate21.errors = [{ instancePath: instancePath + "/perView", schemaPath: "#/properties/perView/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
            }
            var valid0 = _errs10 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.label !== void 0) {
              let _errs12 = errors;
              if (typeof data.label != "string")
                return validate21.errors = [{ instancePath: instancePath + "/label", schemaPath: "#/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs12 === errors;
            } else
              var valid0 = !0;
        }
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
