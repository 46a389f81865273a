// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21, schema6 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { show: { type: ["boolean", "integer", "null"] }, image: { type: ["string", "null"] }, onceKey: { type: ["string", "integer", "null"] }, closeText: { type: "string" } }, $id: "https://schemas.boyihui.local/widgets/live-image-dialog/live-image-dialog.schema.json" };
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "show" || key0 === "image" || key0 === "onceKey" || key0 === "closeText")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.show !== void 0) {
          let data0 = data.show, _errs2 = errors;
          if (typeof data0 != "boolean" && !(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)) && data0 !== null)
            return validate21.errors = [{ instancePath: instancePath + "/show", schemaPath: "#/properties/show/type", keyword: "type", params: { type: schema6.properties.show.type }, message: "must be boolean,integer,null" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.image !== void 0) {
            let data1 = data.image, _errs4 = errors;
            if (typeof data1 != "string" && data1 !== null)
              return validate21.errors = [{ instancePath: instancePath + "/image", schemaPath: "#/properties/image/type", keyword: "type", params: { type: schema6.properties.image.type }, message: "must be string,null" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.onceKey !== void 0) {
              let data2 = data.onceKey, _errs6 = errors;
              if (typeof data2 != "string" && !(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)) && data2 !== null)
                return validate21.errors = [{ instancePath: instancePath + "/onceKey", schemaPath: "#/properties/onceKey/type", keyword: "type", params: { type: schema6.properties.onceKey.type }, message: "must be string,integer,null" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.closeText !== void 0) {
                let _errs8 = errors;
                if (typeof data.closeText != "string")
                  return validate21.errors = [{ instancePath: instancePath + "/closeText", schemaPath: "#/properties/closeText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
