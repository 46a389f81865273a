// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21;
var schema7 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/entities/questionnaire.json", type: "object", required: ["question_id", "name", "pic", "desc", "columns", "answered"], properties: { question_id: { type: "integer" }, name: { type: "string" }, pic: { type: "string" }, desc: { type: "string" }, answered: { type: "boolean" }, columns: { type: "array", items: { type: "object", required: ["type", "name", "must"], properties: { type: { type: "string", enum: ["input", "textarea", "questionAnswer", "phone", "question"] }, name: { type: "string" }, must: { type: "boolean" }, multi_select: { type: "boolean" }, options: { type: "array", items: { type: "string" } } } } } } };
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.question_id === void 0 && (missing0 = "question_id") || data.name === void 0 && (missing0 = "name") || data.pic === void 0 && (missing0 = "pic") || data.desc === void 0 && (missing0 = "desc") || data.columns === void 0 && (missing0 = "columns") || data.answered === void 0 && (missing0 = "answered"))
        return validate22.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.question_id !== void 0) {
        let data0 = data.question_id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate22.errors = [{ instancePath: instancePath + "/question_id", schemaPath: "#/properties/question_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.name !== void 0) {
          let _errs3 = errors;
          if (typeof data.name != "string")
            return validate22.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.pic !== void 0) {
            let _errs5 = errors;
            if (typeof data.pic != "string")
              return validate22.errors = [{ instancePath: instancePath + "/pic", schemaPath: "#/properties/pic/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.desc !== void 0) {
              let _errs7 = errors;
              if (typeof data.desc != "string")
                return validate22.errors = [{ instancePath: instancePath + "/desc", schemaPath: "#/properties/desc/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.answered !== void 0) {
                let _errs9 = errors;
                if (typeof data.answered != "boolean")
                  return validate22.errors = [{ instancePath: instancePath + "/answered", schemaPath: "#/properties/answered/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0)
                if (data.columns !== void 0) {
                  let data5 = data.columns, _errs11 = errors;
                  if (errors === _errs11)
                    if (Array.isArray(data5)) {
                      var valid1 = !0;
                      let len0 = data5.length;
                      for (let i0 = 0; i0 < len0; i0++) {
                        let data6 = data5[i0], _errs13 = errors;
                        if (errors === _errs13)
                          if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                            let missing1;
                            if (data6.type === void 0 && (missing1 = "type") || data6.name === void 0 && (missing1 = "name") || data6.must === void 0 && (missing1 = "must"))
                              return validate22.errors = [{ instancePath: instancePath + "/columns/" + i0, schemaPath: "#/properties/columns/items/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }], !1;
                            if (data6.type !== void 0) {
                              let data7 = data6.type, _errs15 = errors;
                              if (typeof data7 != "string")
                                return validate22.errors = [{ instancePath: instancePath + "/columns/" + i0 + "/type", schemaPath: "#/properties/columns/items/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                              if (!(data7 === "input" || data7 === "textarea" || data7 === "questionAnswer" || data7 === "phone" || data7 === "question"))
                                return validate22.errors = [{ instancePath: instancePath + "/columns/" + i0 + "/type", schemaPath: "#/properties/columns/items/properties/type/enum", keyword: "enum", params: { allowedValues: schema7.properties.columns.items.properties.type.enum }, message: "must be equal to one of the allowed values" }], !1;
                              var valid2 = _errs15 === errors;
                            } else
                              var valid2 = !0;
                            if (valid2) {
                              if (data6.name !== void 0) {
                                let _errs17 = errors;
                                if (typeof data6.name != "string")
                                  return validate22.errors = [{ instancePath: instancePath + "/columns/" + i0 + "/name", schemaPath: "#/properties/columns/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                var valid2 = _errs17 === errors;
                              } else
                                var valid2 = !0;
                              if (valid2) {
                                if (data6.must !== void 0) {
                                  let _errs19 = errors;
                                  if (typeof data6.must != "boolean")
                                    return validate22.errors = [{ instancePath: instancePath + "/columns/" + i0 + "/must", schemaPath: "#/properties/columns/items/properties/must/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                                  var valid2 = _errs19 === errors;
                                } else
                                  var valid2 = !0;
                                if (valid2) {
                                  if (data6.multi_select !== void 0) {
                                    let _errs21 = errors;
                                    if (typeof data6.multi_select != "boolean")
                                      return validate22.errors = [{ instancePath: instancePath + "/columns/" + i0 + "/multi_select", schemaPath: "#/properties/columns/items/properties/multi_select/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                                    var valid2 = _errs21 === errors;
                                  } else
                                    var valid2 = !0;
                                  if (valid2)
                                    if (data6.options !== void 0) {
                                      let data11 = data6.options, _errs23 = errors;
                                      if (errors === _errs23)
                                        if (Array.isArray(data11)) {
                                          var valid3 = !0;
                                          let len1 = data11.length;
                                          for (let i1 = 0; i1 < len1; i1++) {
                                            let _errs25 = errors;
                                            if (typeof data11[i1] != "string")
                                              return validate22.errors = [{ instancePath: instancePath + "/columns/" + i0 + "/options/" + i1, schemaPath: "#/properties/columns/items/properties/options/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                            var valid3 = _errs25 === errors;
                                            if (!valid3)
                                              break;
                                          }
                                        } else
                                          return validate22.errors = [{ instancePath: instancePath + "/columns/" + i0 + "/options", schemaPath: "#/properties/columns/items/properties/options/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                                      var valid2 = _errs23 === errors;
                                    } else
                                      var valid2 = !0;
                                }
                              }
                            }
                          } else
                            return validate22.errors = [{ instancePath: instancePath + "/columns/" + i0, schemaPath: "#/properties/columns/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                        var valid1 = _errs13 === errors;
                        if (!valid1)
                          break;
                      }
                    } else
                      return validate22.errors = [{ instancePath: instancePath + "/columns", schemaPath: "#/properties/columns/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
            }
          }
        }
      }
    } else
      return validate22.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate22.errors = vErrors, errors === 0;
}
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "questionnaire" || key0 === "buttonText" || key0 === "floating")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.questionnaire !== void 0) {
          let data0 = data.questionnaire, _errs2 = errors, _errs3 = errors, valid1 = !1, passing0 = null, _errs4 = errors;
          validate22(data0, { instancePath: instancePath + "/questionnaire", parentData: data, parentDataProperty: "questionnaire", rootData }) || (vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors), errors = vErrors.length);
          var _valid0 = _errs4 === errors;
          _valid0 && (valid1 = !0, passing0 = 0);
          let _errs5 = errors;
          if (data0 !== null) {
            let err0 = { instancePath: instancePath + "/questionnaire", schemaPath: "#/properties/questionnaire/oneOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null" };
            vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
          }
          var _valid0 = _errs5 === errors;
          if (_valid0 && valid1 ? (valid1 = !1, passing0 = [passing0, 1]) : _valid0 && (valid1 = !0, passing0 = 1), valid1)
            errors = _errs3, vErrors !== null && (_errs3 ? vErrors.length = _errs3 : vErrors = null);
          else {
            let err1 = { instancePath: instancePath + "/questionnaire", schemaPath: "#/properties/questionnaire/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
            return vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++, validate21.errors = vErrors, !1;
          }
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.buttonText !== void 0) {
            let _errs7 = errors;
            if (typeof data.buttonText != "string")
              return validate21.errors = [{ instancePath: instancePath + "/buttonText", schemaPath: "#/properties/buttonText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs7 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.floating !== void 0) {
              let _errs9 = errors;
              if (typeof data.floating != "boolean")
                return validate21.errors = [{ instancePath: instancePath + "/floating", schemaPath: "#/properties/floating/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
              var valid0 = _errs9 === errors;
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
