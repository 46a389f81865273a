// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21, schema6 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { tel: { type: ["string", "null"] }, title: { type: "string" }, sentText: { type: "string" }, length: { type: ["integer", "null"], minimum: 4, maximum: 8 }, countdown: { type: "integer", minimum: 1, maximum: 600 }, changeText: { type: "string" } }, $id: "https://schemas.boyihui.local/widgets/code-entry/code-entry.schema.json" };
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "tel" || key0 === "title" || key0 === "sentText" || key0 === "length" || key0 === "countdown" || key0 === "changeText")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.tel !== void 0) {
          let data0 = data.tel, _errs2 = errors;
          if (typeof data0 != "string" && data0 !== null)
            return validate21.errors = [{ instancePath: instancePath + "/tel", schemaPath: "#/properties/tel/type", keyword: "type", params: { type: schema6.properties.tel.type }, message: "must be string,null" }], !1;
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
            if (data.sentText !== void 0) {
              let _errs6 = errors;
              if (typeof data.sentText != "string")
                return validate21.errors = [{ instancePath: instancePath + "/sentText", schemaPath: "#/properties/sentText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.length !== void 0) {
                let data3 = data.length, _errs8 = errors;
                if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)) && data3 !== null)
                  return validate21.errors = [{ instancePath: instancePath + "/length", schemaPath: "#/properties/length/type", keyword: "type", params: { type: schema6.properties.length.type }, message: "must be integer,null" }], !1;
                if (errors === _errs8 && typeof data3 == "number" && isFinite(data3)) {
                  if (data3 > 8 || isNaN(data3))
                    return validate21.errors = [{ instancePath: instancePath + "/length", schemaPath: "#/properties/length/maximum", keyword: "maximum", params: { comparison: "<=", limit: 8 }, message: "must be <= 8" }], !1;
                  if (data3 < 4 || isNaN(data3))
                    return validate21.errors = [{ instancePath: instancePath + "/length", schemaPath: "#/properties/length/minimum", keyword: "minimum", params: { comparison: ">=", limit: 4 }, message: "must be >= 4" }], !1;
                }
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.countdown !== void 0) {
                  let data4 = data.countdown, _errs10 = errors;
                  if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4)))
                    return validate21.errors = [{ instancePath: instancePath + "/countdown", schemaPath: "#/properties/countdown/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                  if (errors === _errs10 && typeof data4 == "number" && isFinite(data4)) {
                    if (data4 > 600 || isNaN(data4))
                      return validate21.errors = [{ instancePath: instancePath + "/countdown", schemaPath: "#/properties/countdown/maximum", keyword: "maximum", params: { comparison: "<=", limit: 600 }, message: "must be <= 600" }], !1;
                    if (data4 < 1 || isNaN(data4))
                      return validate21.errors = [{ instancePath: instancePath + "/countdown", schemaPath: "#/properties/countdown/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
                  }
                  var valid0 = _errs10 === errors;
                } else
                  var valid0 = !0;
                if (valid0)
                  if (data.changeText !== void 0) {
                    let _errs12 = errors;
                    if (typeof data.changeText != "string")
                      return validate21.errors = [{ instancePath: instancePath + "/changeText", schemaPath: "#/properties/changeText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
