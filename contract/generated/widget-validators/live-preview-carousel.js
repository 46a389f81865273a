// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21;
var schema7 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/entities/content-item.json", type: "object", required: ["id", "origin_type", "title"], properties: { id: { type: "integer" }, origin_id: { type: "integer" }, content_id: { type: "integer" }, origin_type: { type: "integer" }, type: { type: "integer" }, source_type: { type: "integer" }, source_id: { type: "integer" }, title: { type: "string" }, desc: { type: "string" }, logo: { type: "string" }, cover_img: { type: "string" }, view_count: { type: "integer" }, total_count: { type: "integer" }, current_count: { type: "integer" }, created_at: { type: "string" }, start_at: { type: "string" }, end_at: { type: "string" }, start_at_format: { type: "string" }, duration_format: { type: "string" }, live_status: { type: "integer" }, isAppointment: { type: "boolean" }, booking_closed: { type: "boolean", enum: [!0] }, is_subscribe: { type: "integer" }, is_favorite: { type: "integer" }, isApply: { type: "boolean" }, meeting_status: { type: "integer" }, academic_origin_type: { type: "integer" }, uuid: { type: "string" }, is_saas: { type: "integer" }, top: { type: "integer" }, limit_time: { type: "integer" }, status_text: { type: "string" }, download_count: { type: "integer" }, filesize: { type: "integer" }, link: { type: "string" }, isDownload: { type: "boolean" }, type_text: { type: "string" }, content: { type: "string" }, address: { type: "string" }, organizer: { type: "string" }, study_percent: { type: "integer", minimum: 0, maximum: 100 }, study_position: { type: "integer", minimum: 0 }, study_seconds: { type: "integer", minimum: 0 }, study_next: { type: "string" }, is_short_video: { type: "integer", enum: [1] } } };
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.origin_type === void 0 && (missing0 = "origin_type") || data.title === void 0 && (missing0 = "title"))
        return validate22.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate22.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.origin_id !== void 0) {
          let data1 = data.origin_id, _errs3 = errors;
          if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)))
            return validate22.errors = [{ instancePath: instancePath + "/origin_id", schemaPath: "#/properties/origin_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.content_id !== void 0) {
            let data2 = data.content_id, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
              return validate22.errors = [{ instancePath: instancePath + "/content_id", schemaPath: "#/properties/content_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.origin_type !== void 0) {
              let data3 = data.origin_type, _errs7 = errors;
              if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                return validate22.errors = [{ instancePath: instancePath + "/origin_type", schemaPath: "#/properties/origin_type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.type !== void 0) {
                let data4 = data.type, _errs9 = errors;
                if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4)))
                  return validate22.errors = [{ instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.source_type !== void 0) {
                  let data5 = data.source_type, _errs11 = errors;
                  if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                    return validate22.errors = [{ instancePath: instancePath + "/source_type", schemaPath: "#/properties/source_type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.source_id !== void 0) {
                    let data6 = data.source_id, _errs13 = errors;
                    if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)))
                      return validate22.errors = [{ instancePath: instancePath + "/source_id", schemaPath: "#/properties/source_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                    var valid0 = _errs13 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.title !== void 0) {
                      let _errs15 = errors;
                      if (typeof data.title != "string")
                        return validate22.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid0 = _errs15 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.desc !== void 0) {
                        let _errs17 = errors;
                        if (typeof data.desc != "string")
                          return validate22.errors = [{ instancePath: instancePath + "/desc", schemaPath: "#/properties/desc/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                        var valid0 = _errs17 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0) {
                        if (data.logo !== void 0) {
                          let _errs19 = errors;
                          if (typeof data.logo != "string")
                            return validate22.errors = [{ instancePath: instancePath + "/logo", schemaPath: "#/properties/logo/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                          var valid0 = _errs19 === errors;
                        } else
                          var valid0 = !0;
                        if (valid0) {
                          if (data.cover_img !== void 0) {
                            let _errs21 = errors;
                            if (typeof data.cover_img != "string")
                              return validate22.errors = [{ instancePath: instancePath + "/cover_img", schemaPath: "#/properties/cover_img/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                            var valid0 = _errs21 === errors;
                          } else
                            var valid0 = !0;
                          if (valid0) {
                            if (data.view_count !== void 0) {
                              let data11 = data.view_count, _errs23 = errors;
                              if (!(typeof data11 == "number" && !(data11 % 1) && !isNaN(data11) && isFinite(data11)))
                                return validate22.errors = [{ instancePath: instancePath + "/view_count", schemaPath: "#/properties/view_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                              var valid0 = _errs23 === errors;
                            } else
                              var valid0 = !0;
                            if (valid0) {
                              if (data.total_count !== void 0) {
                                let data12 = data.total_count, _errs25 = errors;
                                if (!(typeof data12 == "number" && !(data12 % 1) && !isNaN(data12) && isFinite(data12)))
                                  return validate22.errors = [{ instancePath: instancePath + "/total_count", schemaPath: "#/properties/total_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                var valid0 = _errs25 === errors;
                              } else
                                var valid0 = !0;
                              if (valid0) {
                                if (data.current_count !== void 0) {
                                  let data13 = data.current_count, _errs27 = errors;
                                  if (!(typeof data13 == "number" && !(data13 % 1) && !isNaN(data13) && isFinite(data13)))
                                    return validate22.errors = [{ instancePath: instancePath + "/current_count", schemaPath: "#/properties/current_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                  var valid0 = _errs27 === errors;
                                } else
                                  var valid0 = !0;
                                if (valid0) {
                                  if (data.created_at !== void 0) {
                                    let _errs29 = errors;
                                    if (typeof data.created_at != "string")
                                      return validate22.errors = [{ instancePath: instancePath + "/created_at", schemaPath: "#/properties/created_at/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                    var valid0 = _errs29 === errors;
                                  } else
                                    var valid0 = !0;
                                  if (valid0) {
                                    if (data.start_at !== void 0) {
                                      let _errs31 = errors;
                                      if (typeof data.start_at != "string")
                                        return validate22.errors = [{ instancePath: instancePath + "/start_at", schemaPath: "#/properties/start_at/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                      var valid0 = _errs31 === errors;
                                    } else
                                      var valid0 = !0;
                                    if (valid0) {
                                      if (data.end_at !== void 0) {
                                        let _errs33 = errors;
                                        if (typeof data.end_at != "string")
                                          return validate22.errors = [{ instancePath: instancePath + "/end_at", schemaPath: "#/properties/end_at/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                        var valid0 = _errs33 === errors;
                                      } else
                                        var valid0 = !0;
                                      if (valid0) {
                                        if (data.start_at_format !== void 0) {
                                          let _errs35 = errors;
                                          if (typeof data.start_at_format != "string")
                                            return validate22.errors = [{ instancePath: instancePath + "/start_at_format", schemaPath: "#/properties/start_at_format/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                          var valid0 = _errs35 === errors;
                                        } else
                                          var valid0 = !0;
                                        if (valid0) {
                                          if (data.duration_format !== void 0) {
                                            let _errs37 = errors;
                                            if (typeof data.duration_format != "string")
                                              return validate22.errors = [{ instancePath: instancePath + "/duration_format", schemaPath: "#/properties/duration_format/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                            var valid0 = _errs37 === errors;
                                          } else
                                            var valid0 = !0;
                                          if (valid0) {
                                            if (data.live_status !== void 0) {
                                              let data19 = data.live_status, _errs39 = errors;
                                              if (!(typeof data19 == "number" && !(data19 % 1) && !isNaN(data19) && isFinite(data19)))
                                                return validate22.errors = [{ instancePath: instancePath + "/live_status", schemaPath: "#/properties/live_status/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                              var valid0 = _errs39 === errors;
                                            } else
                                              var valid0 = !0;
                                            if (valid0) {
                                              if (data.isAppointment !== void 0) {
                                                let _errs41 = errors;
                                                if (typeof data.isAppointment != "boolean")
                                                  return validate22.errors = [{ instancePath: instancePath + "/isAppointment", schemaPath: "#/properties/isAppointment/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                                                var valid0 = _errs41 === errors;
                                              } else
                                                var valid0 = !0;
                                              if (valid0) {
                                                if (data.booking_closed !== void 0) {
                                                  let data21 = data.booking_closed, _errs43 = errors;
                                                  if (typeof data21 != "boolean")
                                                    return validate22.errors = [{ instancePath: instancePath + "/booking_closed", schemaPath: "#/properties/booking_closed/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                                                  if (data21 !== !0)
                                                    return validate22.errors = [{ instancePath: instancePath + "/booking_closed", schemaPath: "#/properties/booking_closed/enum", keyword: "enum", params: { allowedValues: schema7.properties.booking_closed.enum }, message: "must be equal to one of the allowed values" }], !1;
                                                  var valid0 = _errs43 === errors;
                                                } else
                                                  var valid0 = !0;
                                                if (valid0) {
                                                  if (data.is_subscribe !== void 0) {
                                                    let data22 = data.is_subscribe, _errs45 = errors;
                                                    if (!(typeof data22 == "number" && !(data22 % 1) && !isNaN(data22) && isFinite(data22)))
                                                      return validate22.errors = [{ instancePath: instancePath + "/is_subscribe", schemaPath: "#/properties/is_subscribe/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                    var valid0 = _errs45 === errors;
                                                  } else
                                                    var valid0 = !0;
                                                  if (valid0) {
                                                    if (data.is_favorite !== void 0) {
                                                      let data23 = data.is_favorite, _errs47 = errors;
                                                      if (!(typeof data23 == "number" && !(data23 % 1) && !isNaN(data23) && isFinite(data23)))
                                                        return validate22.errors = [{ instancePath: instancePath + "/is_favorite", schemaPath: "#/properties/is_favorite/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                      var valid0 = _errs47 === errors;
                                                    } else
                                                      var valid0 = !0;
                                                    if (valid0) {
                                                      if (data.isApply !== void 0) {
                                                        let _errs49 = errors;
                                                        if (typeof data.isApply != "boolean")
                                                          return validate22.errors = [{ instancePath: instancePath + "/isApply", schemaPath: "#/properties/isApply/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                                                        var valid0 = _errs49 === errors;
                                                      } else
                                                        var valid0 = !0;
                                                      if (valid0) {
                                                        if (data.meeting_status !== void 0) {
                                                          let data25 = data.meeting_status, _errs51 = errors;
                                                          if (!(typeof data25 == "number" && !(data25 % 1) && !isNaN(data25) && isFinite(data25)))
                                                            return validate22.errors = [{ instancePath: instancePath + "/meeting_status", schemaPath: "#/properties/meeting_status/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                          var valid0 = _errs51 === errors;
                                                        } else
                                                          var valid0 = !0;
                                                        if (valid0) {
                                                          if (data.academic_origin_type !== void 0) {
                                                            let data26 = data.academic_origin_type, _errs53 = errors;
                                                            if (!(typeof data26 == "number" && !(data26 % 1) && !isNaN(data26) && isFinite(data26)))
                                                              return validate22.errors = [{ instancePath: instancePath + "/academic_origin_type", schemaPath: "#/properties/academic_origin_type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                            var valid0 = _errs53 === errors;
                                                          } else
                                                            var valid0 = !0;
                                                          if (valid0) {
                                                            if (data.uuid !== void 0) {
                                                              let _errs55 = errors;
                                                              if (typeof data.uuid != "string")
                                                                return validate22.errors = [{ instancePath: instancePath + "/uuid", schemaPath: "#/properties/uuid/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                                              var valid0 = _errs55 === errors;
                                                            } else
                                                              var valid0 = !0;
                                                            if (valid0) {
                                                              if (data.is_saas !== void 0) {
                                                                let data28 = data.is_saas, _errs57 = errors;
                                                                if (!(typeof data28 == "number" && !(data28 % 1) && !isNaN(data28) && isFinite(data28)))
                                                                  return validate22.errors = [{ instancePath: instancePath + "/is_saas", schemaPath: "#/properties/is_saas/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                                var valid0 = _errs57 === errors;
                                                              } else
                                                                var valid0 = !0;
                                                              if (valid0) {
                                                                if (data.top !== void 0) {
                                                                  let data29 = data.top, _errs59 = errors;
                                                                  if (!(typeof data29 == "number" && !(data29 % 1) && !isNaN(data29) && isFinite(data29)))
                                                                    return validate22.errors = [{ instancePath: instancePath + "/top", schemaPath: "#/properties/top/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                                  var valid0 = _errs59 === errors;
                                                                } else
                                                                  var valid0 = !0;
                                                                if (valid0) {
                                                                  if (data.limit_time !== void 0) {
                                                                    let data30 = data.limit_time, _errs61 = errors;
                                                                    if (!(typeof data30 == "number" && !(data30 % 1) && !isNaN(data30) && isFinite(data30)))
                                                                      return validate22.errors = [{ instancePath: instancePath + "/limit_time", schemaPath: "#/properties/limit_time/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                                    var valid0 = _errs61 === errors;
                                                                  } else
                                                                    var valid0 = !0;
                                                                  if (valid0) {
                                                                    if (data.status_text !== void 0) {
                                                                      let _errs63 = errors;
                                                                      if (typeof data.status_text != "string")
                                                                        return validate22.errors = [{ instancePath: instancePath + "/status_text", schemaPath: "#/properties/status_text/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                                                      var valid0 = _errs63 === errors;
                                                                    } else
                                                                      var valid0 = !0;
                                                                    if (valid0) {
                                                                      if (data.download_count !== void 0) {
                                                                        let data32 = data.download_count, _errs65 = errors;
                                                                        if (!(typeof data32 == "number" && !(data32 % 1) && !isNaN(data32) && isFinite(data32)))
                                                                          return validate22.errors = [{ instancePath: instancePath + "/download_count", schemaPath: "#/properties/download_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                                        var valid0 = _errs65 === errors;
                                                                      } else
                                                                        var valid0 = !0;
                                                                      if (valid0) {
                                                                        if (data.filesize !== void 0) {
                                                                          let data33 = data.filesize, _errs67 = errors;
                                                                          if (!(typeof data33 == "number" && !(data33 % 1) && !isNaN(data33) && isFinite(data33)))
                                                                            return validate22.errors = [{ instancePath: instancePath + "/filesize", schemaPath: "#/properties/filesize/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                                          var valid0 = _errs67 === errors;
                                                                        } else
                                                                          var valid0 = !0;
                                                                        if (valid0) {
                                                                          if (data.link !== void 0) {
                                                                            let _errs69 = errors;
                                                                            if (typeof data.link != "string")
                                                                              return validate22.errors = [{ instancePath: instancePath + "/link", schemaPath: "#/properties/link/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                                                            var valid0 = _errs69 === errors;
                                                                          } else
                                                                            var valid0 = !0;
                                                                          if (valid0) {
                                                                            if (data.isDownload !== void 0) {
                                                                              let _errs71 = errors;
                                                                              if (typeof data.isDownload != "boolean")
                                                                                return validate22.errors = [{ instancePath: instancePath + "/isDownload", schemaPath: "#/properties/isDownload/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                                                                              var valid0 = _errs71 === errors;
                                                                            } else
                                                                              var valid0 = !0;
                                                                            if (valid0) {
                                                                              if (data.type_text !== void 0) {
                                                                                let _errs73 = errors;
                                                                                if (typeof data.type_text != "string")
                                                                                  return validate22.errors = [{ instancePath: instancePath + "/type_text", schemaPath: "#/properties/type_text/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                                                                var valid0 = _errs73 === errors;
                                                                              } else
                                                                                var valid0 = !0;
                                                                              if (valid0) {
                                                                                if (data.content !== void 0) {
                                                                                  let _errs75 = errors;
                                                                                  if (typeof data.content != "string")
                                                                                    return validate22.errors = [{ instancePath: instancePath + "/content", schemaPath: "#/properties/content/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                                                                  var valid0 = _errs75 === errors;
                                                                                } else
                                                                                  var valid0 = !0;
                                                                                if (valid0) {
                                                                                  if (data.address !== void 0) {
                                                                                    let _errs77 = errors;
                                                                                    if (typeof data.address != "string")
                                                                                      return validate22.errors = [{ instancePath: instancePath + "/address", schemaPath: "#/properties/address/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                                                                    var valid0 = _errs77 === errors;
                                                                                  } else
                                                                                    var valid0 = !0;
                                                                                  if (valid0) {
                                                                                    if (data.organizer !== void 0) {
                                                                                      let _errs79 = errors;
                                                                                      if (typeof data.organizer != "string")
                                                                                        return validate22.errors = [{ instancePath: instancePath + "/organizer", schemaPath: "#/properties/organizer/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                                                                      var valid0 = _errs79 === errors;
                                                                                    } else
                                                                                      var valid0 = !0;
                                                                                    if (valid0) {
                                                                                      if (data.study_percent !== void 0) {
                                                                                        let data40 = data.study_percent, _errs81 = errors;
                                                                                        if (!(typeof data40 == "number" && !(data40 % 1) && !isNaN(data40) && isFinite(data40)))
                                                                                          return validate22.errors = [{ instancePath: instancePath + "/study_percent", schemaPath: "#/properties/study_percent/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                                                        if (errors === _errs81 && typeof data40 == "number" && isFinite(data40)) {
                                                                                          if (data40 > 100 || isNaN(data40))
                                                                                            return validate22.errors = [{ instancePath: instancePath + "/study_percent", schemaPath: "#/properties/study_percent/maximum", keyword: "maximum", params: { comparison: "<=", limit: 100 }, message: "must be <= 100" }], !1;
                                                                                          if (data40 < 0 || isNaN(data40))
                                                                                            return validate22.errors = [{ instancePath: instancePath + "/study_percent", schemaPath: "#/properties/study_percent/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                                                                                        }
                                                                                        var valid0 = _errs81 === errors;
                                                                                      } else
                                                                                        var valid0 = !0;
                                                                                      if (valid0) {
                                                                                        if (data.study_position !== void 0) {
                                                                                          let data41 = data.study_position, _errs83 = errors;
                                                                                          if (!(typeof data41 == "number" && !(data41 % 1) && !isNaN(data41) && isFinite(data41)))
                                                                                            return validate22.errors = [{ instancePath: instancePath + "/study_position", schemaPath: "#/properties/study_position/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                                                          if (errors === _errs83 && typeof data41 == "number" && isFinite(data41) && (data41 < 0 || isNaN(data41)))
                                                                                            return validate22.errors = [{ instancePath: instancePath + "/study_position", schemaPath: "#/properties/study_position/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                                                                                          var valid0 = _errs83 === errors;
                                                                                        } else
                                                                                          var valid0 = !0;
                                                                                        if (valid0) {
                                                                                          if (data.study_seconds !== void 0) {
                                                                                            let data42 = data.study_seconds, _errs85 = errors;
                                                                                            if (!(typeof data42 == "number" && !(data42 % 1) && !isNaN(data42) && isFinite(data42)))
                                                                                              return validate22.errors = [{ instancePath: instancePath + "/study_seconds", schemaPath: "#/properties/study_seconds/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                                                            if (errors === _errs85 && typeof data42 == "number" && isFinite(data42) && (data42 < 0 || isNaN(data42)))
                                                                                              return validate22.errors = [{ instancePath: instancePath + "/study_seconds", schemaPath: "#/properties/study_seconds/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                                                                                            var valid0 = _errs85 === errors;
                                                                                          } else
                                                                                            var valid0 = !0;
                                                                                          if (valid0) {
                                                                                            if (data.study_next !== void 0) {
                                                                                              let _errs87 = errors;
                                                                                              if (typeof data.study_next != "string")
                                                                                                return validate22.errors = [{ instancePath: instancePath + "/study_next", schemaPath: "#/properties/study_next/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                                                                              var valid0 = _errs87 === errors;
                                                                                            } else
                                                                                              var valid0 = !0;
                                                                                            if (valid0)
                                                                                              if (data.is_short_video !== void 0) {
                                                                                                let data44 = data.is_short_video, _errs89 = errors;
                                                                                                if (!(typeof data44 == "number" && !(data44 % 1) && !isNaN(data44) && isFinite(data44)))
                                                                                                  return validate22.errors = [{ instancePath: instancePath + "/is_short_video", schemaPath: "#/properties/is_short_video/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                                                                if (data44 !== 1)
                                                                                                  return validate22.errors = [{ instancePath: instancePath + "/is_short_video", schemaPath: "#/properties/is_short_video/enum", keyword: "enum", params: { allowedValues: schema7.properties.is_short_video.enum }, message: "must be equal to one of the allowed values" }], !1;
                                                                                                var valid0 = _errs89 === errors;
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
        if (!(key0 === "title" || key0 === "items" || key0 === "moreText")) {
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
            if (data.moreText !== void 0) {
              let _errs7 = errors;
              if (typeof data.moreText != "string")
                return validate21.errors = [{ instancePath: instancePath + "/moreText", schemaPath: "#/properties/moreText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
