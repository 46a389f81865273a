// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21, schema6 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { live: { type: ["object", "null"] }, bookText: { type: "string" }, bookedText: { type: "string" }, enterText: { type: "string" } }, $id: "https://schemas.boyihui.local/widgets/live-detail-card/live-detail-card.schema.json" };
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "live" || key0 === "bookText" || key0 === "bookedText" || key0 === "enterText")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.live !== void 0) {
          let data0 = data.live, _errs2 = errors;
          if (!(data0 && typeof data0 == "object" && !Array.isArray(data0)) && data0 !== null)
            return validate21.errors = [{ instancePath: instancePath + "/live", schemaPath: "#/properties/live/type", keyword: "type", params: { type: schema6.properties.live.type }, message: "must be object,null" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.bookText !== void 0) {
            let _errs4 = errors;
            if (typeof data.bookText != "string")
              return validate21.errors = [{ instancePath: instancePath + "/bookText", schemaPath: "#/properties/bookText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.bookedText !== void 0) {
              let _errs6 = errors;
              if (typeof data.bookedText != "string")
                return validate21.errors = [{ instancePath: instancePath + "/bookedText", schemaPath: "#/properties/bookedText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.enterText !== void 0) {
                let _errs8 = errors;
                if (typeof data.enterText != "string")
                  return validate21.errors = [{ instancePath: instancePath + "/enterText", schemaPath: "#/properties/enterText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
