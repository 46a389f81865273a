// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21, schema6 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { placeholder: { type: "string" }, submitText: { type: "string" }, request: { oneOf: [{ type: "null" }, { type: "object", required: ["mode", "id", "title"], additionalProperties: !1, properties: { mode: { enum: ["email", "image"] }, id: { type: "integer", minimum: 1 }, title: { type: "string" }, image: { type: "string" } } }] } }, $id: "https://schemas.boyihui.local/widgets/email-dialog/email-dialog.schema.json" };
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "placeholder" || key0 === "submitText" || key0 === "request")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.placeholder !== void 0) {
          let _errs2 = errors;
          if (typeof data.placeholder != "string")
            return validate21.errors = [{ instancePath: instancePath + "/placeholder", schemaPath: "#/properties/placeholder/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.submitText !== void 0) {
            let _errs4 = errors;
            if (typeof data.submitText != "string")
              return validate21.errors = [{ instancePath: instancePath + "/submitText", schemaPath: "#/properties/submitText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.request !== void 0) {
              let data2 = data.request, _errs6 = errors, _errs7 = errors, valid1 = !1, passing0 = null, _errs8 = errors;
              if (data2 !== null) {
                let err0 = { instancePath: instancePath + "/request", schemaPath: "#/properties/request/oneOf/0/type", keyword: "type", params: { type: "null" }, message: "must be null" };
                vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
              }
              var _valid0 = _errs8 === errors;
              _valid0 && (valid1 = !0, passing0 = 0);
              let _errs10 = errors;
              if (errors === _errs10)
                if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                  let missing0;
                  if (data2.mode === void 0 && (missing0 = "mode") || data2.id === void 0 && (missing0 = "id") || data2.title === void 0 && (missing0 = "title")) {
                    let err1 = { instancePath: instancePath + "/request", schemaPath: "#/properties/request/oneOf/1/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" };
                    vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++;
                  } else {
                    let _errs12 = errors;
                    for (let key1 in data2)
                      if (!(key1 === "mode" || key1 === "id" || key1 === "title" || key1 === "image")) {
                        let err2 = { instancePath: instancePath + "/request", schemaPath: "#/properties/request/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
                        vErrors === null ? vErrors = [err2] : vErrors.push(err2), errors++;
                        break;
                      }
                    if (_errs12 === errors) {
                      if (data2.mode !== void 0) {
                        let data3 = data2.mode, _errs13 = errors;
                        if (!(data3 === "email" || data3 === "image")) {
                          let err3 = { instancePath: instancePath + "/request/mode", schemaPath: "#/properties/request/oneOf/1/properties/mode/enum", keyword: "enum", params: { allowedValues: schema6.properties.request.oneOf[1].properties.mode.enum }, message: "must be equal to one of the allowed values" };
                          vErrors === null ? vErrors = [err3] : vErrors.push(err3), errors++;
                        }
                        var valid2 = _errs13 === errors;
                      } else
                        var valid2 = !0;
                      if (valid2) {
                        if (data2.id !== void 0) {
                          let data4 = data2.id, _errs14 = errors;
                          if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
                            let err4 = { instancePath: instancePath + "/request/id", schemaPath: "#/properties/request/oneOf/1/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                            vErrors === null ? vErrors = [err4] : vErrors.push(err4), errors++;
                          }
                          if (errors === _errs14 && typeof data4 == "number" && isFinite(data4) && (data4 < 1 || isNaN(data4))) {
                            let err5 = { instancePath: instancePath + "/request/id", schemaPath: "#/properties/request/oneOf/1/properties/id/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" };
                            vErrors === null ? vErrors = [err5] : vErrors.push(err5), errors++;
                          }
                          var valid2 = _errs14 === errors;
                        } else
                          var valid2 = !0;
                        if (valid2) {
                          if (data2.title !== void 0) {
                            let _errs16 = errors;
                            if (typeof data2.title != "string") {
                              let err6 = { instancePath: instancePath + "/request/title", schemaPath: "#/properties/request/oneOf/1/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                              vErrors === null ? vErrors = [err6] : vErrors.push(err6), errors++;
                            }
                            var valid2 = _errs16 === errors;
                          } else
                            var valid2 = !0;
                          if (valid2)
                            if (data2.image !== void 0) {
                              let _errs18 = errors;
                              if (typeof data2.image != "string") {
                                let err7 = { instancePath: instancePath + "/request/image", schemaPath: "#/properties/request/oneOf/1/properties/image/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                vErrors === null ? vErrors = [err7] : vErrors.push(err7), errors++;
                              }
                              var valid2 = _errs18 === errors;
                            } else
                              var valid2 = !0;
                        }
                      }
                    }
                  }
                } else {
                  let err8 = { instancePath: instancePath + "/request", schemaPath: "#/properties/request/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                  vErrors === null ? vErrors = [err8] : vErrors.push(err8), errors++;
                }
              var _valid0 = _errs10 === errors;
              if (_valid0 && valid1 ? (valid1 = !1, passing0 = [passing0, 1]) : _valid0 && (valid1 = !0, passing0 = 1), valid1)
                errors = _errs7, vErrors !== null && (_errs7 ? vErrors.length = _errs7 : vErrors = null);
              else {
                let err9 = { instancePath: instancePath + "/request", schemaPath: "#/properties/request/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
                return vErrors === null ? vErrors = [err9] : vErrors.push(err9), errors++, validate21.errors = vErrors, !1;
              }
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
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
