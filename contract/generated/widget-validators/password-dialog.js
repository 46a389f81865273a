// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21, schema6 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { open: { type: ["boolean", "integer", "null"] }, title: { type: "string" }, assistantText: { type: "string" }, length: { type: "integer", minimum: 4, maximum: 4 }, cancelText: { type: "string" } }, $id: "https://schemas.boyihui.local/widgets/password-dialog/password-dialog.schema.json" };
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "open" || key0 === "title" || key0 === "assistantText" || key0 === "length" || key0 === "cancelText")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.open !== void 0) {
          let data0 = data.open, _errs2 = errors;
          if (typeof data0 != "boolean" && !(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)) && data0 !== null)
            return validate21.errors = [{ instancePath: instancePath + "/open", schemaPath: "#/properties/open/type", keyword: "type", params: { type: schema6.properties.open.type }, message: "must be boolean,integer,null" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.title !== void 0) {
            let _errs4 = errors;
            if (typeof data.title != "string")
              return validate21.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.assistantText !== void 0) {
              let _errs6 = errors;
              if (typeof data.assistantText != "string")
                return validate21.errors = [{ instancePath: instancePath + "/assistantText", schemaPath: "#/properties/assistantText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.length !== void 0) {
                let data3 = data.length, _errs8 = errors;
                if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                  return validate21.errors = [{ instancePath: instancePath + "/length", schemaPath: "#/properties/length/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                if (errors === _errs8 && typeof data3 == "number" && isFinite(data3)) {
                  if (data3 > 4 || isNaN(data3))
                    return validate21.errors = [{ instancePath: instancePath + "/length", schemaPath: "#/properties/length/maximum", keyword: "maximum", params: { comparison: "<=", limit: 4 }, message: "must be <= 4" }], !1;
                  if (data3 < 4 || isNaN(data3))
                    return validate21.errors = [{ instancePath: instancePath + "/length", schemaPath: "#/properties/length/minimum", keyword: "minimum", params: { comparison: ">=", limit: 4 }, message: "must be >= 4" }], !1;
                }
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
              if (valid0)
                if (data.cancelText !== void 0) {
                  let _errs10 = errors;
                  if (typeof data.cancelText != "string")
                    return validate21.errors = [{ instancePath: instancePath + "/cancelText", schemaPath: "#/properties/cancelText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs10 === errors;
                } else
                  var valid0 = !0;
            }
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
