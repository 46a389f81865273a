// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21, schema6 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { point: { type: ["integer", "null"] }, income: { type: "array", items: { $ref: "#/definitions/record" } }, outcome: { type: "array", items: { $ref: "#/definitions/record" } }, activeIndex: { type: "integer", enum: [0, 1] } }, definitions: { record: { type: "object", required: ["note", "value"], properties: { id: { type: "integer" }, note: { type: "string" }, value: { type: "integer" }, created_at: { type: "string" } } } }, $id: "https://schemas.boyihui.local/widgets/points-summary/points-summary.schema.json" };
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.note === void 0 && (missing0 = "note") || data.value === void 0 && (missing0 = "value"))
        return validate22.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate22.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.note !== void 0) {
          let _errs3 = errors;
          if (typeof data.note != "string")
            return validate22.errors = [{ instancePath: instancePath + "/note", schemaPath: "#/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.value !== void 0) {
            let data2 = data.value, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
              return validate22.errors = [{ instancePath: instancePath + "/value", schemaPath: "#/properties/value/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.created_at !== void 0) {
              let _errs7 = errors;
              if (typeof data.created_at != "string")
                return validate22.errors = [{ instancePath: instancePath + "/created_at", schemaPath: "#/properties/created_at/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
        if (!(key0 === "point" || key0 === "income" || key0 === "outcome" || key0 === "activeIndex")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.point !== void 0) {
          let data0 = data.point, _errs2 = errors;
          if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)) && data0 !== null)
            return validate21.errors = [{ instancePath: instancePath + "/point", schemaPath: "#/properties/point/type", keyword: "type", params: { type: schema6.properties.point.type }, message: "must be integer,null" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.income !== void 0) {
            let data1 = data.income, _errs4 = errors;
            if (errors === _errs4)
              if (Array.isArray(data1)) {
                var valid1 = !0;
                let len0 = data1.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  let _errs6 = errors;
                  validate22(data1[i0], { instancePath: instancePath + "/income/" + i0, parentData: data1, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors), errors = vErrors.length);
                  var valid1 = _errs6 === errors;
                  if (!valid1)
                    break;
                }
              } else
                return validate21.errors = [{ instancePath: instancePath + "/income", schemaPath: "#/properties/income/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.outcome !== void 0) {
              let data3 = data.outcome, _errs7 = errors;
              if (errors === _errs7)
                if (Array.isArray(data3)) {
                  var valid2 = !0;
                  let len1 = data3.length;
                  for (let i1 = 0; i1 < len1; i1++) {
                    let _errs9 = errors;
                    validate22(data3[i1], { instancePath: instancePath + "/outcome/" + i1, parentData: data3, parentDataProperty: i1, rootData }) || (vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors), errors = vErrors.length);
                    var valid2 = _errs9 === errors;
                    if (!valid2)
                      break;
                  }
                } else
                  return validate21.errors = [{ instancePath: instancePath + "/outcome", schemaPath: "#/properties/outcome/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.activeIndex !== void 0) {
                let data5 = data.activeIndex, _errs10 = errors;
                if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                  return validate21.errors = [{ instancePath: instancePath + "/activeIndex", schemaPath: "#/properties/activeIndex/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                if (!(data5 === 0 || data5 === 1))
                  return validate21.errors = [{ instancePath: instancePath + "/activeIndex", schemaPath: "#/properties/activeIndex/enum", keyword: "enum", params: { allowedValues: schema6.properties.activeIndex.enum }, message: "must be equal to one of the allowed values" }], !1;
                var valid0 = _errs10 === errors;
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
