// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21, schema6 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { comments: { type: "array", items: { $ref: "../../schemas/entities/comment.json" } }, total: { type: "integer", minimum: 0 }, hasMore: { type: "boolean" }, loading: { type: "boolean" }, error: { type: "boolean" }, title: { type: "string" }, showTitle: { type: "boolean" }, showFooter: { type: "boolean" }, showComments: { type: "boolean" }, likeCount: { type: "integer", minimum: 0 }, isLike: { type: "boolean" }, showFavorite: { type: "boolean" }, isFavorite: { type: "boolean" }, favoriteCount: { type: "integer", minimum: 0 } }, $id: "https://schemas.boyihui.local/widgets/comment-thread/comment-thread.schema.json" }, func2 = Object.prototype.hasOwnProperty, schema7 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/entities/comment.json", type: "object", required: ["id", "user_id", "avatar", "name", "nickname", "content", "created_at", "like_count", "isLike", "top", "comment_id", "reply_name", "children"], properties: { id: { type: "integer" }, moderation: { type: "string", enum: ["held", "removed"] }, user_id: { type: "integer" }, avatar: { type: "string" }, name: { type: "string" }, nickname: { type: "string" }, content: { type: "string" }, created_at: { type: "string" }, like_count: { type: "integer", minimum: 0 }, isLike: { type: "boolean" }, top: { type: "integer", enum: [0, 1] }, comment_id: { type: "integer" }, reply_name: { type: "string" }, children: { type: "array", items: { $ref: "comment-reply.json" } } } }, schema8 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/entities/comment-reply.json", type: "object", required: ["id", "user_id", "avatar", "name", "content", "created_at", "comment_id", "to_user_id", "reply_name"], properties: { id: { type: "integer" }, moderation: { type: "string", enum: ["held", "removed"] }, user_id: { type: "integer" }, avatar: { type: "string" }, name: { type: "string" }, content: { type: "string" }, created_at: { type: "string" }, comment_id: { type: "integer" }, to_user_id: { type: "integer" }, reply_name: { type: "string" } } };
function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.user_id === void 0 && (missing0 = "user_id") || data.avatar === void 0 && (missing0 = "avatar") || data.name === void 0 && (missing0 = "name") || data.content === void 0 && (missing0 = "content") || data.created_at === void 0 && (missing0 = "created_at") || data.comment_id === void 0 && (missing0 = "comment_id") || data.to_user_id === void 0 && (missing0 = "to_user_id") || data.reply_name === void 0 && (missing0 = "reply_name"))
        return validate23.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate23.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.moderation !== void 0) {
          let data1 = data.moderation, _errs3 = errors;
          if (typeof data1 != "string")
            return validate23.errors = [{ instancePath: instancePath + "/moderation", schemaPath: "#/properties/moderation/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          if (!(data1 === "held" || data1 === "removed"))
            return validate23.errors = [{ instancePath: instancePath + "/moderation", schemaPath: "#/properties/moderation/enum", keyword: "enum", params: { allowedValues: schema8.properties.moderation.enum }, message: "must be equal to one of the allowed values" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.user_id !== void 0) {
            let data2 = data.user_id, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
              return validate23.errors = [{ instancePath: instancePath + "/user_id", schemaPath: "#/properties/user_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.avatar !== void 0) {
              let _errs7 = errors;
              if (typeof data.avatar != "string")
                return validate23.errors = [{ instancePath: instancePath + "/avatar", schemaPath: "#/properties/avatar/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.name !== void 0) {
                let _errs9 = errors;
                if (typeof data.name != "string")
                  return validate23.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.content !== void 0) {
                  let _errs11 = errors;
                  if (typeof data.content != "string")
                    return validate23.errors = [{ instancePath: instancePath + "/content", schemaPath: "#/properties/content/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.created_at !== void 0) {
                    let _errs13 = errors;
                    if (typeof data.created_at != "string")
                      return validate23.errors = [{ instancePath: instancePath + "/created_at", schemaPath: "#/properties/created_at/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs13 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.comment_id !== void 0) {
                      let data7 = data.comment_id, _errs15 = errors;
                      if (!(typeof data7 == "number" && !(data7 % 1) && !isNaN(data7) && isFinite(data7)))
                        return validate23.errors = [{ instancePath: instancePath + "/comment_id", schemaPath: "#/properties/comment_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                      var valid0 = _errs15 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.to_user_id !== void 0) {
                        let data8 = data.to_user_id, _errs17 = errors;
                        if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8)))
                          return validate23.errors = [{ instancePath: instancePath + "/to_user_id", schemaPath: "#/properties/to_user_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                        var valid0 = _errs17 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0)
                        if (data.reply_name !== void 0) {
                          let _errs19 = errors;
                          if (typeof data.reply_name != "string")
                            return validate23.errors = [{ instancePath: instancePath + "/reply_name", schemaPath: "#/properties/reply_name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
      return validate23.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate23.errors = vErrors, errors === 0;
}
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.user_id === void 0 && (missing0 = "user_id") || data.avatar === void 0 && (missing0 = "avatar") || data.name === void 0 && (missing0 = "name") || data.nickname === void 0 && (missing0 = "nickname") || data.content === void 0 && (missing0 = "content") || data.created_at === void 0 && (missing0 = "created_at") || data.like_count === void 0 && (missing0 = "like_count") || data.isLike === void 0 && (missing0 = "isLike") || data.top === void 0 && (missing0 = "top") || data.comment_id === void 0 && (missing0 = "comment_id") || data.reply_name === void 0 && (missing0 = "reply_name") || data.children === void 0 && (missing0 = "children"))
        return validate22.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate22.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.moderation !== void 0) {
          let data1 = data.moderation, _errs3 = errors;
          if (typeof data1 != "string")
            return validate22.errors = [{ instancePath: instancePath + "/moderation", schemaPath: "#/properties/moderation/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          if (!(data1 === "held" || data1 === "removed"))
            return validate22.errors = [{ instancePath: instancePath + "/moderation", schemaPath: "#/properties/moderation/enum", keyword: "enum", params: { allowedValues: schema7.properties.moderation.enum }, message: "must be equal to one of the allowed values" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.user_id !== void 0) {
            let data2 = data.user_id, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
              return validate22.errors = [{ instancePath: instancePath + "/user_id", schemaPath: "#/properties/user_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.avatar !== void 0) {
              let _errs7 = errors;
              if (typeof data.avatar != "string")
                return validate22.errors = [{ instancePath: instancePath + "/avatar", schemaPath: "#/properties/avatar/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.name !== void 0) {
                let _errs9 = errors;
                if (typeof data.name != "string")
                  return validate22.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.nickname !== void 0) {
                  let _errs11 = errors;
                  if (typeof data.nickname != "string")
                    return validate22.errors = [{ instancePath: instancePath + "/nickname", schemaPath: "#/properties/nickname/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs11 === errors;
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
                  if (valid0) {
                    if (data.created_at !== void 0) {
                      let _errs15 = errors;
                      if (typeof data.created_at != "string")
                        return validate22.errors = [{ instancePath: instancePath + "/created_at", schemaPath: "#/properties/created_at/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid0 = _errs15 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.like_count !== void 0) {
                        let data8 = data.like_count, _errs17 = errors;
                        if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8)))
                          return validate22.errors = [{ instancePath: instancePath + "/like_count", schemaPath: "#/properties/like_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                        if (errors === _errs17 && typeof data8 == "number" && isFinite(data8) && (data8 < 0 || isNaN(data8)))
                          return validate22.errors = [{ instancePath: instancePath + "/like_count", schemaPath: "#/properties/like_count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                        var valid0 = _errs17 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0) {
                        if (data.isLike !== void 0) {
                          let _errs19 = errors;
                          if (typeof data.isLike != "boolean")
                            return validate22.errors = [{ instancePath: instancePath + "/isLike", schemaPath: "#/properties/isLike/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                          var valid0 = _errs19 === errors;
                        } else
                          var valid0 = !0;
                        if (valid0) {
                          if (data.top !== void 0) {
                            let data10 = data.top, _errs21 = errors;
                            if (!(typeof data10 == "number" && !(data10 % 1) && !isNaN(data10) && isFinite(data10)))
                              return validate22.errors = [{ instancePath: instancePath + "/top", schemaPath: "#/properties/top/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                            if (!(data10 === 0 || data10 === 1))
                              return validate22.errors = [{ instancePath: instancePath + "/top", schemaPath: "#/properties/top/enum", keyword: "enum", params: { allowedValues: schema7.properties.top.enum }, message: "must be equal to one of the allowed values" }], !1;
                            var valid0 = _errs21 === errors;
                          } else
                            var valid0 = !0;
                          if (valid0) {
                            if (data.comment_id !== void 0) {
                              let data11 = data.comment_id, _errs23 = errors;
                              if (!(typeof data11 == "number" && !(data11 % 1) && !isNaN(data11) && isFinite(data11)))
                                return validate22.errors = [{ instancePath: instancePath + "/comment_id", schemaPath: "#/properties/comment_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                              var valid0 = _errs23 === errors;
                            } else
                              var valid0 = !0;
                            if (valid0) {
                              if (data.reply_name !== void 0) {
                                let _errs25 = errors;
                                if (typeof data.reply_name != "string")
                                  return validate22.errors = [{ instancePath: instancePath + "/reply_name", schemaPath: "#/properties/reply_name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                var valid0 = _errs25 === errors;
                              } else
                                var valid0 = !0;
                              if (valid0)
                                if (data.children !== void 0) {
                                  let data13 = data.children, _errs27 = errors;
                                  if (errors === _errs27)
                                    if (Array.isArray(data13)) {
                                      var valid1 = !0;
                                      let len0 = data13.length;
                                      for (let i0 = 0; i0 < len0; i0++) {
                                        let _errs29 = errors;
                                        validate23(data13[i0], { instancePath: instancePath + "/children/" + i0, parentData: data13, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                                        var valid1 = _errs29 === errors;
                                        if (!valid1)
                                          break;
                                      }
                                    } else
                                      return validate22.errors = [{ instancePath: instancePath + "/children", schemaPath: "#/properties/children/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                                  var valid0 = _errs27 === errors;
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
      return validate22.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate22.errors = vErrors, errors === 0;
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
        if (data.comments !== void 0) {
          let data0 = data.comments, _errs2 = errors;
          if (errors === _errs2)
            if (Array.isArray(data0)) {
              var valid1 = !0;
              let len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let _errs4 = errors;
                validate22(data0[i0], { instancePath: instancePath + "/comments/" + i0, parentData: data0, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors), errors = vErrors.length);
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate21.errors = [{ instancePath: instancePath + "/comments", schemaPath: "#/properties/comments/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.total !== void 0) {
            let data2 = data.total, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
              return validate21.errors = [{ instancePath: instancePath + "/total", schemaPath: "#/properties/total/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            if (errors === _errs5 && typeof data2 == "number" && isFinite(data2) && (data2 < 0 || isNaN(data2)))
              return validate21.errors = [{ instancePath: instancePath + "/total", schemaPath: "#/properties/total/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.hasMore !== void 0) {
              let _errs7 = errors;
              if (typeof data.hasMore != "boolean")
                return validate21.errors = [{ instancePath: instancePath + "/hasMore", schemaPath: "#/properties/hasMore/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.loading !== void 0) {
                let _errs9 = errors;
                if (typeof data.loading != "boolean")
                  return validate21.errors = [{ instancePath: instancePath + "/loading", schemaPath: "#/properties/loading/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.error !== void 0) {
                  let _errs11 = errors;
                  if (typeof data.error != "boolean")
                    return validate21.errors = [{ instancePath: instancePath + "/error", schemaPath: "#/properties/error/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.title !== void 0) {
                    let _errs13 = errors;
                    if (typeof data.title != "string")
                      return validate21.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs13 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.showTitle !== void 0) {
                      let _errs15 = errors;
                      if (typeof data.showTitle != "boolean")
                        return validate21.errors = [{ instancePath: instancePath + "/showTitle", schemaPath: "#/properties/showTitle/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                      var valid0 = _errs15 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.showFooter !== void 0) {
                        let _errs17 = errors;
                        if (typeof data.showFooter != "boolean")
                          return validate21.errors = [{ instancePath: instancePath + "/showFooter", schemaPath: "#/properties/showFooter/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                        var valid0 = _errs17 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0) {
                        if (data.showComments !== void 0) {
                          let _errs19 = errors;
                          if (typeof data.showComments != "boolean")
                            return validate21.errors = [{ instancePath: instancePath + "/showComments", schemaPath: "#/properties/showComments/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                          var valid0 = _errs19 === errors;
                        } else
                          var valid0 = !0;
                        if (valid0) {
                          if (data.likeCount !== void 0) {
                            let data10 = data.likeCount, _errs21 = errors;
                            if (!(typeof data10 == "number" && !(data10 % 1) && !isNaN(data10) && isFinite(data10)))
                              return validate21.errors = [{ instancePath: instancePath + "/likeCount", schemaPath: "#/properties/likeCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                            if (errors === _errs21 && typeof data10 == "number" && isFinite(data10) && (data10 < 0 || isNaN(data10)))
                              return validate21.errors = [{ instancePath: instancePath + "/likeCount", schemaPath: "#/properties/likeCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                            var valid0 = _errs21 === errors;
                          } else
                            var valid0 = !0;
                          if (valid0) {
                            if (data.isLike !== void 0) {
                              let _errs23 = errors;
                              if (typeof data.isLike != "boolean")
                                return validate21.errors = [{ instancePath: instancePath + "/isLike", schemaPath: "#/properties/isLike/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                              var valid0 = _errs23 === errors;
                            } else
                              var valid0 = !0;
                            if (valid0) {
                              if (data.showFavorite !== void 0) {
                                let _errs25 = errors;
                                if (typeof data.showFavorite != "boolean")
                                  return validate21.errors = [{ instancePath: instancePath + "/showFavorite", schemaPath: "#/properties/showFavorite/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                                var valid0 = _errs25 === errors;
                              } else
                                var valid0 = !0;
                              if (valid0) {
                                if (data.isFavorite !== void 0) {
                                  let _errs27 = errors;
                                  if (typeof data.isFavorite != "boolean")
                                    return validate21.errors = [{ instancePath: instancePath + "/isFavorite", schemaPath: "#/properties/isFavorite/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                                  var valid0 = _errs27 === errors;
                                } else
                                  var valid0 = !0;
                                if (valid0)
                                  if (data.favoriteCount !== void 0) {
                                    let data14 = data.favoriteCount, _errs29 = errors;
                                    if (!(typeof data14 == "number" && !(data14 % 1) && !isNaN(data14) && isFinite(data14)))
                                      return validate21.errors = [{ instancePath: instancePath + "/favoriteCount", schemaPath: "#/properties/favoriteCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                    if (errors === _errs29 && typeof data14 == "number" && isFinite(data14) && (data14 < 0 || isNaN(data14)))
                                      return validate21.errors = [{ instancePath: instancePath + "/favoriteCount", schemaPath: "#/properties/favoriteCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                                    var valid0 = _errs29 === errors;
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
      return validate21.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate21.errors = vErrors, errors === 0;
}

// validators-entry.js
var validateProps2 = validateProps;
export {
  validateProps2 as validateProps
};
