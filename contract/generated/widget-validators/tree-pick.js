// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21, schema6 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { options: { type: ["array", "null"], items: { $ref: "../../schemas/entities/option-node.json" } }, title: { type: "string" }, emptyText: { type: "string" }, loading: { type: ["boolean", "null"] } }, $id: "https://schemas.boyihui.local/widgets/tree-pick/tree-pick.schema.json" }, schema7 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/entities/option-node.json", type: "object", required: ["id", "name"], properties: { id: { type: "integer" }, name: { type: "string" }, parent_id: { type: ["integer", "null"] }, children: { type: "array", items: { $ref: "option-node.json" } } } }, wrapper0 = { validate: validate22 };
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
        if (!(key0 === "options" || key0 === "title" || key0 === "emptyText" || key0 === "loading")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.options !== void 0) {
          let data0 = data.options, _errs2 = errors;
          if (!Array.isArray(data0) && data0 !== null)
            return validate21.errors = [{ instancePath: instancePath + "/options", schemaPath: "#/properties/options/type", keyword: "type", params: { type: schema6.properties.options.type }, message: "must be array,null" }], !1;
          if (errors === _errs2 && Array.isArray(data0)) {
            var valid1 = !0;
            let len0 = data0.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let _errs4 = errors;
              validate22(data0[i0], { instancePath: instancePath + "/options/" + i0, parentData: data0, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors), errors = vErrors.length);
              var valid1 = _errs4 === errors;
              if (!valid1)
                break;
            }
          }
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.title !== void 0) {
            let _errs5 = errors;
            if (typeof data.title != "string")
              return validate21.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.emptyText !== void 0) {
              let _errs7 = errors;
              if (typeof data.emptyText != "string")
                return validate21.errors = [{ instancePath: instancePath + "/emptyText", schemaPath: "#/properties/emptyText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.loading !== void 0) {
                let data4 = data.loading, _errs9 = errors;
                if (typeof data4 != "boolean" && data4 !== null)
                  return validate21.errors = [{ instancePath: instancePath + "/loading", schemaPath: "#/properties/loading/type", keyword: "type", params: { type: schema6.properties.loading.type }, message: "must be boolean,null" }], !1;
                var valid0 = _errs9 === errors;
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
