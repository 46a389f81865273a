// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21, schema6 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { grades: { type: "array", items: { type: "string" } }, regions: { type: ["array", "null"], items: { $ref: "../../schemas/entities/option-node.json" } }, provinceId: { type: ["string", "integer", "null"] }, cityId: { type: ["string", "integer", "null"] }, municipalityId: { type: ["string", "integer", "null"] }, submitText: { type: "string" } }, $id: "https://schemas.boyihui.local/widgets/hospital-form/hospital-form.schema.json" }, schema7 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/entities/option-node.json", type: "object", required: ["id", "name"], properties: { id: { type: "integer" }, name: { type: "string" }, parent_id: { type: ["integer", "null"] }, children: { type: "array", items: { $ref: "option-node.json" } } } }, wrapper0 = { validate: validate22 };
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.name === void 0 && (missing0 = "name"))
        return validate22.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate22.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
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
          if (data.parent_id !== void 0) {
            let data2 = data.parent_id, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)) && data2 !== null)
              return validate22.errors = [{ instancePath: instancePath + "/parent_id", schemaPath: "#/properties/parent_id/type", keyword: "type", params: { type: schema7.properties.parent_id.type }, message: "must be integer,null" }], !1;
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
                    wrapper0.validate(data3[i0], { instancePath: instancePath + "/children/" + i0, parentData: data3, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors), errors = vErrors.length);
                    var valid1 = _errs9 === errors;
                    if (!valid1)
                      break;
                  }
                } else
                  return validate22.errors = [{ instancePath: instancePath + "/children", schemaPath: "#/properties/children/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
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
        if (!(key0 === "grades" || key0 === "regions" || key0 === "provinceId" || key0 === "cityId" || key0 === "municipalityId" || key0 === "submitText")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.grades !== void 0) {
          let data0 = data.grades, _errs2 = errors;
          if (errors === _errs2)
            if (Array.isArray(data0)) {
              var valid1 = !0;
              let len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let _errs4 = errors;
                if (typeof data0[i0] != "string")
                  return validate21.errors = [{ instancePath: instancePath + "/grades/" + i0, schemaPath: "#/properties/grades/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate21.errors = [{ instancePath: instancePath + "/grades", schemaPath: "#/properties/grades/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.regions !== void 0) {
            let data2 = data.regions, _errs6 = errors;
            if (!Array.isArray(data2) && data2 !== null)
              return validate21.errors = [{ instancePath: instancePath + "/regions", schemaPath: "#/properties/regions/type", keyword: "type", params: { type: schema6.properties.regions.type }, message: "must be array,null" }], !1;
            if (errors === _errs6 && Array.isArray(data2)) {
              var valid2 = !0;
              let len1 = data2.length;
              for (let i1 = 0; i1 < len1; i1++) {
                let _errs8 = errors;
                validate22(data2[i1], { instancePath: instancePath + "/regions/" + i1, parentData: data2, parentDataProperty: i1, rootData }) || (vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors), errors = vErrors.length);
                var valid2 = _errs8 === errors;
                if (!valid2)
                  break;
              }
            }
            var valid0 = _errs6 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.provinceId !== void 0) {
              let data4 = data.provinceId, _errs9 = errors;
              if (typeof data4 != "string" && !(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4)) && data4 !== null)
                return validate21.errors = [{ instancePath: instancePath + "/provinceId", schemaPath: "#/properties/provinceId/type", keyword: "type", params: { type: schema6.properties.provinceId.type }, message: "must be string,integer,null" }], !1;
              var valid0 = _errs9 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.cityId !== void 0) {
                let data5 = data.cityId, _errs11 = errors;
                if (typeof data5 != "string" && !(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)) && data5 !== null)
                  return validate21.errors = [{ instancePath: instancePath + "/cityId", schemaPath: "#/properties/cityId/type", keyword: "type", params: { type: schema6.properties.cityId.type }, message: "must be string,integer,null" }], !1;
                var valid0 = _errs11 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.municipalityId !== void 0) {
                  let data6 = data.municipalityId, _errs13 = errors;
                  if (typeof data6 != "string" && !(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)) && data6 !== null)
                    return validate21.errors = [{ instancePath: instancePath + "/municipalityId", schemaPath: "#/properties/municipalityId/type", keyword: "type", params: { type: schema6.properties.municipalityId.type }, message: "must be string,integer,null" }], !1;
                  var valid0 = _errs13 === errors;
                } else
                  var valid0 = !0;
                if (valid0)
                  if (data.submitText !== void 0) {
                    let _errs15 = errors;
                    if (typeof data.submitText != "string")
                      return validate21.errors = [{ instancePath: instancePath + "/submitText", schemaPath: "#/properties/submitText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs15 === errors;
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
