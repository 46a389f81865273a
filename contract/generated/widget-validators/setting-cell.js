// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21, schema6 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { title: { type: "string" }, value: { type: ["string", "number", "null"] }, maskMobile: { type: "boolean" }, arrow: { type: "boolean" }, danger: { type: "boolean" }, gapBefore: { type: "boolean" } }, $id: "https://schemas.boyihui.local/widgets/setting-cell/setting-cell.schema.json" };
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "title" || key0 === "value" || key0 === "maskMobile" || key0 === "arrow" || key0 === "danger" || key0 === "gapBefore")) {
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
          if (data.value !== void 0) {
            let data1 = data.value, _errs4 = errors;
            if (typeof data1 != "string" && !(typeof data1 == "number" && isFinite(data1)) && data1 !== null)
              return validate21.errors = [{ instancePath: instancePath + "/value", schemaPath: "#/properties/value/type", keyword: "type", params: { type: schema6.properties.value.type }, message: "must be string,number,null" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.maskMobile !== void 0) {
              let _errs6 = errors;
              if (typeof data.maskMobile != "boolean")
                return validate21.errors = [{ instancePath: instancePath + "/maskMobile", schemaPath: "#/properties/maskMobile/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.arrow !== void 0) {
                let _errs8 = errors;
                if (typeof data.arrow != "boolean")
                  return validate21.errors = [{ instancePath: instancePath + "/arrow", schemaPath: "#/properties/arrow/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.danger !== void 0) {
                  let _errs10 = errors;
                  if (typeof data.danger != "boolean")
                    return validate21.errors = [{ instancePath: instancePath + "/danger", schemaPath: "#/properties/danger/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                  var valid0 = _errs10 === errors;
                } else
                  var valid0 = !0;
                if (valid0)
                  if (data.gapBefore !== void 0) {
                    let _errs12 = errors;
                    if (typeof data.gapBefore != "boolean")
                      return validate21.errors = [{ instancePath: instancePath + "/gapBefore", schemaPath: "#/properties/gapBefore/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                    var valid0 = _errs12 === errors;
                  } else
                    var valid0 = !0;
              }
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
