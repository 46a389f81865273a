// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21, schema6 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { tabs: { type: "array", items: { type: "object", required: ["name", "type"], properties: { id: { type: "integer" }, name: { type: "string" }, type: { type: "integer" }, count: { type: "integer" } } } }, active: { type: ["integer", "string"] }, label: { type: "string" }, variant: { type: "string", enum: ["underline", "pill"] }, showCount: { type: "boolean" } }, $id: "https://schemas.boyihui.local/widgets/search-tabs/search-tabs.schema.json" };
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "tabs" || key0 === "active" || key0 === "label" || key0 === "variant" || key0 === "showCount")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.tabs !== void 0) {
          let data0 = data.tabs, _errs2 = errors;
          if (errors === _errs2)
            if (Array.isArray(data0)) {
              var valid1 = !0;
              let len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data1 = data0[i0], _errs4 = errors;
                if (errors === _errs4)
                  if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                    let missing0;
                    if (data1.name === void 0 && (missing0 = "name") || data1.type === void 0 && (missing0 = "type"))
                      return validate21.errors = [{ instancePath: instancePath + "/tabs/" + i0, schemaPath: "#/properties/tabs/items/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
                    if (data1.id !== void 0) {
                      let data2 = data1.id, _errs6 = errors;
                      if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
                        return validate21.errors = [{ instancePath: instancePath + "/tabs/" + i0 + "/id", schemaPath: "#/properties/tabs/items/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                      var valid2 = _errs6 === errors;
                    } else
                      var valid2 = !0;
                    if (valid2) {
                      if (data1.name !== void 0) {
                        let _errs8 = errors;
                        if (typeof data1.name != "string")
                          return validate21.errors = [{ instancePath: instancePath + "/tabs/" + i0 + "/name", schemaPath: "#/properties/tabs/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                        var valid2 = _errs8 === errors;
                      } else
                        var valid2 = !0;
                      if (valid2) {
                        if (data1.type !== void 0) {
                          let data4 = data1.type, _errs10 = errors;
                          if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4)))
                            return validate21.errors = [{ instancePath: instancePath + "/tabs/" + i0 + "/type", schemaPath: "#/properties/tabs/items/properties/type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                          var valid2 = _errs10 === errors;
                        } else
                          var valid2 = !0;
                        if (valid2)
                          if (data1.count !== void 0) {
                            let data5 = data1.count, _errs12 = errors;
                            if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                              return validate21.errors = [{ instancePath: instancePath + "/tabs/" + i0 + "/count", schemaPath: "#/properties/tabs/items/properties/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                            var valid2 = _errs12 === errors;
                          } else
                            var valid2 = !0;
                      }
                    }
                  } else
                    return validate21.errors = [{ instancePath: instancePath + "/tabs/" + i0, schemaPath: "#/properties/tabs/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate21.errors = [{ instancePath: instancePath + "/tabs", schemaPath: "#/properties/tabs/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.active !== void 0) {
            let data6 = data.active, _errs14 = errors;
            if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)) && typeof data6 != "string")
              return validate21.errors = [{ instancePath: instancePath + "/active", schemaPath: "#/properties/active/type", keyword: "type", params: { type: schema6.properties.active.type }, message: "must be integer,string" }], !1;
            var valid0 = _errs14 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.label !== void 0) {
              let _errs16 = errors;
              if (typeof data.label != "string")
                return validate21.errors = [{ instancePath: instancePath + "/label", schemaPath: "#/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs16 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.variant !== void 0) {
                let data8 = data.variant, _errs18 = errors;
                if (typeof data8 != "string")
                  return validate21.errors = [{ instancePath: instancePath + "/variant", schemaPath: "#/properties/variant/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                if (!(data8 === "underline" || data8 === "pill"))
                  return validate21.errors = [{ instancePath: instancePath + "/variant", schemaPath: "#/properties/variant/enum", keyword: "enum", params: { allowedValues: schema6.properties.variant.enum }, message: "must be equal to one of the allowed values" }], !1;
                var valid0 = _errs18 === errors;
              } else
                var valid0 = !0;
              if (valid0)
                if (data.showCount !== void 0) {
                  let _errs20 = errors;
                  if (typeof data.showCount != "boolean")
                    return validate21.errors = [{ instancePath: instancePath + "/showCount", schemaPath: "#/properties/showCount/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                  var valid0 = _errs20 === errors;
                } else
                  var valid0 = !0;
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
