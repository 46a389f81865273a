// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21, schema6 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { items: { type: ["array", "null"], items: { type: "object", required: ["id", "name"], properties: { id: { type: "integer" }, name: { type: "string" } } } }, keyword: { type: ["string", "null"] }, placeholder: { type: "string" }, subtitleKeys: { type: "array", items: { type: "string" } }, emptyText: { type: "string" }, addText: { type: "string" }, loading: { type: ["boolean", "null"] } }, $id: "https://schemas.boyihui.local/widgets/pick-list/pick-list.schema.json" };
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "items" || key0 === "keyword" || key0 === "placeholder" || key0 === "subtitleKeys" || key0 === "emptyText" || key0 === "addText" || key0 === "loading")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.items !== void 0) {
          let data0 = data.items, _errs2 = errors;
          if (!Array.isArray(data0) && data0 !== null)
            return validate21.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: schema6.properties.items.type }, message: "must be array,null" }], !1;
          if (errors === _errs2 && Array.isArray(data0)) {
            var valid1 = !0;
            let len0 = data0.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data1 = data0[i0], _errs4 = errors;
              if (errors === _errs4)
                if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                  let missing0;
                  if (data1.id === void 0 && (missing0 = "id") || data1.name === void 0 && (missing0 = "name"))
                    return validate21.errors = [{ instancePath: instancePath + "/items/" + i0, schemaPath: "#/properties/items/items/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
                  if (data1.id !== void 0) {
                    let data2 = data1.id, _errs6 = errors;
                    if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
                      return validate21.errors = [{ instancePath: instancePath + "/items/" + i0 + "/id", schemaPath: "#/properties/items/items/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                    var valid2 = _errs6 === errors;
                  } else
                    var valid2 = !0;
                  if (valid2)
                    if (data1.name !== void 0) {
                      let _errs8 = errors;
                      if (typeof data1.name != "string")
                        return validate21.errors = [{ instancePath: instancePath + "/items/" + i0 + "/name", schemaPath: "#/properties/items/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid2 = _errs8 === errors;
                    } else
                      var valid2 = !0;
                } else
                  return validate21.errors = [{ instancePath: instancePath + "/items/" + i0, schemaPath: "#/properties/items/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
              var valid1 = _errs4 === errors;
              if (!valid1)
                break;
            }
          }
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.keyword !== void 0) {
            let data4 = data.keyword, _errs10 = errors;
            if (typeof data4 != "string" && data4 !== null)
              return validate21.errors = [{ instancePath: instancePath + "/keyword", schemaPath: "#/properties/keyword/type", keyword: "type", params: { type: schema6.properties.keyword.type }, message: "must be string,null" }], !1;
            var valid0 = _errs10 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.placeholder !== void 0) {
              let _errs12 = errors;
              if (typeof data.placeholder != "string")
                return validate21.errors = [{ instancePath: instancePath + "/placeholder", schemaPath: "#/properties/placeholder/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs12 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.subtitleKeys !== void 0) {
                let data6 = data.subtitleKeys, _errs14 = errors;
                if (errors === _errs14)
                  if (Array.isArray(data6)) {
                    var valid3 = !0;
                    let len1 = data6.length;
                    for (let i1 = 0; i1 < len1; i1++) {
                      let _errs16 = errors;
                      if (typeof data6[i1] != "string")
                        return validate21.errors = [{ instancePath: instancePath + "/subtitleKeys/" + i1, schemaPath: "#/properties/subtitleKeys/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid3 = _errs16 === errors;
                      if (!valid3)
                        break;
                    }
                  } else
                    return validate21.errors = [{ instancePath: instancePath + "/subtitleKeys", schemaPath: "#/properties/subtitleKeys/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                var valid0 = _errs14 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.emptyText !== void 0) {
                  let _errs18 = errors;
                  if (typeof data.emptyText != "string")
                    return validate21.errors = [{ instancePath: instancePath + "/emptyText", schemaPath: "#/properties/emptyText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs18 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.addText !== void 0) {
                    let _errs20 = errors;
                    if (typeof data.addText != "string")
                      return validate21.errors = [{ instancePath: instancePath + "/addText", schemaPath: "#/properties/addText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs20 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0)
                    if (data.loading !== void 0) {
                      let data10 = data.loading, _errs22 = errors;
                      if (typeof data10 != "boolean" && data10 !== null)
                        return validate21.errors = [{ instancePath: instancePath + "/loading", schemaPath: "#/properties/loading/type", keyword: "type", params: { type: schema6.properties.loading.type }, message: "must be boolean,null" }], !1;
                      var valid0 = _errs22 === errors;
                    } else
                      var valid0 = !0;
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
