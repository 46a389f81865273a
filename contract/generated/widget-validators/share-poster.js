// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21, schema6 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { posterUrl: { type: ["string", "null"] }, buttonText: { type: "string" }, hint: { type: "string" }, floating: { type: "boolean" } }, $id: "https://schemas.boyihui.local/widgets/share-poster/share-poster.schema.json" };
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "posterUrl" || key0 === "buttonText" || key0 === "hint" || key0 === "floating")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.posterUrl !== void 0) {
          let data0 = data.posterUrl, _errs2 = errors;
          if (typeof data0 != "string" && data0 !== null)
            return validate21.errors = [{ instancePath: instancePath + "/posterUrl", schemaPath: "#/properties/posterUrl/type", keyword: "type", params: { type: schema6.properties.posterUrl.type }, message: "must be string,null" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.buttonText !== void 0) {
            let _errs4 = errors;
            if (typeof data.buttonText != "string")
              return validate21.errors = [{ instancePath: instancePath + "/buttonText", schemaPath: "#/properties/buttonText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.hint !== void 0) {
              let _errs6 = errors;
              if (typeof data.hint != "string")
                return validate21.errors = [{ instancePath: instancePath + "/hint", schemaPath: "#/properties/hint/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.floating !== void 0) {
                let _errs8 = errors;
                if (typeof data.floating != "boolean")
                  return validate21.errors = [{ instancePath: instancePath + "/floating", schemaPath: "#/properties/floating/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
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
