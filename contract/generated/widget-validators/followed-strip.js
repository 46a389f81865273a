// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21;
var schema7 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/entities/medical-column.json", type: "object", required: ["id", "title", "logo", "desc", "py", "subscribe_count", "is_subscribe", "current_count", "view_count"], properties: { id: { type: "integer" }, title: { type: "string" }, logo: { type: "string" }, desc: { type: "string" }, py: { type: "string" }, subscribe_count: { type: "integer" }, is_subscribe: { type: "integer", enum: [0, 1] }, showRedPoint: { type: "boolean" }, current_count: { type: "integer" }, view_count: { type: "integer" } } };
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.title === void 0 && (missing0 = "title") || data.logo === void 0 && (missing0 = "logo") || data.desc === void 0 && (missing0 = "desc") || data.py === void 0 && (missing0 = "py") || data.subscribe_count === void 0 && (missing0 = "subscribe_count") || data.is_subscribe === void 0 && (missing0 = "is_subscribe") || data.current_count === void 0 && (missing0 = "current_count") || data.view_count === void 0 && (missing0 = "view_count"))
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
              if (data.py !== void 0) {
                let _errs9 = errors;
                if (typeof data.py != "string")
                  return validate22.errors = [{ instancePath: instancePath + "/py", schemaPath: "#/properties/py/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.subscribe_count !== void 0) {
                  let data5 = data.subscribe_count, _errs11 = errors;
                  if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                    return validate22.errors = [{ instancePath: instancePath + "/subscribe_count", schemaPath: "#/properties/subscribe_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.is_subscribe !== void 0) {
                    let data6 = data.is_subscribe, _errs13 = errors;
                    if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)))
                      return validate22.errors = [{ instancePath: instancePath + "/is_subscribe", schemaPath: "#/properties/is_subscribe/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                    if (!(data6 === 0 || data6 === 1))
                      return validate22.errors = [{ instancePath: instancePath + "/is_subscribe", schemaPath: "#/properties/is_subscribe/enum", keyword: "enum", params: { allowedValues: schema7.properties.is_subscribe.enum }, message: "must be equal to one of the allowed values" }], !1;
                    var valid0 = _errs13 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.showRedPoint !== void 0) {
                      let _errs15 = errors;
                      if (typeof data.showRedPoint != "boolean")
                        return validate22.errors = [{ instancePath: instancePath + "/showRedPoint", schemaPath: "#/properties/showRedPoint/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                      var valid0 = _errs15 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.current_count !== void 0) {
                        let data8 = data.current_count, _errs17 = errors;
                        if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8)))
                          return validate22.errors = [{ instancePath: instancePath + "/current_count", schemaPath: "#/properties/current_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                        var valid0 = _errs17 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0)
                        if (data.view_count !== void 0) {
                          let data9 = data.view_count, _errs19 = errors;
                          if (!(typeof data9 == "number" && !(data9 % 1) && !isNaN(data9) && isFinite(data9)))
                            return validate22.errors = [{ instancePath: instancePath + "/view_count", schemaPath: "#/properties/view_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                          var valid0 = _errs19 === errors;
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
      return validate22.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate22.errors = vErrors, errors === 0;
}
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "title" || key0 === "items" || key0 === "titleLength")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.title !== void 0) {
          let _errs2 = errors;
          if (typeof data.title != "string")
            return validate21.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.items !== void 0) {
            let data1 = data.items, _errs4 = errors;
            if (errors === _errs4)
              if (Array.isArray(data1)) {
                var valid1 = !0;
                let len0 = data1.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  let _errs6 = errors;
                  validate22(data1[i0], { instancePath: instancePath + "/items/" + i0, parentData: data1, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors), errors = vErrors.length);
                  var valid1 = _errs6 === errors;
                  if (!valid1)
                    break;
                }
              } else
                return validate21.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.titleLength !== void 0) {
              let data3 = data.titleLength, _errs7 = errors;
              if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                return validate21.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              if (errors === _errs7 && typeof data3 == "number" && isFinite(data3) && (data3 < 1 || isNaN(data3)))
                return validate21.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
              var valid0 = _errs7 === errors;
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
