// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21;
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (key0 !== "links") {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors && data.links !== void 0) {
        let data0 = data.links;
        if (errors === errors)
          if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
            if (data0.hzsf !== void 0) {
              let _errs4 = errors;
              if (typeof data0.hzsf != "string")
                return validate21.errors = [{ instancePath: instancePath + "/links/hzsf", schemaPath: "#/properties/links/properties/hzsf/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid1 = _errs4 === errors;
            } else
              var valid1 = !0;
            if (valid1)
              if (data0.zxzx !== void 0) {
                let _errs6 = errors;
                if (typeof data0.zxzx != "string")
                  return validate21.errors = [{ instancePath: instancePath + "/links/zxzx", schemaPath: "#/properties/links/properties/zxzx/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid1 = _errs6 === errors;
              } else
                var valid1 = !0;
          } else
            return validate21.errors = [{ instancePath: instancePath + "/links", schemaPath: "#/properties/links/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
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
