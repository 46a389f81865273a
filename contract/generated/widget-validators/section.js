// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21;
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "title" || key0 === "moreText" || key0 === "showMore" || key0 === "count")) {
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
          if (data.moreText !== void 0) {
            let _errs4 = errors;
            if (typeof data.moreText != "string")
              return validate21.errors = [{ instancePath: instancePath + "/moreText", schemaPath: "#/properties/moreText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.showMore !== void 0) {
              let _errs6 = errors;
              if (typeof data.showMore != "boolean")
                return validate21.errors = [{ instancePath: instancePath + "/showMore", schemaPath: "#/properties/showMore/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.count !== void 0) {
                let data3 = data.count, _errs8 = errors;
                if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                  return validate21.errors = [{ instancePath: instancePath + "/count", schemaPath: "#/properties/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                if (errors === _errs8 && typeof data3 == "number" && isFinite(data3) && (data3 < 0 || isNaN(data3)))
                  return validate21.errors = [{ instancePath: instancePath + "/count", schemaPath: "#/properties/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                var valid0 = _errs8 === errors;
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
