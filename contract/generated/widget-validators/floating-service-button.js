// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21;
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "label" || key0 === "bottom")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.label !== void 0) {
          let _errs2 = errors;
          if (typeof data.label != "string")
            return validate21.errors = [{ instancePath: instancePath + "/label", schemaPath: "#/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0)
          if (data.bottom !== void 0) {
            let data1 = data.bottom, _errs4 = errors;
            if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)))
              return validate21.errors = [{ instancePath: instancePath + "/bottom", schemaPath: "#/properties/bottom/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            if (errors === _errs4 && typeof data1 == "number" && isFinite(data1)) {
              if (data1 > 600 || isNaN(data1))
                return validate21.errors = [{ instancePath: instancePath + "/bottom", schemaPath: "#/properties/bottom/maximum", keyword: "maximum", params: { comparison: "<=", limit: 600 }, message: "must be <= 600" }], !1;
              if (data1 < 0 || isNaN(data1))
                return validate21.errors = [{ instancePath: instancePath + "/bottom", schemaPath: "#/properties/bottom/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
            }
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
