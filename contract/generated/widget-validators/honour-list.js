// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21;
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.topic_id === void 0 && (missing0 = "topic_id") || data.type === void 0 && (missing0 = "type") || data.title === void 0 && (missing0 = "title") || data.cover_img === void 0 && (missing0 = "cover_img") || data.created_at === void 0 && (missing0 = "created_at"))
        return validate22.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate22.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.topic_id !== void 0) {
          let data1 = data.topic_id, _errs3 = errors;
          if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)))
            return validate22.errors = [{ instancePath: instancePath + "/topic_id", schemaPath: "#/properties/topic_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.type !== void 0) {
            let data2 = data.type, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
              return validate22.errors = [{ instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.title !== void 0) {
              let _errs7 = errors;
              if (typeof data.title != "string")
                return validate22.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.cover_img !== void 0) {
                let data4 = data.cover_img, _errs9 = errors;
                if (errors === _errs9)
                  if (Array.isArray(data4)) {
                    var valid1 = !0;
                    let len0 = data4.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                      let _errs11 = errors;
                      if (typeof data4[i0] != "string")
                        return validate22.errors = [{ instancePath: instancePath + "/cover_img/" + i0, schemaPath: "#/properties/cover_img/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid1 = _errs11 === errors;
                      if (!valid1)
                        break;
                    }
                  } else
                    return validate22.errors = [{ instancePath: instancePath + "/cover_img", schemaPath: "#/properties/cover_img/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.content !== void 0) {
                  let _errs13 = errors;
                  if (typeof data.content != "string")
                    return validate22.errors = [{ instancePath: instancePath + "/content", schemaPath: "#/properties/content/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs13 === errors;
                } else
                  var valid0 = !0;
                if (valid0)
                  if (data.created_at !== void 0) {
                    let _errs15 = errors;
                    if (typeof data.created_at != "string")
                      return validate22.errors = [{ instancePath: instancePath + "/created_at", schemaPath: "#/properties/created_at/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs15 === errors;
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
        if (!(key0 === "items" || key0 === "hasMore" || key0 === "loading" || key0 === "error" || key0 === "titleLength" || key0 === "endText" || key0 === "emptyText")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.items !== void 0) {
          let data0 = data.items, _errs2 = errors;
          if (errors === _errs2)
            if (Array.isArray(data0)) {
              var valid1 = !0;
              let len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let _errs4 = errors;
                validate22(data0[i0], { instancePath: instancePath + "/items/" + i0, parentData: data0, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors), errors = vErrors.length);
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate21.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.hasMore !== void 0) {
            let _errs5 = errors;
            if (typeof data.hasMore != "boolean")
              return validate21.errors = [{ instancePath: instancePath + "/hasMore", schemaPath: "#/properties/hasMore/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.loading !== void 0) {
              let _errs7 = errors;
              if (typeof data.loading != "boolean")
                return validate21.errors = [{ instancePath: instancePath + "/loading", schemaPath: "#/properties/loading/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.error !== void 0) {
                let _errs9 = errors;
                if (typeof data.error != "boolean")
                  return validate21.errors = [{ instancePath: instancePath + "/error", schemaPath: "#/properties/error/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.titleLength !== void 0) {
                  let data5 = data.titleLength, _errs11 = errors;
                  if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                    return validate21.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                  if (errors === _errs11 && typeof data5 == "number" && isFinite(data5) && (data5 < 1 || isNaN(data5)))
                    return validate21.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.endText !== void 0) {
                    let _errs13 = errors;
                    if (typeof data.endText != "string")
                      return validate21.errors = [{ instancePath: instancePath + "/endText", schemaPath: "#/properties/endText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs13 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0)
                    if (data.emptyText !== void 0) {
                      let _errs15 = errors;
                      if (typeof data.emptyText != "string")
                        return validate21.errors = [{ instancePath: instancePath + "/emptyText", schemaPath: "#/properties/emptyText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid0 = _errs15 === errors;
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
