// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21, schema6 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { channels: { type: "array", items: { $ref: "../../schemas/entities/channel.json" } }, activeId: { type: ["integer", "string"] }, showRecommend: { type: "boolean" }, recommendText: { type: "string" }, minTabs: { type: "integer", minimum: 0 } }, $id: "https://schemas.boyihui.local/widgets/channel-tabs/channel-tabs.schema.json" };
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.title === void 0 && (missing0 = "title"))
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
          if (data.name !== void 0) {
            let _errs5 = errors;
            if (typeof data.name != "string")
              return validate22.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.origin_type !== void 0) {
              let data3 = data.origin_type, _errs7 = errors;
              if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                return validate22.errors = [{ instancePath: instancePath + "/origin_type", schemaPath: "#/properties/origin_type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
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
        if (!(key0 === "channels" || key0 === "activeId" || key0 === "showRecommend" || key0 === "recommendText" || key0 === "minTabs")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.channels !== void 0) {
          let data0 = data.channels, _errs2 = errors;
          if (errors === _errs2)
            if (Array.isArray(data0)) {
              var valid1 = !0;
              let len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let _errs4 = errors;
                validate22(data0[i0], { instancePath: instancePath + "/channels/" + i0, parentData: data0, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors), errors = vErrors.length);
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate21.errors = [{ instancePath: instancePath + "/channels", schemaPath: "#/properties/channels/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.activeId !== void 0) {
            let data2 = data.activeId, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)) && typeof data2 != "string")
              return validate21.errors = [{ instancePath: instancePath + "/activeId", schemaPath: "#/properties/activeId/type", keyword: "type", params: { type: schema6.properties.activeId.type }, message: "must be integer,string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.showRecommend !== void 0) {
              let _errs7 = errors;
              if (typeof data.showRecommend != "boolean")
                return validate21.errors = [{ instancePath: instancePath + "/showRecommend", schemaPath: "#/properties/showRecommend/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.recommendText !== void 0) {
                let _errs9 = errors;
                if (typeof data.recommendText != "string")
                  return validate21.errors = [{ instancePath: instancePath + "/recommendText", schemaPath: "#/properties/recommendText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0)
                if (data.minTabs !== void 0) {
                  let data5 = data.minTabs, _errs11 = errors;
                  if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                    return validate21.errors = [{ instancePath: instancePath + "/minTabs", schemaPath: "#/properties/minTabs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                  if (errors === _errs11 && typeof data5 == "number" && isFinite(data5) && (data5 < 0 || isNaN(data5)))
                    return validate21.errors = [{ instancePath: instancePath + "/minTabs", schemaPath: "#/properties/minTabs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                  var valid0 = _errs11 === errors;
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
