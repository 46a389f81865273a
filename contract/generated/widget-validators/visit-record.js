// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21, schema6 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { contentId: { type: ["string", "integer", "null"] }, ready: { type: ["string", "integer", "boolean", "null"] } }, $id: "https://schemas.boyihui.local/widgets/visit-record/visit-record.schema.json" };
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "contentId" || key0 === "ready")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.contentId !== void 0) {
          let data0 = data.contentId, _errs2 = errors;
          if (typeof data0 != "string" && !(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)) && data0 !== null)
            return validate21.errors = [{ instancePath: instancePath + "/contentId", schemaPath: "#/properties/contentId/type", keyword: "type", params: { type: schema6.properties.contentId.type }, message: "must be string,integer,null" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0)
          if (data.ready !== void 0) {
            let data1 = data.ready, _errs4 = errors;
            if (typeof data1 != "string" && !(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)) && typeof data1 != "boolean" && data1 !== null)
              return validate21.errors = [{ instancePath: instancePath + "/ready", schemaPath: "#/properties/ready/type", keyword: "type", params: { type: schema6.properties.ready.type }, message: "must be string,integer,boolean,null" }], !1;
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
