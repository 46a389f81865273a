// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21;
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "title" || key0 === "histories" || key0 === "max" || key0 === "lines")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.title !== void 0) {
          let _errs2 = errors;
          if (typeof data.title != "string")
            return validate21.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.histories !== void 0) {
            let data1 = data.histories, _errs4 = errors;
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
                        return validate21.errors = [{ instancePath: instancePath + "/histories/" + i0, schemaPath: "#/properties/histories/items/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
                      if (data2.id !== void 0) {
                        let data3 = data2.id, _errs8 = errors;
                        if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                          return validate21.errors = [{ instancePath: instancePath + "/histories/" + i0 + "/id", schemaPath: "#/properties/histories/items/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                        var valid2 = _errs8 === errors;
                      } else
                        var valid2 = !0;
                      if (valid2)
                        if (data2.title !== void 0) {
                          let _errs10 = errors;
                          if (typeof data2.title != "string")
                            return validate21.errors = [{ instancePath: instancePath + "/histories/" + i0 + "/title", schemaPath: "#/properties/histories/items/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                          var valid2 = _errs10 === errors;
                        } else
                          var valid2 = !0;
                    } else
                      return validate21.errors = [{ instancePath: instancePath + "/histories/" + i0, schemaPath: "#/properties/histories/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                  var valid1 = _errs6 === errors;
                  if (!valid1)
                    break;
                }
              } else
                return validate21.errors = [{ instancePath: instancePath + "/histories", schemaPath: "#/properties/histories/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.max !== void 0) {
              let data5 = data.max, _errs12 = errors;
              if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                return validate21.errors = [{ instancePath: instancePath + "/max", schemaPath: "#/properties/max/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              if (errors === _errs12 && typeof data5 == "number" && isFinite(data5)) {
                if (data5 > 10 || isNaN(data5))
                  return validate21.errors = [{ instancePath: instancePath + "/max", schemaPath: "#/properties/max/maximum", keyword: "maximum", params: { comparison: "<=", limit: 10 }, message: "must be <= 10" }], !1;
                if (data5 < 1 || isNaN(data5))
                  return validate21.errors = [{ instancePath: instancePath + "/max", schemaPath: "#/properties/max/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
              }
              var valid0 = _errs12 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.lines !== void 0) {
                let data6 = data.lines, _errs14 = errors;
                if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)))
                  return validate21.errors = [{ instancePath: instancePath + "/lines", schemaPath: "#/properties/lines/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                if (errors === _errs14 && typeof data6 == "number" && isFinite(data6)) {
                  if (data6 > 5 || isNaN(data6))
                    return validate21.errors = [{ instancePath: instancePath + "/lines", schemaPath: "#/properties/lines/maximum", keyword: "maximum", params: { comparison: "<=", limit: 5 }, message: "must be <= 5" }], !1;
                  if (data6 < 1 || isNaN(data6))
                    return validate21.errors = [{ instancePath: instancePath + "/lines", schemaPath: "#/properties/lines/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
                }
                var valid0 = _errs14 === errors;
              } else
                var valid0 = !0;
          }
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
