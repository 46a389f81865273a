// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21, schema6 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { rules: { type: "array", items: { type: "object", required: ["name", "value"], properties: { id: { type: "integer" }, key: { type: "string" }, name: { type: "string" }, description: { type: "string" }, value: { type: "integer" }, daily_limit: { type: ["integer", "null"] } } } }, title: { type: "string" } }, $id: "https://schemas.boyihui.local/widgets/point-rules/point-rules.schema.json" };
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "rules" || key0 === "title")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.rules !== void 0) {
          let data0 = data.rules, _errs2 = errors;
          if (errors === _errs2)
            if (Array.isArray(data0)) {
              var valid1 = !0;
              let len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data1 = data0[i0], _errs4 = errors;
                if (errors === _errs4)
                  if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                    let missing0;
                    if (data1.name === void 0 && (missing0 = "name") || data1.value === void 0 && (missing0 = "value"))
                      return validate21.errors = [{ instancePath: instancePath + "/rules/" + i0, schemaPath: "#/properties/rules/items/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
                    if (data1.id !== void 0) {
                      let data2 = data1.id, _errs6 = errors;
                      if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
                        return validate21.errors = [{ instancePath: instancePath + "/rules/" + i0 + "/id", schemaPath: "#/properties/rules/items/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                      var valid2 = _errs6 === errors;
                    } else
                      var valid2 = !0;
                    if (valid2) {
                      if (data1.key !== void 0) {
                        let _errs8 = errors;
                        if (typeof data1.key != "string")
                          return validate21.errors = [{ instancePath: instancePath + "/rules/" + i0 + "/key", schemaPath: "#/properties/rules/items/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                        var valid2 = _errs8 === errors;
                      } else
                        var valid2 = !0;
                      if (valid2) {
                        if (data1.name !== void 0) {
                          let _errs10 = errors;
                          if (typeof data1.name != "string")
                            return validate21.errors = [{ instancePath: instancePath + "/rules/" + i0 + "/name", schemaPath: "#/properties/rules/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                          var valid2 = _errs10 === errors;
                        } else
                          var valid2 = !0;
                        if (valid2) {
                          if (data1.description !== void 0) {
                            let _errs12 = errors;
                            if (typeof data1.description != "string")
                              return validate21.errors = [{ instancePath: instancePath + "/rules/" + i0 + "/description", schemaPath: "#/properties/rules/items/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                            var valid2 = _errs12 === errors;
                          } else
                            var valid2 = !0;
                          if (valid2) {
                            if (data1.value !== void 0) {
                              let data6 = data1.value, _errs14 = errors;
                              if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)))
                                return validate21.errors = [{ instancePath: instancePath + "/rules/" + i0 + "/value", schemaPath: "#/properties/rules/items/properties/value/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                              var valid2 = _errs14 === errors;
                            } else
                              var valid2 = !0;
                            if (valid2)
                              if (data1.daily_limit !== void 0) {
                                let data7 = data1.daily_limit, _errs16 = errors;
                                if (!(typeof data7 == "number" && !(data7 % 1) && !isNaN(data7) && isFinite(data7)) && data7 !== null)
                                  return validate21.errors = [{ instancePath: instancePath + "/rules/" + i0 + "/daily_limit", schemaPath: "#/properties/rules/items/properties/daily_limit/type", keyword: "type", params: { type: schema6.properties.rules.items.properties.daily_limit.type }, message: "must be integer,null" }], !1;
                                var valid2 = _errs16 === errors;
                              } else
                                var valid2 = !0;
                          }
                        }
                      }
                    }
                  } else
                    return validate21.errors = [{ instancePath: instancePath + "/rules/" + i0, schemaPath: "#/properties/rules/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate21.errors = [{ instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0)
          if (data.title !== void 0) {
            let _errs18 = errors;
            if (typeof data.title != "string")
              return validate21.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs18 === errors;
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
