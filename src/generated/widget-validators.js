// generated — do not edit; run npm run gen:types
/* eslint-disable */
// standalone:gen-types:standalone
var widgetProps0 = validate48;
function validate49(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.img === void 0 && (missing0 = "img"))
        return validate49.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate49.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.img !== void 0) {
          let _errs3 = errors;
          if (typeof data.img != "string")
            return validate49.errors = [{ instancePath: instancePath + "/img", schemaPath: "#/properties/img/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.target_url !== void 0) {
            let _errs5 = errors;
            if (typeof data.target_url != "string")
              return validate49.errors = [{ instancePath: instancePath + "/target_url", schemaPath: "#/properties/target_url/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.title !== void 0) {
              let _errs7 = errors;
              if (typeof data.title != "string")
                return validate49.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate49.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate49.errors = vErrors, errors === 0;
}
function validate48(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "items" || key0 === "autoplayMs" || key0 === "height")) {
          return validate48.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
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
                validate49(data0[i0], { instancePath: instancePath + "/items/" + i0, parentData: data0, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors), errors = vErrors.length);
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate48.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.autoplayMs !== void 0) {
            let data2 = data.autoplayMs, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
              return validate48.errors = [{ instancePath: instancePath + "/autoplayMs", schemaPath: "#/properties/autoplayMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            if (errors === _errs5 && typeof data2 == "number" && isFinite(data2) && (data2 < 1e3 || isNaN(data2)))
              return validate48.errors = [{ instancePath: instancePath + "/autoplayMs", schemaPath: "#/properties/autoplayMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1e3 }, message: "must be >= 1000" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.height !== void 0) {
              let data3 = data.height, _errs7 = errors;
              if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                return validate48.errors = [{ instancePath: instancePath + "/height", schemaPath: "#/properties/height/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              if (errors === _errs7 && typeof data3 == "number" && isFinite(data3)) {
                if (data3 > 400 || isNaN(data3))
                  return validate48.errors = [{ instancePath: instancePath + "/height", schemaPath: "#/properties/height/maximum", keyword: "maximum", params: { comparison: "<=", limit: 400 }, message: "must be <= 400" }], !1;
                if (data3 < 40 || isNaN(data3))
                  return validate48.errors = [{ instancePath: instancePath + "/height", schemaPath: "#/properties/height/minimum", keyword: "minimum", params: { comparison: ">=", limit: 40 }, message: "must be >= 40" }], !1;
              }
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate48.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate48.errors = vErrors, errors === 0;
}
var widgetProps1 = validate51, schema18 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { channels: { type: "array", items: { $ref: "../../schemas/entities/channel.json" } }, activeId: { type: ["integer", "string"] }, showRecommend: { type: "boolean" }, recommendText: { type: "string" }, minTabs: { type: "integer", minimum: 0 } }, $id: "https://schemas.boyihui.local/widgets/channel-tabs/channel-tabs.schema.json" };
function validate52(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.title === void 0 && (missing0 = "title"))
        return validate52.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate52.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.title !== void 0) {
          let _errs3 = errors;
          if (typeof data.title != "string")
            return validate52.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.name !== void 0) {
            let _errs5 = errors;
            if (typeof data.name != "string")
              return validate52.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.origin_type !== void 0) {
              let data3 = data.origin_type, _errs7 = errors;
              if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                return validate52.errors = [{ instancePath: instancePath + "/origin_type", schemaPath: "#/properties/origin_type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate52.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate52.errors = vErrors, errors === 0;
}
function validate51(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "channels" || key0 === "activeId" || key0 === "showRecommend" || key0 === "recommendText" || key0 === "minTabs")) {
          return validate51.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
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
                validate52(data0[i0], { instancePath: instancePath + "/channels/" + i0, parentData: data0, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors), errors = vErrors.length);
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate51.errors = [{ instancePath: instancePath + "/channels", schemaPath: "#/properties/channels/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.activeId !== void 0) {
            let data2 = data.activeId, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)) && typeof data2 != "string")
              return validate51.errors = [{ instancePath: instancePath + "/activeId", schemaPath: "#/properties/activeId/type", keyword: "type", params: { type: schema18.properties.activeId.type }, message: "must be integer,string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.showRecommend !== void 0) {
              let _errs7 = errors;
              if (typeof data.showRecommend != "boolean")
                return validate51.errors = [{ instancePath: instancePath + "/showRecommend", schemaPath: "#/properties/showRecommend/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.recommendText !== void 0) {
                let _errs9 = errors;
                if (typeof data.recommendText != "string")
                  return validate51.errors = [{ instancePath: instancePath + "/recommendText", schemaPath: "#/properties/recommendText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0)
                if (data.minTabs !== void 0) {
                  let data5 = data.minTabs, _errs11 = errors;
                  if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                    return validate51.errors = [{ instancePath: instancePath + "/minTabs", schemaPath: "#/properties/minTabs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                  if (errors === _errs11 && typeof data5 == "number" && isFinite(data5) && (data5 < 0 || isNaN(data5)))
                    return validate51.errors = [{ instancePath: instancePath + "/minTabs", schemaPath: "#/properties/minTabs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
            }
          }
        }
      }
    } else
      return validate51.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate51.errors = vErrors, errors === 0;
}
var widgetProps2 = validate54, schema20 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { title: { type: "string" }, items: { type: "array", items: { $ref: "../../schemas/entities/content-item.json" } }, hasMore: { type: "boolean" }, loading: { type: "boolean" }, error: { type: "boolean" }, endText: { type: "string" }, emptyText: { type: "string" }, showEnd: { type: "boolean" }, variant: { type: "string", enum: ["card", "row"] }, titleLength: { type: "integer", minimum: 1 } }, $id: "https://schemas.boyihui.local/widgets/content-list/content-list.schema.json" }, func2 = Object.prototype.hasOwnProperty;
function validate55(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.origin_type === void 0 && (missing0 = "origin_type") || data.title === void 0 && (missing0 = "title"))
        return validate55.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate55.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.origin_id !== void 0) {
          let data1 = data.origin_id, _errs3 = errors;
          if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)))
            return validate55.errors = [{ instancePath: instancePath + "/origin_id", schemaPath: "#/properties/origin_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.content_id !== void 0) {
            let data2 = data.content_id, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
              return validate55.errors = [{ instancePath: instancePath + "/content_id", schemaPath: "#/properties/content_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.origin_type !== void 0) {
              let data3 = data.origin_type, _errs7 = errors;
              if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                return validate55.errors = [{ instancePath: instancePath + "/origin_type", schemaPath: "#/properties/origin_type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.type !== void 0) {
                let data4 = data.type, _errs9 = errors;
                if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4)))
                  return validate55.errors = [{ instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.source_type !== void 0) {
                  let data5 = data.source_type, _errs11 = errors;
                  if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                    return validate55.errors = [{ instancePath: instancePath + "/source_type", schemaPath: "#/properties/source_type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.source_id !== void 0) {
                    let data6 = data.source_id, _errs13 = errors;
                    if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)))
                      return validate55.errors = [{ instancePath: instancePath + "/source_id", schemaPath: "#/properties/source_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                    var valid0 = _errs13 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.title !== void 0) {
                      let _errs15 = errors;
                      if (typeof data.title != "string")
                        return validate55.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid0 = _errs15 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.desc !== void 0) {
                        let _errs17 = errors;
                        if (typeof data.desc != "string")
                          return validate55.errors = [{ instancePath: instancePath + "/desc", schemaPath: "#/properties/desc/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                        var valid0 = _errs17 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0) {
                        if (data.logo !== void 0) {
                          let _errs19 = errors;
                          if (typeof data.logo != "string")
                            return validate55.errors = [{ instancePath: instancePath + "/logo", schemaPath: "#/properties/logo/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                          var valid0 = _errs19 === errors;
                        } else
                          var valid0 = !0;
                        if (valid0) {
                          if (data.cover_img !== void 0) {
                            let _errs21 = errors;
                            if (typeof data.cover_img != "string")
                              return validate55.errors = [{ instancePath: instancePath + "/cover_img", schemaPath: "#/properties/cover_img/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                            var valid0 = _errs21 === errors;
                          } else
                            var valid0 = !0;
                          if (valid0) {
                            if (data.view_count !== void 0) {
                              let data11 = data.view_count, _errs23 = errors;
                              if (!(typeof data11 == "number" && !(data11 % 1) && !isNaN(data11) && isFinite(data11)))
                                return validate55.errors = [{ instancePath: instancePath + "/view_count", schemaPath: "#/properties/view_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                              var valid0 = _errs23 === errors;
                            } else
                              var valid0 = !0;
                            if (valid0) {
                              if (data.total_count !== void 0) {
                                let data12 = data.total_count, _errs25 = errors;
                                if (!(typeof data12 == "number" && !(data12 % 1) && !isNaN(data12) && isFinite(data12)))
                                  return validate55.errors = [{ instancePath: instancePath + "/total_count", schemaPath: "#/properties/total_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                var valid0 = _errs25 === errors;
                              } else
                                var valid0 = !0;
                              if (valid0) {
                                if (data.current_count !== void 0) {
                                  let data13 = data.current_count, _errs27 = errors;
                                  if (!(typeof data13 == "number" && !(data13 % 1) && !isNaN(data13) && isFinite(data13)))
                                    return validate55.errors = [{ instancePath: instancePath + "/current_count", schemaPath: "#/properties/current_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                  var valid0 = _errs27 === errors;
                                } else
                                  var valid0 = !0;
                                if (valid0) {
                                  if (data.created_at !== void 0) {
                                    let _errs29 = errors;
                                    if (typeof data.created_at != "string")
                                      return validate55.errors = [{ instancePath: instancePath + "/created_at", schemaPath: "#/properties/created_at/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                    var valid0 = _errs29 === errors;
                                  } else
                                    var valid0 = !0;
                                  if (valid0) {
                                    if (data.start_at !== void 0) {
                                      let _errs31 = errors;
                                      if (typeof data.start_at != "string")
                                        return validate55.errors = [{ instancePath: instancePath + "/start_at", schemaPath: "#/properties/start_at/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                      var valid0 = _errs31 === errors;
                                    } else
                                      var valid0 = !0;
                                    if (valid0) {
                                      if (data.end_at !== void 0) {
                                        let _errs33 = errors;
                                        if (typeof data.end_at != "string")
                                          return validate55.errors = [{ instancePath: instancePath + "/end_at", schemaPath: "#/properties/end_at/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                        var valid0 = _errs33 === errors;
                                      } else
                                        var valid0 = !0;
                                      if (valid0) {
                                        if (data.start_at_format !== void 0) {
                                          let _errs35 = errors;
                                          if (typeof data.start_at_format != "string")
                                            return validate55.errors = [{ instancePath: instancePath + "/start_at_format", schemaPath: "#/properties/start_at_format/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                          var valid0 = _errs35 === errors;
                                        } else
                                          var valid0 = !0;
                                        if (valid0) {
                                          if (data.duration_format !== void 0) {
                                            let _errs37 = errors;
                                            if (typeof data.duration_format != "string")
                                              return validate55.errors = [{ instancePath: instancePath + "/duration_format", schemaPath: "#/properties/duration_format/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                            var valid0 = _errs37 === errors;
                                          } else
                                            var valid0 = !0;
                                          if (valid0) {
                                            if (data.live_status !== void 0) {
                                              let data19 = data.live_status, _errs39 = errors;
                                              if (!(typeof data19 == "number" && !(data19 % 1) && !isNaN(data19) && isFinite(data19)))
                                                return validate55.errors = [{ instancePath: instancePath + "/live_status", schemaPath: "#/properties/live_status/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                              var valid0 = _errs39 === errors;
                                            } else
                                              var valid0 = !0;
                                            if (valid0) {
                                              if (data.isAppointment !== void 0) {
                                                let _errs41 = errors;
                                                if (typeof data.isAppointment != "boolean")
                                                  return validate55.errors = [{ instancePath: instancePath + "/isAppointment", schemaPath: "#/properties/isAppointment/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                                                var valid0 = _errs41 === errors;
                                              } else
                                                var valid0 = !0;
                                              if (valid0) {
                                                if (data.is_subscribe !== void 0) {
                                                  let data21 = data.is_subscribe, _errs43 = errors;
                                                  if (!(typeof data21 == "number" && !(data21 % 1) && !isNaN(data21) && isFinite(data21)))
                                                    return validate55.errors = [{ instancePath: instancePath + "/is_subscribe", schemaPath: "#/properties/is_subscribe/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                  var valid0 = _errs43 === errors;
                                                } else
                                                  var valid0 = !0;
                                                if (valid0) {
                                                  if (data.is_favorite !== void 0) {
                                                    let data22 = data.is_favorite, _errs45 = errors;
                                                    if (!(typeof data22 == "number" && !(data22 % 1) && !isNaN(data22) && isFinite(data22)))
                                                      return validate55.errors = [{ instancePath: instancePath + "/is_favorite", schemaPath: "#/properties/is_favorite/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                    var valid0 = _errs45 === errors;
                                                  } else
                                                    var valid0 = !0;
                                                  if (valid0) {
                                                    if (data.isApply !== void 0) {
                                                      let _errs47 = errors;
                                                      if (typeof data.isApply != "boolean")
                                                        return validate55.errors = [{ instancePath: instancePath + "/isApply", schemaPath: "#/properties/isApply/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                                                      var valid0 = _errs47 === errors;
                                                    } else
                                                      var valid0 = !0;
                                                    if (valid0) {
                                                      if (data.meeting_status !== void 0) {
                                                        let data24 = data.meeting_status, _errs49 = errors;
                                                        if (!(typeof data24 == "number" && !(data24 % 1) && !isNaN(data24) && isFinite(data24)))
                                                          return validate55.errors = [{ instancePath: instancePath + "/meeting_status", schemaPath: "#/properties/meeting_status/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                        var valid0 = _errs49 === errors;
                                                      } else
                                                        var valid0 = !0;
                                                      if (valid0) {
                                                        if (data.academic_origin_type !== void 0) {
                                                          let data25 = data.academic_origin_type, _errs51 = errors;
                                                          if (!(typeof data25 == "number" && !(data25 % 1) && !isNaN(data25) && isFinite(data25)))
                                                            return validate55.errors = [{ instancePath: instancePath + "/academic_origin_type", schemaPath: "#/properties/academic_origin_type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                          var valid0 = _errs51 === errors;
                                                        } else
                                                          var valid0 = !0;
                                                        if (valid0) {
                                                          if (data.uuid !== void 0) {
                                                            let _errs53 = errors;
                                                            if (typeof data.uuid != "string")
                                                              return validate55.errors = [{ instancePath: instancePath + "/uuid", schemaPath: "#/properties/uuid/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                                            var valid0 = _errs53 === errors;
                                                          } else
                                                            var valid0 = !0;
                                                          if (valid0) {
                                                            if (data.is_saas !== void 0) {
                                                              let data27 = data.is_saas, _errs55 = errors;
                                                              if (!(typeof data27 == "number" && !(data27 % 1) && !isNaN(data27) && isFinite(data27)))
                                                                return validate55.errors = [{ instancePath: instancePath + "/is_saas", schemaPath: "#/properties/is_saas/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                              var valid0 = _errs55 === errors;
                                                            } else
                                                              var valid0 = !0;
                                                            if (valid0) {
                                                              if (data.top !== void 0) {
                                                                let data28 = data.top, _errs57 = errors;
                                                                if (!(typeof data28 == "number" && !(data28 % 1) && !isNaN(data28) && isFinite(data28)))
                                                                  return validate55.errors = [{ instancePath: instancePath + "/top", schemaPath: "#/properties/top/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                                var valid0 = _errs57 === errors;
                                                              } else
                                                                var valid0 = !0;
                                                              if (valid0) {
                                                                if (data.limit_time !== void 0) {
                                                                  let data29 = data.limit_time, _errs59 = errors;
                                                                  if (!(typeof data29 == "number" && !(data29 % 1) && !isNaN(data29) && isFinite(data29)))
                                                                    return validate55.errors = [{ instancePath: instancePath + "/limit_time", schemaPath: "#/properties/limit_time/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                                  var valid0 = _errs59 === errors;
                                                                } else
                                                                  var valid0 = !0;
                                                                if (valid0) {
                                                                  if (data.status_text !== void 0) {
                                                                    let _errs61 = errors;
                                                                    if (typeof data.status_text != "string")
                                                                      return validate55.errors = [{ instancePath: instancePath + "/status_text", schemaPath: "#/properties/status_text/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                                                    var valid0 = _errs61 === errors;
                                                                  } else
                                                                    var valid0 = !0;
                                                                  if (valid0) {
                                                                    if (data.download_count !== void 0) {
                                                                      let data31 = data.download_count, _errs63 = errors;
                                                                      if (!(typeof data31 == "number" && !(data31 % 1) && !isNaN(data31) && isFinite(data31)))
                                                                        return validate55.errors = [{ instancePath: instancePath + "/download_count", schemaPath: "#/properties/download_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                                      var valid0 = _errs63 === errors;
                                                                    } else
                                                                      var valid0 = !0;
                                                                    if (valid0) {
                                                                      if (data.filesize !== void 0) {
                                                                        let data32 = data.filesize, _errs65 = errors;
                                                                        if (!(typeof data32 == "number" && !(data32 % 1) && !isNaN(data32) && isFinite(data32)))
                                                                          return validate55.errors = [{ instancePath: instancePath + "/filesize", schemaPath: "#/properties/filesize/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                                        var valid0 = _errs65 === errors;
                                                                      } else
                                                                        var valid0 = !0;
                                                                      if (valid0) {
                                                                        if (data.link !== void 0) {
                                                                          let _errs67 = errors;
                                                                          if (typeof data.link != "string")
                                                                            return validate55.errors = [{ instancePath: instancePath + "/link", schemaPath: "#/properties/link/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                                                          var valid0 = _errs67 === errors;
                                                                        } else
                                                                          var valid0 = !0;
                                                                        if (valid0) {
                                                                          if (data.isDownload !== void 0) {
                                                                            let _errs69 = errors;
                                                                            if (typeof data.isDownload != "boolean")
                                                                              return validate55.errors = [{ instancePath: instancePath + "/isDownload", schemaPath: "#/properties/isDownload/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                                                                            var valid0 = _errs69 === errors;
                                                                          } else
                                                                            var valid0 = !0;
                                                                          if (valid0) {
                                                                            if (data.type_text !== void 0) {
                                                                              let _errs71 = errors;
                                                                              if (typeof data.type_text != "string")
                                                                                return validate55.errors = [{ instancePath: instancePath + "/type_text", schemaPath: "#/properties/type_text/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                                                              var valid0 = _errs71 === errors;
                                                                            } else
                                                                              var valid0 = !0;
                                                                            if (valid0)
                                                                              if (data.content !== void 0) {
                                                                                let _errs73 = errors;
                                                                                if (typeof data.content != "string")
                                                                                  return validate55.errors = [{ instancePath: instancePath + "/content", schemaPath: "#/properties/content/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                                                                var valid0 = _errs73 === errors;
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
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else
      return validate55.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate55.errors = vErrors, errors === 0;
}
function validate54(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!func2.call(schema20.properties, key0)) {
          return validate54.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.title !== void 0) {
          let _errs2 = errors;
          if (typeof data.title != "string")
            return validate54.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
                  validate55(data1[i0], { instancePath: instancePath + "/items/" + i0, parentData: data1, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors), errors = vErrors.length);
                  var valid1 = _errs6 === errors;
                  if (!valid1)
                    break;
                }
              } else
                return validate54.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.hasMore !== void 0) {
              let _errs7 = errors;
              if (typeof data.hasMore != "boolean")
                return validate54.errors = [{ instancePath: instancePath + "/hasMore", schemaPath: "#/properties/hasMore/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.loading !== void 0) {
                let _errs9 = errors;
                if (typeof data.loading != "boolean")
                  return validate54.errors = [{ instancePath: instancePath + "/loading", schemaPath: "#/properties/loading/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.error !== void 0) {
                  let _errs11 = errors;
                  if (typeof data.error != "boolean")
                    return validate54.errors = [{ instancePath: instancePath + "/error", schemaPath: "#/properties/error/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.endText !== void 0) {
                    let _errs13 = errors;
                    if (typeof data.endText != "string")
                      return validate54.errors = [{ instancePath: instancePath + "/endText", schemaPath: "#/properties/endText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs13 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.emptyText !== void 0) {
                      let _errs15 = errors;
                      if (typeof data.emptyText != "string")
                        return validate54.errors = [{ instancePath: instancePath + "/emptyText", schemaPath: "#/properties/emptyText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid0 = _errs15 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.showEnd !== void 0) {
                        let _errs17 = errors;
                        if (typeof data.showEnd != "boolean")
                          return validate54.errors = [{ instancePath: instancePath + "/showEnd", schemaPath: "#/properties/showEnd/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                        var valid0 = _errs17 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0) {
                        if (data.variant !== void 0) {
                          let data9 = data.variant, _errs19 = errors;
                          if (typeof data9 != "string")
                            return validate54.errors = [{ instancePath: instancePath + "/variant", schemaPath: "#/properties/variant/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                          if (!(data9 === "card" || data9 === "row"))
                            return validate54.errors = [{ instancePath: instancePath + "/variant", schemaPath: "#/properties/variant/enum", keyword: "enum", params: { allowedValues: schema20.properties.variant.enum }, message: "must be equal to one of the allowed values" }], !1;
                          var valid0 = _errs19 === errors;
                        } else
                          var valid0 = !0;
                        if (valid0)
                          if (data.titleLength !== void 0) {
                            let data10 = data.titleLength, _errs21 = errors;
                            if (!(typeof data10 == "number" && !(data10 % 1) && !isNaN(data10) && isFinite(data10)))
                              return validate54.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                            if (errors === _errs21 && typeof data10 == "number" && isFinite(data10) && (data10 < 1 || isNaN(data10)))
                              return validate54.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
                            var valid0 = _errs21 === errors;
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
      }
    } else
      return validate54.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate54.errors = vErrors, errors === 0;
}
var widgetProps3 = validate57;
function validate58(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.title === void 0 && (missing0 = "title") || data.logo === void 0 && (missing0 = "logo"))
        return validate58.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate58.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.title !== void 0) {
          let _errs3 = errors;
          if (typeof data.title != "string")
            return validate58.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.logo !== void 0) {
            let _errs5 = errors;
            if (typeof data.logo != "string")
              return validate58.errors = [{ instancePath: instancePath + "/logo", schemaPath: "#/properties/logo/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.content_type !== void 0) {
              let data3 = data.content_type, _errs7 = errors;
              if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                return validate58.errors = [{ instancePath: instancePath + "/content_type", schemaPath: "#/properties/content_type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.link !== void 0) {
                let _errs9 = errors;
                if (typeof data.link != "string")
                  return validate58.errors = [{ instancePath: instancePath + "/link", schemaPath: "#/properties/link/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate58.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate58.errors = vErrors, errors === 0;
}
function validate57(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "items" || key0 === "perPage" || key0 === "columns")) {
          return validate57.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
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
                validate58(data0[i0], { instancePath: instancePath + "/items/" + i0, parentData: data0, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors), errors = vErrors.length);
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate57.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.perPage !== void 0) {
            let data2 = data.perPage, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
              return validate57.errors = [{ instancePath: instancePath + "/perPage", schemaPath: "#/properties/perPage/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            if (errors === _errs5 && typeof data2 == "number" && isFinite(data2)) {
              if (data2 > 20 || isNaN(data2))
                return validate57.errors = [{ instancePath: instancePath + "/perPage", schemaPath: "#/properties/perPage/maximum", keyword: "maximum", params: { comparison: "<=", limit: 20 }, message: "must be <= 20" }], !1;
              if (data2 < 1 || isNaN(data2))
                return validate57.errors = [{ instancePath: instancePath + "/perPage", schemaPath: "#/properties/perPage/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
            }
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.columns !== void 0) {
              let data3 = data.columns, _errs7 = errors;
              if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                return validate57.errors = [{ instancePath: instancePath + "/columns", schemaPath: "#/properties/columns/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              if (errors === _errs7 && typeof data3 == "number" && isFinite(data3)) {
                if (data3 > 6 || isNaN(data3))
                  return validate57.errors = [{ instancePath: instancePath + "/columns", schemaPath: "#/properties/columns/maximum", keyword: "maximum", params: { comparison: "<=", limit: 6 }, message: "must be <= 6" }], !1;
                if (data3 < 2 || isNaN(data3))
                  return validate57.errors = [{ instancePath: instancePath + "/columns", schemaPath: "#/properties/columns/minimum", keyword: "minimum", params: { comparison: ">=", limit: 2 }, message: "must be >= 2" }], !1;
              }
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate57.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate57.errors = vErrors, errors === 0;
}
var widgetProps4 = validate60;
function validate60(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "title" || key0 === "items" || key0 === "moreText")) {
          return validate60.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.title !== void 0) {
          let _errs2 = errors;
          if (typeof data.title != "string")
            return validate60.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
                  validate55(data1[i0], { instancePath: instancePath + "/items/" + i0, parentData: data1, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors), errors = vErrors.length);
                  var valid1 = _errs6 === errors;
                  if (!valid1)
                    break;
                }
              } else
                return validate60.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.moreText !== void 0) {
              let _errs7 = errors;
              if (typeof data.moreText != "string")
                return validate60.errors = [{ instancePath: instancePath + "/moreText", schemaPath: "#/properties/moreText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate60.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate60.errors = vErrors, errors === 0;
}
var widgetProps5 = validate62;
function validate63(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.title === void 0 && (missing0 = "title"))
        return validate63.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate63.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.label !== void 0) {
          let _errs3 = errors;
          if (typeof data.label != "string")
            return validate63.errors = [{ instancePath: instancePath + "/label", schemaPath: "#/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.title !== void 0) {
            let _errs5 = errors;
            if (typeof data.title != "string")
              return validate63.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.link !== void 0) {
              let _errs7 = errors;
              if (typeof data.link != "string")
                return validate63.errors = [{ instancePath: instancePath + "/link", schemaPath: "#/properties/link/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate63.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate63.errors = vErrors, errors === 0;
}
function validate62(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "items" || key0 === "intervalMs")) {
          return validate62.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
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
                validate63(data0[i0], { instancePath: instancePath + "/items/" + i0, parentData: data0, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors), errors = vErrors.length);
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate62.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0)
          if (data.intervalMs !== void 0) {
            let data2 = data.intervalMs, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
              return validate62.errors = [{ instancePath: instancePath + "/intervalMs", schemaPath: "#/properties/intervalMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            if (errors === _errs5 && typeof data2 == "number" && isFinite(data2) && (data2 < 1e3 || isNaN(data2)))
              return validate62.errors = [{ instancePath: instancePath + "/intervalMs", schemaPath: "#/properties/intervalMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1e3 }, message: "must be >= 1000" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
      }
    } else
      return validate62.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate62.errors = vErrors, errors === 0;
}
var widgetProps6 = validate65;
var schema28 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/entities/recommend-module.json", type: "object", required: ["id", "layout", "module_type", "module_name", "module_data"], properties: { id: { type: "integer" }, layout: { type: "integer", enum: [1, 2, 3] }, module_type: { type: "integer" }, module_name: { type: "string" }, module_data: { type: "array", items: { $ref: "content-item.json" } } } };
function validate66(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.layout === void 0 && (missing0 = "layout") || data.module_type === void 0 && (missing0 = "module_type") || data.module_name === void 0 && (missing0 = "module_name") || data.module_data === void 0 && (missing0 = "module_data"))
        return validate66.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate66.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.layout !== void 0) {
          let data1 = data.layout, _errs3 = errors;
          if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)))
            return validate66.errors = [{ instancePath: instancePath + "/layout", schemaPath: "#/properties/layout/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
          if (!(data1 === 1 || data1 === 2 || data1 === 3))
            return validate66.errors = [{ instancePath: instancePath + "/layout", schemaPath: "#/properties/layout/enum", keyword: "enum", params: { allowedValues: schema28.properties.layout.enum }, message: "must be equal to one of the allowed values" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.module_type !== void 0) {
            let data2 = data.module_type, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
              return validate66.errors = [{ instancePath: instancePath + "/module_type", schemaPath: "#/properties/module_type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.module_name !== void 0) {
              let _errs7 = errors;
              if (typeof data.module_name != "string")
                return validate66.errors = [{ instancePath: instancePath + "/module_name", schemaPath: "#/properties/module_name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.module_data !== void 0) {
                let data4 = data.module_data, _errs9 = errors;
                if (errors === _errs9)
                  if (Array.isArray(data4)) {
                    var valid1 = !0;
                    let len0 = data4.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                      let _errs11 = errors;
                      validate55(data4[i0], { instancePath: instancePath + "/module_data/" + i0, parentData: data4, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors), errors = vErrors.length);
                      var valid1 = _errs11 === errors;
                      if (!valid1)
                        break;
                    }
                  } else
                    return validate66.errors = [{ instancePath: instancePath + "/module_data", schemaPath: "#/properties/module_data/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate66.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate66.errors = vErrors, errors === 0;
}
function validate65(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "module" || key0 === "titleLength")) {
          return validate65.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.module !== void 0) {
          let _errs2 = errors;
          validate66(data.module, { instancePath: instancePath + "/module", parentData: data, parentDataProperty: "module", rootData }) || (vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors), errors = vErrors.length);
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0)
          if (data.titleLength !== void 0) {
            let data1 = data.titleLength, _errs3 = errors;
            if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)))
              return validate65.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            if (errors === _errs3 && typeof data1 == "number" && isFinite(data1) && (data1 < 1 || isNaN(data1)))
              return validate65.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
            var valid0 = _errs3 === errors;
          } else
            var valid0 = !0;
      }
    } else
      return validate65.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate65.errors = vErrors, errors === 0;
}
var widgetProps7 = validate69;
function validate70(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.cover_img === void 0 && (missing0 = "cover_img") || data.start_time === void 0 && (missing0 = "start_time") || data.end_time === void 0 && (missing0 = "end_time"))
        return validate70.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate70.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.cover_img !== void 0) {
          let _errs3 = errors;
          if (typeof data.cover_img != "string")
            return validate70.errors = [{ instancePath: instancePath + "/cover_img", schemaPath: "#/properties/cover_img/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.link !== void 0) {
            let _errs5 = errors;
            if (typeof data.link != "string")
              return validate70.errors = [{ instancePath: instancePath + "/link", schemaPath: "#/properties/link/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.start_time !== void 0) {
              let _errs7 = errors;
              if (typeof data.start_time != "string")
                return validate70.errors = [{ instancePath: instancePath + "/start_time", schemaPath: "#/properties/start_time/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.end_time !== void 0) {
                let _errs9 = errors;
                if (typeof data.end_time != "string")
                  return validate70.errors = [{ instancePath: instancePath + "/end_time", schemaPath: "#/properties/end_time/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate70.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate70.errors = vErrors, errors === 0;
}
function validate69(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "advert" || key0 === "now")) {
          return validate69.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.advert !== void 0) {
          let data0 = data.advert, _errs2 = errors, _errs3 = errors, valid1 = !1, passing0 = null, _errs4 = errors;
          validate70(data0, { instancePath: instancePath + "/advert", parentData: data, parentDataProperty: "advert", rootData }) || (vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors), errors = vErrors.length);
          var _valid0 = _errs4 === errors;
          _valid0 && (valid1 = !0, passing0 = 0);
          let _errs5 = errors;
          if (data0 !== null) {
            let err0 = { instancePath: instancePath + "/advert", schemaPath: "#/properties/advert/oneOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null" };
            vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
          }
          var _valid0 = _errs5 === errors;
          if (_valid0 && valid1 ? (valid1 = !1, passing0 = [passing0, 1]) : _valid0 && (valid1 = !0, passing0 = 1), valid1)
            errors = _errs3, vErrors !== null && (_errs3 ? vErrors.length = _errs3 : vErrors = null);
          else {
            let err1 = { instancePath: instancePath + "/advert", schemaPath: "#/properties/advert/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
            return vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++, validate69.errors = vErrors, !1;
          }
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0)
          if (data.now !== void 0) {
            let _errs7 = errors;
            if (typeof data.now != "string")
              return validate69.errors = [{ instancePath: instancePath + "/now", schemaPath: "#/properties/now/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs7 === errors;
          } else
            var valid0 = !0;
      }
    } else
      return validate69.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate69.errors = vErrors, errors === 0;
}
var widgetProps8 = validate72;
function validate73(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.title === void 0 && (missing0 = "title"))
        return validate73.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate73.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.title !== void 0) {
          let _errs3 = errors;
          if (typeof data.title != "string")
            return validate73.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.content_type !== void 0) {
            let data2 = data.content_type, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
              return validate73.errors = [{ instancePath: instancePath + "/content_type", schemaPath: "#/properties/content_type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.link !== void 0) {
              let _errs7 = errors;
              if (typeof data.link != "string")
                return validate73.errors = [{ instancePath: instancePath + "/link", schemaPath: "#/properties/link/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate73.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate73.errors = vErrors, errors === 0;
}
function validate72(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "hints" || key0 === "intervalMs" || key0 === "placeholder" || key0 === "readOnly")) {
          return validate72.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.hints !== void 0) {
          let data0 = data.hints, _errs2 = errors;
          if (errors === _errs2)
            if (Array.isArray(data0)) {
              var valid1 = !0;
              let len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let _errs4 = errors;
                validate73(data0[i0], { instancePath: instancePath + "/hints/" + i0, parentData: data0, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors), errors = vErrors.length);
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate72.errors = [{ instancePath: instancePath + "/hints", schemaPath: "#/properties/hints/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.intervalMs !== void 0) {
            let data2 = data.intervalMs, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
              return validate72.errors = [{ instancePath: instancePath + "/intervalMs", schemaPath: "#/properties/intervalMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            if (errors === _errs5 && typeof data2 == "number" && isFinite(data2) && (data2 < 1e3 || isNaN(data2)))
              return validate72.errors = [{ instancePath: instancePath + "/intervalMs", schemaPath: "#/properties/intervalMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1e3 }, message: "must be >= 1000" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.placeholder !== void 0) {
              let _errs7 = errors;
              if (typeof data.placeholder != "string")
                return validate72.errors = [{ instancePath: instancePath + "/placeholder", schemaPath: "#/properties/placeholder/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.readOnly !== void 0) {
                let _errs9 = errors;
                if (typeof data.readOnly != "boolean")
                  return validate72.errors = [{ instancePath: instancePath + "/readOnly", schemaPath: "#/properties/readOnly/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate72.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate72.errors = vErrors, errors === 0;
}
var widgetProps9 = validate75;
function validate75(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "title" || key0 === "moreText" || key0 === "showMore" || key0 === "count")) {
          return validate75.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.title !== void 0) {
          let _errs2 = errors;
          if (typeof data.title != "string")
            return validate75.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.moreText !== void 0) {
            let _errs4 = errors;
            if (typeof data.moreText != "string")
              return validate75.errors = [{ instancePath: instancePath + "/moreText", schemaPath: "#/properties/moreText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.showMore !== void 0) {
              let _errs6 = errors;
              if (typeof data.showMore != "boolean")
                return validate75.errors = [{ instancePath: instancePath + "/showMore", schemaPath: "#/properties/showMore/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.count !== void 0) {
                let data3 = data.count, _errs8 = errors;
                if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                  return validate75.errors = [{ instancePath: instancePath + "/count", schemaPath: "#/properties/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                if (errors === _errs8 && typeof data3 == "number" && isFinite(data3) && (data3 < 0 || isNaN(data3)))
                  return validate75.errors = [{ instancePath: instancePath + "/count", schemaPath: "#/properties/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate75.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate75.errors = vErrors, errors === 0;
}

// validators-entry.js
var widgetPropsValidators = Object.freeze({
  "banner-carousel": widgetProps0,
  "channel-tabs": widgetProps1,
  "content-list": widgetProps2,
  "icon-grid": widgetProps3,
  "live-preview-carousel": widgetProps4,
  "message-ticker": widgetProps5,
  "recommend-module": widgetProps6,
  "screen-advert": widgetProps7,
  "search-bar": widgetProps8,
  section: widgetProps9
});
export {
  widgetPropsValidators
};
