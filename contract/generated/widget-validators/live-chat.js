// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21, schema6 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { liveId: { type: ["integer", "string"] }, messages: { type: "array", items: { $ref: "../../schemas/entities/live-chat-message.json" } }, isManager: { type: "boolean" }, userId: { type: ["integer", "string", "null"] }, loggedIn: { type: "boolean" }, whiteListed: { type: "boolean" }, disableComment: { type: "boolean" }, emojiCount: { type: "integer", minimum: 0, maximum: 77 }, placeholder: { type: "string" }, maxLength: { type: "integer", minimum: 1, maximum: 2e3 }, isFavorite: { type: "boolean" }, downloads: { type: "array", items: { $ref: "../../schemas/entities/course-download.json" } }, emptyText: { type: "string" } }, $id: "https://schemas.boyihui.local/widgets/live-chat/live-chat.schema.json" }, func2 = Object.prototype.hasOwnProperty, schema7 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/entities/live-chat-message.json", type: "object", required: ["id", "live_id", "avatar", "nickname", "message", "manager", "user_id", "cite_content", "dateline"], properties: { id: { type: "integer" }, live_id: { type: "integer" }, avatar: { type: "string" }, nickname: { type: "string" }, message: { type: "string" }, image: { type: ["string", "null"] }, manager: { type: "integer", enum: [0, 1] }, user_id: { type: "integer" }, cite_id: { type: ["integer", "null"] }, cite_content: { type: ["string", "null"] }, subscribe_id: { type: ["integer", "null"] }, subscribe: { oneOf: [{ type: "object", required: ["id", "nickname"], properties: { id: { type: "integer" }, nickname: { type: "string" } } }, { type: "null" }] }, dateline: { type: "integer" }, created_at: { type: "string" }, moderation: { type: "string", enum: ["held", "removed"] } } };
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.live_id === void 0 && (missing0 = "live_id") || data.avatar === void 0 && (missing0 = "avatar") || data.nickname === void 0 && (missing0 = "nickname") || data.message === void 0 && (missing0 = "message") || data.manager === void 0 && (missing0 = "manager") || data.user_id === void 0 && (missing0 = "user_id") || data.cite_content === void 0 && (missing0 = "cite_content") || data.dateline === void 0 && (missing0 = "dateline"))
        return validate22.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate22.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.live_id !== void 0) {
          let data1 = data.live_id, _errs3 = errors;
          if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)))
            return validate22.errors = [{ instancePath: instancePath + "/live_id", schemaPath: "#/properties/live_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.avatar !== void 0) {
            let _errs5 = errors;
            if (typeof data.avatar != "string")
              return validate22.errors = [{ instancePath: instancePath + "/avatar", schemaPath: "#/properties/avatar/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.nickname !== void 0) {
              let _errs7 = errors;
              if (typeof data.nickname != "string")
                return validate22.errors = [{ instancePath: instancePath + "/nickname", schemaPath: "#/properties/nickname/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.message !== void 0) {
                let _errs9 = errors;
                if (typeof data.message != "string")
                  return validate22.errors = [{ instancePath: instancePath + "/message", schemaPath: "#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.image !== void 0) {
                  let data5 = data.image, _errs11 = errors;
                  if (typeof data5 != "string" && data5 !== null)
                    return validate22.errors = [{ instancePath: instancePath + "/image", schemaPath: "#/properties/image/type", keyword: "type", params: { type: schema7.properties.image.type }, message: "must be string,null" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.manager !== void 0) {
                    let data6 = data.manager, _errs13 = errors;
                    if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)))
                      return validate22.errors = [{ instancePath: instancePath + "/manager", schemaPath: "#/properties/manager/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                    if (!(data6 === 0 || data6 === 1))
                      return validate22.errors = [{ instancePath: instancePath + "/manager", schemaPath: "#/properties/manager/enum", keyword: "enum", params: { allowedValues: schema7.properties.manager.enum }, message: "must be equal to one of the allowed values" }], !1;
                    var valid0 = _errs13 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.user_id !== void 0) {
                      let data7 = data.user_id, _errs15 = errors;
                      if (!(typeof data7 == "number" && !(data7 % 1) && !isNaN(data7) && isFinite(data7)))
                        return validate22.errors = [{ instancePath: instancePath + "/user_id", schemaPath: "#/properties/user_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                      var valid0 = _errs15 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.cite_id !== void 0) {
                        let data8 = data.cite_id, _errs17 = errors;
                        if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8)) && data8 !== null)
                          return validate22.errors = [{ instancePath: instancePath + "/cite_id", schemaPath: "#/properties/cite_id/type", keyword: "type", params: { type: schema7.properties.cite_id.type }, message: "must be integer,null" }], !1;
                        var valid0 = _errs17 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0) {
                        if (data.cite_content !== void 0) {
                          let data9 = data.cite_content, _errs19 = errors;
                          if (typeof data9 != "string" && data9 !== null)
                            return validate22.errors = [{ instancePath: instancePath + "/cite_content", schemaPath: "#/properties/cite_content/type", keyword: "type", params: { type: schema7.properties.cite_content.type }, message: "must be string,null" }], !1;
                          var valid0 = _errs19 === errors;
                        } else
                          var valid0 = !0;
                        if (valid0) {
                          if (data.subscribe_id !== void 0) {
                            let data10 = data.subscribe_id, _errs21 = errors;
                            if (!(typeof data10 == "number" && !(data10 % 1) && !isNaN(data10) && isFinite(data10)) && data10 !== null)
                              return validate22.errors = [{ instancePath: instancePath + "/subscribe_id", schemaPath: "#/properties/subscribe_id/type", keyword: "type", params: { type: schema7.properties.subscribe_id.type }, message: "must be integer,null" }], !1;
                            var valid0 = _errs21 === errors;
                          } else
                            var valid0 = !0;
                          if (valid0) {
                            if (data.subscribe !== void 0) {
                              let data11 = data.subscribe, _errs23 = errors, _errs24 = errors, valid1 = !1, passing0 = null, _errs25 = errors;
                              if (errors === _errs25)
                                if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                                  let missing1;
                                  if (data11.id === void 0 && (missing1 = "id") || data11.nickname === void 0 && (missing1 = "nickname")) {
                                    let err0 = { instancePath: instancePath + "/subscribe", schemaPath: "#/properties/subscribe/oneOf/0/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" };
                                    vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
                                  } else {
                                    if (data11.id !== void 0) {
                                      let data12 = data11.id, _errs27 = errors;
                                      if (!(typeof data12 == "number" && !(data12 % 1) && !isNaN(data12) && isFinite(data12))) {
                                        let err1 = { instancePath: instancePath + "/subscribe/id", schemaPath: "#/properties/subscribe/oneOf/0/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                                        vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++;
                                      }
                                      var valid2 = _errs27 === errors;
                                    } else
                                      var valid2 = !0;
                                    if (valid2)
                                      if (data11.nickname !== void 0) {
                                        let _errs29 = errors;
                                        if (typeof data11.nickname != "string") {
                                          let err2 = { instancePath: instancePath + "/subscribe/nickname", schemaPath: "#/properties/subscribe/oneOf/0/properties/nickname/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                          vErrors === null ? vErrors = [err2] : vErrors.push(err2), errors++;
                                        }
                                        var valid2 = _errs29 === errors;
                                      } else
                                        var valid2 = !0;
                                  }
                                } else {
                                  let err3 = { instancePath: instancePath + "/subscribe", schemaPath: "#/properties/subscribe/oneOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                                  vErrors === null ? vErrors = [err3] : vErrors.push(err3), errors++;
                                }
                              var _valid0 = _errs25 === errors;
                              _valid0 && (valid1 = !0, passing0 = 0);
                              let _errs31 = errors;
                              if (data11 !== null) {
                                let err4 = { instancePath: instancePath + "/subscribe", schemaPath: "#/properties/subscribe/oneOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null" };
                                vErrors === null ? vErrors = [err4] : vErrors.push(err4), errors++;
                              }
                              var _valid0 = _errs31 === errors;
                              if (_valid0 && valid1 ? (valid1 = !1, passing0 = [passing0, 1]) : _valid0 && (valid1 = !0, passing0 = 1), valid1)
                                errors = _errs24, vErrors !== null && (_errs24 ? vErrors.length = _errs24 : vErrors = null);
                              else {
                                let err5 = { instancePath: instancePath + "/subscribe", schemaPath: "#/properties/subscribe/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
                                return vErrors === null ? vErrors = [err5] : vErrors.push(err5), errors++, validate22.errors = vErrors, !1;
                              }
                              var valid0 = _errs23 === errors;
                            } else
                              var valid0 = !0;
                            if (valid0) {
                              if (data.dateline !== void 0) {
                                let data14 = data.dateline, _errs33 = errors;
                                if (!(typeof data14 == "number" && !(data14 % 1) && !isNaN(data14) && isFinite(data14)))
                                  return validate22.errors = [{ instancePath: instancePath + "/dateline", schemaPath: "#/properties/dateline/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                var valid0 = _errs33 === errors;
                              } else
                                var valid0 = !0;
                              if (valid0) {
                                if (data.created_at !== void 0) {
                                  let _errs35 = errors;
                                  if (typeof data.created_at != "string")
                                    return validate22.errors = [{ instancePath: instancePath + "/created_at", schemaPath: "#/properties/created_at/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                  var valid0 = _errs35 === errors;
                                } else
                                  var valid0 = !0;
                                if (valid0)
                                  if (data.moderation !== void 0) {
                                    let data16 = data.moderation, _errs37 = errors;
                                    if (typeof data16 != "string")
                                      return validate22.errors = [{ instancePath: instancePath + "/moderation", schemaPath: "#/properties/moderation/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                    if (!(data16 === "held" || data16 === "removed"))
                                      return validate22.errors = [{ instancePath: instancePath + "/moderation", schemaPath: "#/properties/moderation/enum", keyword: "enum", params: { allowedValues: schema7.properties.moderation.enum }, message: "must be equal to one of the allowed values" }], !1;
                                    var valid0 = _errs37 === errors;
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
    } else
      return validate22.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate22.errors = vErrors, errors === 0;
}
function validate24(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.name === void 0 && (missing0 = "name") || data.link === void 0 && (missing0 = "link"))
        return validate24.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.name !== void 0) {
        let _errs1 = errors;
        if (typeof data.name != "string")
          return validate24.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0)
        if (data.link !== void 0) {
          let _errs3 = errors;
          if (typeof data.link != "string")
            return validate24.errors = [{ instancePath: instancePath + "/link", schemaPath: "#/properties/link/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
    } else
      return validate24.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate24.errors = vErrors, errors === 0;
}
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!func2.call(schema6.properties, key0)) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.liveId !== void 0) {
          let data0 = data.liveId, _errs2 = errors;
          if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)) && typeof data0 != "string")
            return validate21.errors = [{ instancePath: instancePath + "/liveId", schemaPath: "#/properties/liveId/type", keyword: "type", params: { type: schema6.properties.liveId.type }, message: "must be integer,string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.messages !== void 0) {
            let data1 = data.messages, _errs4 = errors;
            if (errors === _errs4)
              if (Array.isArray(data1)) {
                var valid1 = !0;
                let len0 = data1.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  let _errs6 = errors;
                  validate22(data1[i0], { instancePath: instancePath + "/messages/" + i0, parentData: data1, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors), errors = vErrors.length);
                  var valid1 = _errs6 === errors;
                  if (!valid1)
                    break;
                }
              } else
                return validate21.errors = [{ instancePath: instancePath + "/messages", schemaPath: "#/properties/messages/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.isManager !== void 0) {
              let _errs7 = errors;
              if (typeof data.isManager != "boolean")
                return validate21.errors = [{ instancePath: instancePath + "/isManager", schemaPath: "#/properties/isManager/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.userId !== void 0) {
                let data4 = data.userId, _errs9 = errors;
                if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4)) && typeof data4 != "string" && data4 !== null)
                  return validate21.errors = [{ instancePath: instancePath + "/userId", schemaPath: "#/properties/userId/type", keyword: "type", params: { type: schema6.properties.userId.type }, message: "must be integer,string,null" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.loggedIn !== void 0) {
                  let _errs11 = errors;
                  if (typeof data.loggedIn != "boolean")
                    return validate21.errors = [{ instancePath: instancePath + "/loggedIn", schemaPath: "#/properties/loggedIn/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.whiteListed !== void 0) {
                    let _errs13 = errors;
                    if (typeof data.whiteListed != "boolean")
                      return validate21.errors = [{ instancePath: instancePath + "/whiteListed", schemaPath: "#/properties/whiteListed/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                    var valid0 = _errs13 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.disableComment !== void 0) {
                      let _errs15 = errors;
                      if (typeof data.disableComment != "boolean")
                        return validate21.errors = [{ instancePath: instancePath + "/disableComment", schemaPath: "#/properties/disableComment/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                      var valid0 = _errs15 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.emojiCount !== void 0) {
                        let data8 = data.emojiCount, _errs17 = errors;
                        if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8)))
                          return validate21.errors = [{ instancePath: instancePath + "/emojiCount", schemaPath: "#/properties/emojiCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                        if (errors === _errs17 && typeof data8 == "number" && isFinite(data8)) {
                          if (data8 > 77 || isNaN(data8))
                            return validate21.errors = [{ instancePath: instancePath + "/emojiCount", schemaPath: "#/properties/emojiCount/maximum", keyword: "maximum", params: { comparison: "<=", limit: 77 }, message: "must be <= 77" }], !1;
                          if (data8 < 0 || isNaN(data8))
                            return validate21.errors = [{ instancePath: instancePath + "/emojiCount", schemaPath: "#/properties/emojiCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                        }
                        var valid0 = _errs17 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0) {
                        if (data.placeholder !== void 0) {
                          let _errs19 = errors;
                          if (typeof data.placeholder != "string")
                            return validate21.errors = [{ instancePath: instancePath + "/placeholder", schemaPath: "#/properties/placeholder/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                          var valid0 = _errs19 === errors;
                        } else
                          var valid0 = !0;
                        if (valid0) {
                          if (data.maxLength !== void 0) {
                            let data10 = data.maxLength, _errs21 = errors;
                            if (!(typeof data10 == "number" && !(data10 % 1) && !isNaN(data10) && isFinite(data10)))
                              return validate21.errors = [{ instancePath: instancePath + "/maxLength", schemaPath: "#/properties/maxLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                            if (errors === _errs21 && typeof data10 == "number" && isFinite(data10)) {
                              if (data10 > 2e3 || isNaN(data10))
                                return validate21.errors = [{ instancePath: instancePath + "/maxLength", schemaPath: "#/properties/maxLength/maximum", keyword: "maximum", params: { comparison: "<=", limit: 2e3 }, message: "must be <= 2000" }], !1;
                              if (data10 < 1 || isNaN(data10))
                                return validate21.errors = [{ instancePath: instancePath + "/maxLength", schemaPath: "#/properties/maxLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
                            }
                            var valid0 = _errs21 === errors;
                          } else
                            var valid0 = !0;
                          if (valid0) {
                            if (data.isFavorite !== void 0) {
                              let _errs23 = errors;
                              if (typeof data.isFavorite != "boolean")
                                return validate21.errors = [{ instancePath: instancePath + "/isFavorite", schemaPath: "#/properties/isFavorite/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                              var valid0 = _errs23 === errors;
                            } else
                              var valid0 = !0;
                            if (valid0) {
                              if (data.downloads !== void 0) {
                                let data12 = data.downloads, _errs25 = errors;
                                if (errors === _errs25)
                                  if (Array.isArray(data12)) {
                                    var valid2 = !0;
                                    let len1 = data12.length;
                                    for (let i1 = 0; i1 < len1; i1++) {
                                      let _errs27 = errors;
                                      validate24(data12[i1], { instancePath: instancePath + "/downloads/" + i1, parentData: data12, parentDataProperty: i1, rootData }) || (vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors), errors = vErrors.length);
                                      var valid2 = _errs27 === errors;
                                      if (!valid2)
                                        break;
                                    }
                                  } else
                                    return validate21.errors = [{ instancePath: instancePath + "/downloads", schemaPath: "#/properties/downloads/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                                var valid0 = _errs25 === errors;
                              } else
                                var valid0 = !0;
                              if (valid0)
                                if (data.emptyText !== void 0) {
                                  let _errs28 = errors;
                                  if (typeof data.emptyText != "string")
                                    return validate21.errors = [{ instancePath: instancePath + "/emptyText", schemaPath: "#/properties/emptyText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                  var valid0 = _errs28 === errors;
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
    } else
      return validate21.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate21.errors = vErrors, errors === 0;
}

// validators-entry.js
var validateProps2 = validateProps;
export {
  validateProps2 as validateProps
};
