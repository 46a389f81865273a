// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21;
var schema7 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/entities/article-parent.json", type: "object", required: ["id", "title", "logo", "desc", "is_subscribe", "origin_type", "type"], properties: { id: { type: "integer" }, title: { type: "string" }, logo: { type: "string" }, desc: { type: "string" }, is_subscribe: { type: "integer", enum: [0, 1] }, origin_type: { type: "integer", enum: [2, 6, 30] }, type: { type: "integer" } } };
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.title === void 0 && (missing0 = "title") || data.logo === void 0 && (missing0 = "logo") || data.desc === void 0 && (missing0 = "desc") || data.is_subscribe === void 0 && (missing0 = "is_subscribe") || data.origin_type === void 0 && (missing0 = "origin_type") || data.type === void 0 && (missing0 = "type"))
        return validate22.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate22.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.title !== void 0) {
          let _errs3 = errors;
          if (typeof data.title != "string")
            return validate22.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.logo !== void 0) {
            let _errs5 = errors;
            if (typeof data.logo != "string")
              return validate22.errors = [{ instancePath: instancePath + "/logo", schemaPath: "#/properties/logo/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
              if (data.is_subscribe !== void 0) {
                let data4 = data.is_subscribe, _errs9 = errors;
                if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4)))
                  return validate22.errors = [{ instancePath: instancePath + "/is_subscribe", schemaPath: "#/properties/is_subscribe/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                if (!(data4 === 0 || data4 === 1))
                  return validate22.errors = [{ instancePath: instancePath + "/is_subscribe", schemaPath: "#/properties/is_subscribe/enum", keyword: "enum", params: { allowedValues: schema7.properties.is_subscribe.enum }, message: "must be equal to one of the allowed values" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.origin_type !== void 0) {
                  let data5 = data.origin_type, _errs11 = errors;
                  if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                    return validate22.errors = [{ instancePath: instancePath + "/origin_type", schemaPath: "#/properties/origin_type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                  if (!(data5 === 2 || data5 === 6 || data5 === 30))
                    return validate22.errors = [{ instancePath: instancePath + "/origin_type", schemaPath: "#/properties/origin_type/enum", keyword: "enum", params: { allowedValues: schema7.properties.origin_type.enum }, message: "must be equal to one of the allowed values" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
                if (valid0)
                  if (data.type !== void 0) {
                    let data6 = data.type, _errs13 = errors;
                    if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)))
                      return validate22.errors = [{ instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                    var valid0 = _errs13 === errors;
                  } else
                    var valid0 = !0;
              }
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
        if (!(key0 === "parent" || key0 === "label")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.parent !== void 0) {
          let data0 = data.parent, _errs2 = errors, _errs3 = errors, valid1 = !1, passing0 = null, _errs4 = errors;
          validate22(data0, { instancePath: instancePath + "/parent", parentData: data, parentDataProperty: "parent", rootData }) || (vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors), errors = vErrors.length);
          var _valid0 = _errs4 === errors;
          _valid0 && (valid1 = !0, passing0 = 0);
          let _errs5 = errors;
          if (data0 !== null) {
            let err0 = { instancePath: instancePath + "/parent", schemaPath: "#/properties/parent/oneOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null" };
            vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
          }
          var _valid0 = _errs5 === errors;
          if (_valid0 && valid1 ? (valid1 = !1, passing0 = [passing0, 1]) : _valid0 && (valid1 = !0, passing0 = 1), valid1)
            errors = _errs3, vErrors !== null && (_errs3 ? vErrors.length = _errs3 : vErrors = null);
          else {
            let err1 = { instancePath: instancePath + "/parent", schemaPath: "#/properties/parent/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
            return vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++, validate21.errors = vErrors, !1;
          }
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0)
          if (data.label !== void 0) {
            let _errs7 = errors;
            if (typeof data.label != "string")
              return validate21.errors = [{ instancePath: instancePath + "/label", schemaPath: "#/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs7 === errors;
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
