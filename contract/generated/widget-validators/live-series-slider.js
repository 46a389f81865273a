// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21, schema6 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { items: { type: "array", items: { $ref: "../../schemas/entities/live-session.json" } }, activeId: { type: ["integer", "string", "null"] }, title: { type: "string" } }, $id: "https://schemas.boyihui.local/widgets/live-series-slider/live-series-slider.schema.json" }, schema7 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/entities/live-session.json", type: "object", required: ["id", "title", "cover_img", "live_status", "start_at", "start_at_format", "label", "tag"], properties: { id: { type: "integer" }, title: { type: "string" }, cover_img: { type: "string" }, live_status: { type: "integer" }, start_at: { type: "string" }, start_at_format: { type: "string" }, label: { type: "string" }, tag: { type: "string", enum: ["预告", "直播中", "回放", "已结束"] }, isAppointment: { type: "boolean" } } };
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.title === void 0 && (missing0 = "title") || data.cover_img === void 0 && (missing0 = "cover_img") || data.live_status === void 0 && (missing0 = "live_status") || data.start_at === void 0 && (missing0 = "start_at") || data.start_at_format === void 0 && (missing0 = "start_at_format") || data.label === void 0 && (missing0 = "label") || data.tag === void 0 && (missing0 = "tag"))
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
          if (data.cover_img !== void 0) {
            let _errs5 = errors;
            if (typeof data.cover_img != "string")
              return validate22.errors = [{ instancePath: instancePath + "/cover_img", schemaPath: "#/properties/cover_img/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.live_status !== void 0) {
              let data3 = data.live_status, _errs7 = errors;
              if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                return validate22.errors = [{ instancePath: instancePath + "/live_status", schemaPath: "#/properties/live_status/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.start_at !== void 0) {
                let _errs9 = errors;
                if (typeof data.start_at != "string")
                  return validate22.errors = [{ instancePath: instancePath + "/start_at", schemaPath: "#/properties/start_at/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.start_at_format !== void 0) {
                  let _errs11 = errors;
                  if (typeof data.start_at_format != "string")
                    return validate22.errors = [{ instancePath: instancePath + "/start_at_format", schemaPath: "#/properties/start_at_format/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.label !== void 0) {
                    let _errs13 = errors;
                    if (typeof data.label != "string")
                      return validate22.errors = [{ instancePath: instancePath + "/label", schemaPath: "#/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs13 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.tag !== void 0) {
                      let data7 = data.tag, _errs15 = errors;
                      if (typeof data7 != "string")
                        return validate22.errors = [{ instancePath: instancePath + "/tag", schemaPath: "#/properties/tag/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      if (!(data7 === "预告" || data7 === "直播中" || data7 === "回放" || data7 === "已结束"))
                        return validate22.errors = [{ instancePath: instancePath + "/tag", schemaPath: "#/properties/tag/enum", keyword: "enum", params: { allowedValues: schema7.properties.tag.enum }, message: "must be equal to one of the allowed values" }], !1;
                      var valid0 = _errs15 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0)
                      if (data.isAppointment !== void 0) {
                        let _errs17 = errors;
                        if (typeof data.isAppointment != "boolean")
                          return validate22.errors = [{ instancePath: instancePath + "/isAppointment", schemaPath: "#/properties/isAppointment/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                        var valid0 = _errs17 === errors;
                      } else
                        var valid0 = !0;
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
        if (!(key0 === "items" || key0 === "activeId" || key0 === "title")) {
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
          if (data.activeId !== void 0) {
            let data2 = data.activeId, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)) && typeof data2 != "string" && data2 !== null)
              return validate21.errors = [{ instancePath: instancePath + "/activeId", schemaPath: "#/properties/activeId/type", keyword: "type", params: { type: schema6.properties.activeId.type }, message: "must be integer,string,null" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.title !== void 0) {
              let _errs7 = errors;
              if (typeof data.title != "string")
                return validate21.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
