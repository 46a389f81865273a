// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21, schema6 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { open: { type: ["boolean", "integer", "null"] }, text: { type: "string" }, qrImage: { type: "string" }, backText: { type: "string" } }, $id: "https://schemas.boyihui.local/widgets/live-white-list-dialog/live-white-list-dialog.schema.json" };
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "open" || key0 === "text" || key0 === "qrImage" || key0 === "backText")) {
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
          if (data.text !== void 0) {
            let _errs4 = errors;
            if (typeof data.text != "string")
              return validate21.errors = [{ instancePath: instancePath + "/text", schemaPath: "#/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.qrImage !== void 0) {
              let _errs6 = errors;
              if (typeof data.qrImage != "string")
                return validate21.errors = [{ instancePath: instancePath + "/qrImage", schemaPath: "#/properties/qrImage/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.backText !== void 0) {
                let _errs8 = errors;
                if (typeof data.backText != "string")
                  return validate21.errors = [{ instancePath: instancePath + "/backText", schemaPath: "#/properties/backText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
