// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21, schema6 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, definitions: { formatRule: { type: "object", required: ["rule"], additionalProperties: !1, properties: { rule: { type: "string", enum: ["minLength", "maxLength", "notAllDigits", "notRepeatedChar"] }, value: { type: "integer", minimum: 0, maximum: 500 }, message: { type: "string" } } }, field: { type: "object", required: ["name", "label", "kind", "key"], additionalProperties: !1, properties: { name: { type: "string", pattern: "^[A-Za-z][A-Za-z0-9_]*$" }, label: { type: "string" }, kind: { type: "string", enum: ["text", "identity", "region", "select", "tree", "picker", "tags", "chips"] }, key: { type: "string" }, nameKey: { type: "string" }, subKey: { type: "string" }, extraKeys: { type: "object", additionalProperties: { type: "string" } }, placeholder: { type: "string" }, required: { oneOf: [{ type: "boolean" }, { $ref: "../../schemas/layout/condition.json" }] }, requiredMessage: { type: "string" }, rules: { type: "array", items: { $ref: "#/definitions/formatRule" } }, maxItems: { type: "integer", minimum: 1, maximum: 50 }, maxItemsMessage: { type: "string" }, when: { $ref: "../../schemas/layout/condition.json" }, requires: { type: "array", items: { type: "object", required: ["key", "message"], additionalProperties: !1, properties: { key: { type: "string" }, message: { type: "string" } } } }, source: { type: "string" }, picker: { type: "object", required: ["route"], additionalProperties: !1, properties: { route: { type: "string" }, query: { type: "object", additionalProperties: { type: "string" } } } } } } }, properties: { fields: { type: "array", minItems: 1, items: { $ref: "#/definitions/field" } }, values: { type: ["object", "null"], additionalProperties: !0 }, sources: { type: "object", additionalProperties: { type: ["array", "null"], items: { $ref: "../../schemas/entities/option-node.json" } } }, editing: { type: ["boolean", "string", "integer", "null"] }, prompt: { type: ["boolean", "integer", "null"] }, promptText: { type: "string" }, draftKey: { type: "string" }, submitText: { type: "string" }, success: { type: "object", additionalProperties: !1, properties: { title: { type: "string" }, text: { type: "string" }, qrImage: { type: "string" }, buttonText: { type: "string" } } } }, $id: "https://schemas.boyihui.local/widgets/profile-form/profile-form.schema.json" }, func2 = Object.prototype.hasOwnProperty, schema7 = { type: "object", required: ["name", "label", "kind", "key"], additionalProperties: !1, properties: { name: { type: "string", pattern: "^[A-Za-z][A-Za-z0-9_]*$" }, label: { type: "string" }, kind: { type: "string", enum: ["text", "identity", "region", "select", "tree", "picker", "tags", "chips"] }, key: { type: "string" }, nameKey: { type: "string" }, subKey: { type: "string" }, extraKeys: { type: "object", additionalProperties: { type: "string" } }, placeholder: { type: "string" }, required: { oneOf: [{ type: "boolean" }, { $ref: "../../schemas/layout/condition.json" }] }, requiredMessage: { type: "string" }, rules: { type: "array", items: { $ref: "#/definitions/formatRule" } }, maxItems: { type: "integer", minimum: 1, maximum: 50 }, maxItemsMessage: { type: "string" }, when: { $ref: "../../schemas/layout/condition.json" }, requires: { type: "array", items: { type: "object", required: ["key", "message"], additionalProperties: !1, properties: { key: { type: "string" }, message: { type: "string" } } } }, source: { type: "string" }, picker: { type: "object", required: ["route"], additionalProperties: !1, properties: { route: { type: "string" }, query: { type: "object", additionalProperties: { type: "string" } } } } } }, pattern0 = new RegExp("^[A-Za-z][A-Za-z0-9_]*$", "u"), schema8 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/layout/condition.json", oneOf: [{ type: "object", required: ["path", "op"], additionalProperties: !1, properties: { path: { type: "string", pattern: "^\\$(data|route|state|item|event)(\\.[A-Za-z0-9_]+)*$" }, op: { type: "string", enum: ["eq", "ne", "gt", "gte", "lt", "lte", "in", "nin", "exists", "truthy", "falsy", "empty", "nonempty"] }, value: {} } }, { type: "object", required: ["all"], additionalProperties: !1, properties: { all: { type: "array", minItems: 1, items: { $ref: "condition.json" } } } }, { type: "object", required: ["any"], additionalProperties: !1, properties: { any: { type: "array", minItems: 1, items: { $ref: "condition.json" } } } }, { type: "object", required: ["not"], additionalProperties: !1, properties: { not: { $ref: "condition.json" } } }] }, pattern1 = new RegExp("^\\$(data|route|state|item|event)(\\.[A-Za-z0-9_]+)*$", "u"), wrapper0 = { validate: validate23 };
function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0, _errs0 = errors, valid0 = !1, passing0 = null, _errs1 = errors;
  if (errors === _errs1)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.path === void 0 && (missing0 = "path") || data.op === void 0 && (missing0 = "op")) {
        let err0 = { instancePath, schemaPath: "#/oneOf/0/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" };
        vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
      } else {
        let _errs3 = errors;
        for (let key0 in data)
          if (!(key0 === "path" || key0 === "op" || key0 === "value")) {
            let err1 = { instancePath, schemaPath: "#/oneOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++;
            break;
          }
        if (_errs3 === errors) {
          if (data.path !== void 0) {
            let data0 = data.path, _errs4 = errors;
            if (errors === _errs4)
              if (typeof data0 == "string") {
                if (!pattern1.test(data0)) {
                  let err2 = { instancePath: instancePath + "/path", schemaPath: "#/oneOf/0/properties/path/pattern", keyword: "pattern", params: { pattern: "^\\$(data|route|state|item|event)(\\.[A-Za-z0-9_]+)*$" }, message: 'must match pattern "^\\$(data|route|state|item|event)(\\.[A-Za-z0-9_]+)*$"' };
                  vErrors === null ? vErrors = [err2] : vErrors.push(err2), errors++;
                }
              } else {
                let err3 = { instancePath: instancePath + "/path", schemaPath: "#/oneOf/0/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                vErrors === null ? vErrors = [err3] : vErrors.push(err3), errors++;
              }
            var valid1 = _errs4 === errors;
          } else
            var valid1 = !0;
          if (valid1)
            if (data.op !== void 0) {
              let data1 = data.op, _errs6 = errors;
              if (typeof data1 != "string") {
                let err4 = { instancePath: instancePath + "/op", schemaPath: "#/oneOf/0/properties/op/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                vErrors === null ? vErrors = [err4] : vErrors.push(err4), errors++;
              }
              if (!(data1 === "eq" || data1 === "ne" || data1 === "gt" || data1 === "gte" || data1 === "lt" || data1 === "lte" || data1 === "in" || data1 === "nin" || data1 === "exists" || data1 === "truthy" || data1 === "falsy" || data1 === "empty" || data1 === "nonempty")) {
                let err5 = { instancePath: instancePath + "/op", schemaPath: "#/oneOf/0/properties/op/enum", keyword: "enum", params: { allowedValues: schema8.oneOf[0].properties.op.enum }, message: "must be equal to one of the allowed values" };
                vErrors === null ? vErrors = [err5] : vErrors.push(err5), errors++;
              }
              var valid1 = _errs6 === errors;
            } else
              var valid1 = !0;
        }
      }
    } else {
      let err6 = { instancePath, schemaPath: "#/oneOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      vErrors === null ? vErrors = [err6] : vErrors.push(err6), errors++;
    }
  var _valid0 = _errs1 === errors;
  _valid0 && (valid0 = !0, passing0 = 0);
  let _errs8 = errors;
  if (errors === _errs8)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing1;
      if (data.all === void 0 && (missing1 = "all")) {
        let err7 = { instancePath, schemaPath: "#/oneOf/1/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" };
        vErrors === null ? vErrors = [err7] : vErrors.push(err7), errors++;
      } else {
        let _errs10 = errors;
        for (let key1 in data)
          if (key1 !== "all") {
            let err8 = { instancePath, schemaPath: "#/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            vErrors === null ? vErrors = [err8] : vErrors.push(err8), errors++;
            break;
          }
        if (_errs10 === errors && data.all !== void 0) {
          let data2 = data.all;
          if (errors === errors)
            if (Array.isArray(data2))
              if (data2.length < 1) {
                let err9 = { instancePath: instancePath + "/all", schemaPath: "#/oneOf/1/properties/all/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                vErrors === null ? vErrors = [err9] : vErrors.push(err9), errors++;
              } else {
                var valid3 = !0;
                let len0 = data2.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  let _errs13 = errors;
                  wrapper0.validate(data2[i0], { instancePath: instancePath + "/all/" + i0, parentData: data2, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors), errors = vErrors.length);
                  var valid3 = _errs13 === errors;
                  if (!valid3)
                    break;
                }
              }
            else {
              let err10 = { instancePath: instancePath + "/all", schemaPath: "#/oneOf/1/properties/all/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              vErrors === null ? vErrors = [err10] : vErrors.push(err10), errors++;
            }
        }
      }
    } else {
      let err11 = { instancePath, schemaPath: "#/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      vErrors === null ? vErrors = [err11] : vErrors.push(err11), errors++;
    }
  var _valid0 = _errs8 === errors;
  if (_valid0 && valid0)
    valid0 = !1, passing0 = [passing0, 1];
  else {
    _valid0 && (valid0 = !0, passing0 = 1);
    let _errs14 = errors;
    if (errors === _errs14)
      if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing2;
        if (data.any === void 0 && (missing2 = "any")) {
          let err12 = { instancePath, schemaPath: "#/oneOf/2/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" };
          vErrors === null ? vErrors = [err12] : vErrors.push(err12), errors++;
        } else {
          let _errs16 = errors;
          for (let key2 in data)
            if (key2 !== "any") {
              let err13 = { instancePath, schemaPath: "#/oneOf/2/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
              vErrors === null ? vErrors = [err13] : vErrors.push(err13), errors++;
              break;
            }
          if (_errs16 === errors && data.any !== void 0) {
            let data4 = data.any;
            if (errors === errors)
              if (Array.isArray(data4))
                if (data4.length < 1) {
                  let err14 = { instancePath: instancePath + "/any", schemaPath: "#/oneOf/2/properties/any/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                  vErrors === null ? vErrors = [err14] : vErrors.push(err14), errors++;
                } else {
                  var valid5 = !0;
                  let len1 = data4.length;
                  for (let i1 = 0; i1 < len1; i1++) {
                    let _errs19 = errors;
                    wrapper0.validate(data4[i1], { instancePath: instancePath + "/any/" + i1, parentData: data4, parentDataProperty: i1, rootData }) || (vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors), errors = vErrors.length);
                    var valid5 = _errs19 === errors;
                    if (!valid5)
                      break;
                  }
                }
              else {
                let err15 = { instancePath: instancePath + "/any", schemaPath: "#/oneOf/2/properties/any/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                vErrors === null ? vErrors = [err15] : vErrors.push(err15), errors++;
              }
          }
        }
      } else {
        let err16 = { instancePath, schemaPath: "#/oneOf/2/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        vErrors === null ? vErrors = [err16] : vErrors.push(err16), errors++;
      }
    var _valid0 = _errs14 === errors;
    if (_valid0 && valid0)
      valid0 = !1, passing0 = [passing0, 2];
    else {
      _valid0 && (valid0 = !0, passing0 = 2);
      let _errs20 = errors;
      if (errors === _errs20)
        if (data && typeof data == "object" && !Array.isArray(data)) {
          let missing3;
          if (data.not === void 0 && (missing3 = "not")) {
            let err17 = { instancePath, schemaPath: "#/oneOf/3/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" };
            vErrors === null ? vErrors = [err17] : vErrors.push(err17), errors++;
          } else {
            let _errs22 = errors;
            for (let key3 in data)
              if (key3 !== "not") {
                let err18 = { instancePath, schemaPath: "#/oneOf/3/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                vErrors === null ? vErrors = [err18] : vErrors.push(err18), errors++;
                break;
              }
            _errs22 === errors && data.not !== void 0 && (wrapper0.validate(data.not, { instancePath: instancePath + "/not", parentData: data, parentDataProperty: "not", rootData }) || (vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors), errors = vErrors.length));
          }
        } else {
          let err19 = { instancePath, schemaPath: "#/oneOf/3/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          vErrors === null ? vErrors = [err19] : vErrors.push(err19), errors++;
        }
      var _valid0 = _errs20 === errors;
      _valid0 && valid0 ? (valid0 = !1, passing0 = [passing0, 3]) : _valid0 && (valid0 = !0, passing0 = 3);
    }
  }
  if (valid0)
    errors = _errs0, vErrors !== null && (_errs0 ? vErrors.length = _errs0 : vErrors = null);
  else {
    let err20 = { instancePath, schemaPath: "#/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
    return vErrors === null ? vErrors = [err20] : vErrors.push(err20), errors++, validate23.errors = vErrors, !1;
  }
  return validate23.errors = vErrors, errors === 0;
}
var schema9 = { type: "object", required: ["rule"], additionalProperties: !1, properties: { rule: { type: "string", enum: ["minLength", "maxLength", "notAllDigits", "notRepeatedChar"] }, value: { type: "integer", minimum: 0, maximum: 500 }, message: { type: "string" } } };
function validate25(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.rule === void 0 && (missing0 = "rule"))
        return validate25.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "rule" || key0 === "value" || key0 === "message")) {
            return validate25.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.rule !== void 0) {
            let data0 = data.rule, _errs2 = errors;
            if (typeof data0 != "string")
              return validate25.errors = [{ instancePath: instancePath + "/rule", schemaPath: "#/properties/rule/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            if (!(data0 === "minLength" || data0 === "maxLength" || data0 === "notAllDigits" || data0 === "notRepeatedChar"))
              return validate25.errors = [{ instancePath: instancePath + "/rule", schemaPath: "#/properties/rule/enum", keyword: "enum", params: { allowedValues: schema9.properties.rule.enum }, message: "must be equal to one of the allowed values" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.value !== void 0) {
              let data1 = data.value, _errs4 = errors;
              if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)))
                return validate25.errors = [{ instancePath: instancePath + "/value", schemaPath: "#/properties/value/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              if (errors === _errs4 && typeof data1 == "number" && isFinite(data1)) {
                if (data1 > 500 || isNaN(data1))
                  return validate25.errors = [{ instancePath: instancePath + "/value", schemaPath: "#/properties/value/maximum", keyword: "maximum", params: { comparison: "<=", limit: 500 }, message: "must be <= 500" }], !1;
                if (data1 < 0 || isNaN(data1))
                  return validate25.errors = [{ instancePath: instancePath + "/value", schemaPath: "#/properties/value/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
              }
              var valid0 = _errs4 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.message !== void 0) {
                let _errs6 = errors;
                if (typeof data.message != "string")
                  return validate25.errors = [{ instancePath: instancePath + "/message", schemaPath: "#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs6 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate25.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate25.errors = vErrors, errors === 0;
}
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.name === void 0 && (missing0 = "name") || data.label === void 0 && (missing0 = "label") || data.kind === void 0 && (missing0 = "kind") || data.key === void 0 && (missing0 = "key"))
        return validate22.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!func2.call(schema7.properties, key0)) {
            return validate22.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.name !== void 0) {
            let data0 = data.name, _errs2 = errors;
            if (errors === _errs2)
              if (typeof data0 == "string") {
                if (!pattern0.test(data0))
                  return validate22.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z][A-Za-z0-9_]*$" }, message: 'must match pattern "^[A-Za-z][A-Za-z0-9_]*$"' }], !1;
              } else
                return validate22.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.label !== void 0) {
              let _errs4 = errors;
              if (typeof data.label != "string")
                return validate22.errors = [{ instancePath: instancePath + "/label", schemaPath: "#/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs4 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.kind !== void 0) {
                let data2 = data.kind, _errs6 = errors;
                if (typeof data2 != "string")
                  return validate22.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                if (!(data2 === "text" || data2 === "identity" || data2 === "region" || data2 === "select" || data2 === "tree" || data2 === "picker" || data2 === "tags" || data2 === "chips"))
                  return validate22.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/enum", keyword: "enum", params: { allowedValues: schema7.properties.kind.enum }, message: "must be equal to one of the allowed values" }], !1;
                var valid0 = _errs6 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.key !== void 0) {
                  let _errs8 = errors;
                  if (typeof data.key != "string")
                    return validate22.errors = [{ instancePath: instancePath + "/key", schemaPath: "#/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs8 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.nameKey !== void 0) {
                    let _errs10 = errors;
                    if (typeof data.nameKey != "string")
                      return validate22.errors = [{ instancePath: instancePath + "/nameKey", schemaPath: "#/properties/nameKey/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs10 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.subKey !== void 0) {
                      let _errs12 = errors;
                      if (typeof data.subKey != "string")
                        return validate22.errors = [{ instancePath: instancePath + "/subKey", schemaPath: "#/properties/subKey/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid0 = _errs12 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.extraKeys !== void 0) {
                        let data6 = data.extraKeys, _errs14 = errors;
                        if (errors === _errs14)
                          if (data6 && typeof data6 == "object" && !Array.isArray(data6))
                            for (let key1 in data6) {
                              let _errs17 = errors;
                              if (typeof data6[key1] != "string")
                                return validate22.errors = [{ instancePath: instancePath + "/extraKeys/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/extraKeys/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                              var valid1 = _errs17 === errors;
                              if (!valid1)
                                break;
                            }
                          else
                            return validate22.errors = [{ instancePath: instancePath + "/extraKeys", schemaPath: "#/properties/extraKeys/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                        var valid0 = _errs14 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0) {
                        if (data.placeholder !== void 0) {
                          let _errs19 = errors;
                          if (typeof data.placeholder != "string")
                            return validate22.errors = [{ instancePath: instancePath + "/placeholder", schemaPath: "#/properties/placeholder/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                          var valid0 = _errs19 === errors;
                        } else
                          var valid0 = !0;
                        if (valid0) {
                          if (data.required !== void 0) {
                            let data9 = data.required, _errs21 = errors, _errs22 = errors, valid2 = !1, passing0 = null, _errs23 = errors;
                            if (typeof data9 != "boolean") {
                              let err0 = { instancePath: instancePath + "/required", schemaPath: "#/properties/required/oneOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                              vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
                            }
                            var _valid0 = _errs23 === errors;
                            _valid0 && (valid2 = !0, passing0 = 0);
                            let _errs25 = errors;
                            validate23(data9, { instancePath: instancePath + "/required", parentData: data, parentDataProperty: "required", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                            var _valid0 = _errs25 === errors;
                            if (_valid0 && valid2 ? (valid2 = !1, passing0 = [passing0, 1]) : _valid0 && (valid2 = !0, passing0 = 1), valid2)
                              errors = _errs22, vErrors !== null && (_errs22 ? vErrors.length = _errs22 : vErrors = null);
                            else {
                              let err1 = { instancePath: instancePath + "/required", schemaPath: "#/properties/required/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
                              return vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++, validate22.errors = vErrors, !1;
                            }
                            var valid0 = _errs21 === errors;
                          } else
                            var valid0 = !0;
                          if (valid0) {
                            if (data.requiredMessage !== void 0) {
                              let _errs26 = errors;
                              if (typeof data.requiredMessage != "string")
                                return validate22.errors = [{ instancePath: instancePath + "/requiredMessage", schemaPath: "#/properties/requiredMessage/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                              var valid0 = _errs26 === errors;
                            } else
                              var valid0 = !0;
                            if (valid0) {
                              if (data.rules !== void 0) {
                                let data11 = data.rules, _errs28 = errors;
                                if (errors === _errs28)
                                  if (Array.isArray(data11)) {
                                    var valid3 = !0;
                                    let len0 = data11.length;
                                    for (let i0 = 0; i0 < len0; i0++) {
                                      let _errs30 = errors;
                                      validate25(data11[i0], { instancePath: instancePath + "/rules/" + i0, parentData: data11, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors), errors = vErrors.length);
                                      var valid3 = _errs30 === errors;
                                      if (!valid3)
                                        break;
                                    }
                                  } else
                                    return validate22.errors = [{ instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                                var valid0 = _errs28 === errors;
                              } else
                                var valid0 = !0;
                              if (valid0) {
                                if (data.maxItems !== void 0) {
                                  let data13 = data.maxItems, _errs31 = errors;
                                  if (!(typeof data13 == "number" && !(data13 % 1) && !isNaN(data13) && isFinite(data13)))
                                    return validate22.errors = [{ instancePath: instancePath + "/maxItems", schemaPath: "#/properties/maxItems/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                  if (errors === _errs31 && typeof data13 == "number" && isFinite(data13)) {
                                    if (data13 > 50 || isNaN(data13))
                                      return validate22.errors = [{ instancePath: instancePath + "/maxItems", schemaPath: "#/properties/maxItems/maximum", keyword: "maximum", params: { comparison: "<=", limit: 50 }, message: "must be <= 50" }], !1;
                                    if (data13 < 1 || isNaN(data13))
                                      return validate22.errors = [{ instancePath: instancePath + "/maxItems", schemaPath: "#/properties/maxItems/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
                                  }
                                  var valid0 = _errs31 === errors;
                                } else
                                  var valid0 = !0;
                                if (valid0) {
                                  if (data.maxItemsMessage !== void 0) {
                                    let _errs33 = errors;
                                    if (typeof data.maxItemsMessage != "string")
                                      return validate22.errors = [{ instancePath: instancePath + "/maxItemsMessage", schemaPath: "#/properties/maxItemsMessage/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                    var valid0 = _errs33 === errors;
                                  } else
                                    var valid0 = !0;
                                  if (valid0) {
                                    if (data.when !== void 0) {
                                      let _errs35 = errors;
                                      validate23(data.when, { instancePath: instancePath + "/when", parentData: data, parentDataProperty: "when", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                                      var valid0 = _errs35 === errors;
                                    } else
                                      var valid0 = !0;
                                    if (valid0) {
                                      if (data.requires !== void 0) {
                                        let data16 = data.requires, _errs36 = errors;
                                        if (errors === _errs36)
                                          if (Array.isArray(data16)) {
                                            var valid4 = !0;
                                            let len1 = data16.length;
                                            for (let i1 = 0; i1 < len1; i1++) {
                                              let data17 = data16[i1], _errs38 = errors;
                                              if (errors === _errs38)
                                                if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                                                  let missing1;
                                                  if (data17.key === void 0 && (missing1 = "key") || data17.message === void 0 && (missing1 = "message"))
                                                    return validate22.errors = [{ instancePath: instancePath + "/requires/" + i1, schemaPath: "#/properties/requires/items/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }], !1;
                                                  {
                                                    let _errs40 = errors;
                                                    for (let key2 in data17)
                                                      if (!(key2 === "key" || key2 === "message")) {
                                                        return validate22.errors = [{ instancePath: instancePath + "/requires/" + i1, schemaPath: "#/properties/requires/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" }], !1;
                                                        break;
                                                      }
                                                    if (_errs40 === errors) {
                                                      if (data17.key !== void 0) {
                                                        let _errs41 = errors;
                                                        if (typeof data17.key != "string")
                                                          return validate22.errors = [{ instancePath: instancePath + "/requires/" + i1 + "/key", schemaPath: "#/properties/requires/items/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                                        var valid5 = _errs41 === errors;
                                                      } else
                                                        var valid5 = !0;
                                                      if (valid5)
                                                        if (data17.message !== void 0) {
                                                          let _errs43 = errors;
                                                          if (typeof data17.message != "string")
                                                            return validate22.errors = [{ instancePath: instancePath + "/requires/" + i1 + "/message", schemaPath: "#/properties/requires/items/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                                          var valid5 = _errs43 === errors;
                                                        } else
                                                          var valid5 = !0;
                                                    }
                                                  }
                                                } else
                                                  return validate22.errors = [{ instancePath: instancePath + "/requires/" + i1, schemaPath: "#/properties/requires/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                                              var valid4 = _errs38 === errors;
                                              if (!valid4)
                                                break;
                                            }
                                          } else
                                            return validate22.errors = [{ instancePath: instancePath + "/requires", schemaPath: "#/properties/requires/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                                        var valid0 = _errs36 === errors;
                                      } else
                                        var valid0 = !0;
                                      if (valid0) {
                                        if (data.source !== void 0) {
                                          let _errs45 = errors;
                                          if (typeof data.source != "string")
                                            return validate22.errors = [{ instancePath: instancePath + "/source", schemaPath: "#/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                          var valid0 = _errs45 === errors;
                                        } else
                                          var valid0 = !0;
                                        if (valid0)
                                          if (data.picker !== void 0) {
                                            let data21 = data.picker, _errs47 = errors;
                                            if (errors === _errs47)
                                              if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
                                                let missing2;
                                                if (data21.route === void 0 && (missing2 = "route"))
                                                  return validate22.errors = [{ instancePath: instancePath + "/picker", schemaPath: "#/properties/picker/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }], !1;
                                                {
                                                  let _errs49 = errors;
                                                  for (let key3 in data21)
                                                    if (!(key3 === "route" || key3 === "query")) {
                                                      return validate22.errors = [{ instancePath: instancePath + "/picker", schemaPath: "#/properties/picker/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" }], !1;
                                                      break;
                                                    }
                                                  if (_errs49 === errors) {
                                                    if (data21.route !== void 0) {
                                                      let _errs50 = errors;
                                                      if (typeof data21.route != "string")
                                                        return validate22.errors = [{ instancePath: instancePath + "/picker/route", schemaPath: "#/properties/picker/properties/route/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                                      var valid6 = _errs50 === errors;
                                                    } else
                                                      var valid6 = !0;
                                                    if (valid6)
                                                      if (data21.query !== void 0) {
                                                        let data23 = data21.query, _errs52 = errors;
                                                        if (errors === _errs52)
                                                          if (data23 && typeof data23 == "object" && !Array.isArray(data23))
                                                            for (let key4 in data23) {
                                                              let _errs55 = errors;
                                                              if (typeof data23[key4] != "string")
                                                                return validate22.errors = [{ instancePath: instancePath + "/picker/query/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/picker/properties/query/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                                              var valid7 = _errs55 === errors;
                                                              if (!valid7)
                                                                break;
                                                            }
                                                          else
                                                            return validate22.errors = [{ instancePath: instancePath + "/picker/query", schemaPath: "#/properties/picker/properties/query/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                                                        var valid6 = _errs52 === errors;
                                                      } else
                                                        var valid6 = !0;
                                                  }
                                                }
                                              } else
                                                return validate22.errors = [{ instancePath: instancePath + "/picker", schemaPath: "#/properties/picker/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                                            var valid0 = _errs47 === errors;
                                          } else
                                            var valid0 = !0;
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else
      return validate22.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate22.errors = vErrors, errors === 0;
}
var schema10 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/entities/option-node.json", type: "object", required: ["id", "name"], properties: { id: { type: "integer" }, name: { type: "string" }, parent_id: { type: ["integer", "null"] }, children: { type: "array", items: { $ref: "option-node.json" } } } }, wrapper3 = { validate: validate29 };
function validate29(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.name === void 0 && (missing0 = "name"))
        return validate29.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate29.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.name !== void 0) {
          let _errs3 = errors;
          if (typeof data.name != "string")
            return validate29.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.parent_id !== void 0) {
            let data2 = data.parent_id, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)) && data2 !== null)
              return validate29.errors = [{ instancePath: instancePath + "/parent_id", schemaPath: "#/properties/parent_id/type", keyword: "type", params: { type: schema10.properties.parent_id.type }, message: "must be integer,null" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.children !== void 0) {
              let data3 = data.children, _errs7 = errors;
              if (errors === _errs7)
                if (Array.isArray(data3)) {
                  var valid1 = !0;
                  let len0 = data3.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    let _errs9 = errors;
                    wrapper3.validate(data3[i0], { instancePath: instancePath + "/children/" + i0, parentData: data3, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? wrapper3.validate.errors : vErrors.concat(wrapper3.validate.errors), errors = vErrors.length);
                    var valid1 = _errs9 === errors;
                    if (!valid1)
                      break;
                  }
                } else
                  return validate29.errors = [{ instancePath: instancePath + "/children", schemaPath: "#/properties/children/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate29.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate29.errors = vErrors, errors === 0;
}
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!func2.call(schema6.properties, key0)) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.fields !== void 0) {
          let data0 = data.fields, _errs2 = errors;
          if (errors === _errs2)
            if (Array.isArray(data0)) {
              if (data0.length < 1)
                return validate21.errors = [{ instancePath: instancePath + "/fields", schemaPath: "#/properties/fields/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" }], !1;
              {
                var valid1 = !0;
                let len0 = data0.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  let _errs4 = errors;
                  validate22(data0[i0], { instancePath: instancePath + "/fields/" + i0, parentData: data0, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors), errors = vErrors.length);
                  var valid1 = _errs4 === errors;
                  if (!valid1)
                    break;
                }
              }
            } else
              return validate21.errors = [{ instancePath: instancePath + "/fields", schemaPath: "#/properties/fields/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.values !== void 0) {
            let data2 = data.values, _errs5 = errors;
            if (!(data2 && typeof data2 == "object" && !Array.isArray(data2)) && data2 !== null)
              return validate21.errors = [{ instancePath: instancePath + "/values", schemaPath: "#/properties/values/type", keyword: "type", params: { type: schema6.properties.values.type }, message: "must be object,null" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.sources !== void 0) {
              let data3 = data.sources, _errs8 = errors;
              if (errors === _errs8)
                if (data3 && typeof data3 == "object" && !Array.isArray(data3))
                  for (let key1 in data3) {
                    let data4 = data3[key1], _errs11 = errors;
                    if (!Array.isArray(data4) && data4 !== null)
                      return validate21.errors = [{ instancePath: instancePath + "/sources/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/sources/additionalProperties/type", keyword: "type", params: { type: schema6.properties.sources.additionalProperties.type }, message: "must be array,null" }], !1;
                    if (errors === _errs11 && Array.isArray(data4)) {
                      var valid3 = !0;
                      let len1 = data4.length;
                      for (let i1 = 0; i1 < len1; i1++) {
                        let _errs13 = errors;
                        validate29(data4[i1], { instancePath: instancePath + "/sources/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i1, parentData: data4, parentDataProperty: i1, rootData }) || (vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors), errors = vErrors.length);
                        var valid3 = _errs13 === errors;
                        if (!valid3)
                          break;
                      }
                    }
                    var valid2 = _errs11 === errors;
                    if (!valid2)
                      break;
                  }
                else
                  return validate21.errors = [{ instancePath: instancePath + "/sources", schemaPath: "#/properties/sources/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
              var valid0 = _errs8 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.editing !== void 0) {
                let data6 = data.editing, _errs14 = errors;
                if (typeof data6 != "boolean" && typeof data6 != "string" && !(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)) && data6 !== null)
                  return validate21.errors = [{ instancePath: instancePath + "/editing", schemaPath: "#/properties/editing/type", keyword: "type", params: { type: schema6.properties.editing.type }, message: "must be boolean,string,integer,null" }], !1;
                var valid0 = _errs14 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.prompt !== void 0) {
                  let data7 = data.prompt, _errs16 = errors;
                  if (typeof data7 != "boolean" && !(typeof data7 == "number" && !(data7 % 1) && !isNaN(data7) && isFinite(data7)) && data7 !== null)
                    return validate21.errors = [{ instancePath: instancePath + "/prompt", schemaPath: "#/properties/prompt/type", keyword: "type", params: { type: schema6.properties.prompt.type }, message: "must be boolean,integer,null" }], !1;
                  var valid0 = _errs16 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.promptText !== void 0) {
                    let _errs18 = errors;
                    if (typeof data.promptText != "string")
                      return validate21.errors = [{ instancePath: instancePath + "/promptText", schemaPath: "#/properties/promptText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs18 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.draftKey !== void 0) {
                      let _errs20 = errors;
                      if (typeof data.draftKey != "string")
                        return validate21.errors = [{ instancePath: instancePath + "/draftKey", schemaPath: "#/properties/draftKey/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid0 = _errs20 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.submitText !== void 0) {
                        let _errs22 = errors;
                        if (typeof data.submitText != "string")
                          return validate21.errors = [{ instancePath: instancePath + "/submitText", schemaPath: "#/properties/submitText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                        var valid0 = _errs22 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0)
                        if (data.success !== void 0) {
                          let data11 = data.success, _errs24 = errors;
                          if (errors === _errs24)
                            if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                              let _errs26 = errors;
                              for (let key2 in data11)
                                if (!(key2 === "title" || key2 === "text" || key2 === "qrImage" || key2 === "buttonText")) {
                                  return validate21.errors = [{ instancePath: instancePath + "/success", schemaPath: "#/properties/success/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" }], !1;
                                  break;
                                }
                              if (_errs26 === errors) {
                                if (data11.title !== void 0) {
                                  let _errs27 = errors;
                                  if (typeof data11.title != "string")
                                    return validate21.errors = [{ instancePath: instancePath + "/success/title", schemaPath: "#/properties/success/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                  var valid4 = _errs27 === errors;
                                } else
                                  var valid4 = !0;
                                if (valid4) {
                                  if (data11.text !== void 0) {
                                    let _errs29 = errors;
                                    if (typeof data11.text != "string")
                                      return validate21.errors = [{ instancePath: instancePath + "/success/text", schemaPath: "#/properties/success/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                    var valid4 = _errs29 === errors;
                                  } else
                                    var valid4 = !0;
                                  if (valid4) {
                                    if (data11.qrImage !== void 0) {
                                      let _errs31 = errors;
                                      if (typeof data11.qrImage != "string")
                                        return validate21.errors = [{ instancePath: instancePath + "/success/qrImage", schemaPath: "#/properties/success/properties/qrImage/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                      var valid4 = _errs31 === errors;
                                    } else
                                      var valid4 = !0;
                                    if (valid4)
                                      if (data11.buttonText !== void 0) {
                                        let _errs33 = errors;
                                        if (typeof data11.buttonText != "string")
                                          return validate21.errors = [{ instancePath: instancePath + "/success/buttonText", schemaPath: "#/properties/success/properties/buttonText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                        var valid4 = _errs33 === errors;
                                      } else
                                        var valid4 = !0;
                                  }
                                }
                              }
                            } else
                              return validate21.errors = [{ instancePath: instancePath + "/success", schemaPath: "#/properties/success/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                          var valid0 = _errs24 === errors;
                        } else
                          var valid0 = !0;
                    }
                  }
                }
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
