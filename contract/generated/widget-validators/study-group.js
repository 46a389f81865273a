// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21;
var schema7 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/entities/topic-study-group.json", type: "object", required: ["id", "topic_id", "title", "main_img", "show_avatar", "configure"], properties: { id: { type: "integer" }, topic_id: { type: "integer" }, meeting_subject_id: { type: ["integer", "null"] }, title: { type: "string" }, main_img: { type: "string" }, show_avatar: { type: "integer" }, configure: { type: "array", items: { $ref: "study-group-role.json" } }, content: { type: "string" } } };
function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.name === void 0 && (missing0 = "name") || data.members === void 0 && (missing0 = "members"))
        return validate23.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.name !== void 0) {
        let _errs1 = errors;
        if (typeof data.name != "string")
          return validate23.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0)
        if (data.members !== void 0) {
          let data1 = data.members, _errs3 = errors;
          if (errors === _errs3)
            if (Array.isArray(data1)) {
              var valid1 = !0;
              let len0 = data1.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data2 = data1[i0], _errs5 = errors;
                if (errors === _errs5)
                  if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                    let missing1;
                    if (data2.name === void 0 && (missing1 = "name"))
                      return validate23.errors = [{ instancePath: instancePath + "/members/" + i0, schemaPath: "#/properties/members/items/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }], !1;
                    if (data2.name !== void 0) {
                      let _errs7 = errors;
                      if (typeof data2.name != "string")
                        return validate23.errors = [{ instancePath: instancePath + "/members/" + i0 + "/name", schemaPath: "#/properties/members/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid2 = _errs7 === errors;
                    } else
                      var valid2 = !0;
                    if (valid2) {
                      if (data2.avatar !== void 0) {
                        let _errs9 = errors;
                        if (typeof data2.avatar != "string")
                          return validate23.errors = [{ instancePath: instancePath + "/members/" + i0 + "/avatar", schemaPath: "#/properties/members/items/properties/avatar/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                        var valid2 = _errs9 === errors;
                      } else
                        var valid2 = !0;
                      if (valid2) {
                        if (data2.title !== void 0) {
                          let _errs11 = errors;
                          if (typeof data2.title != "string")
                            return validate23.errors = [{ instancePath: instancePath + "/members/" + i0 + "/title", schemaPath: "#/properties/members/items/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                          var valid2 = _errs11 === errors;
                        } else
                          var valid2 = !0;
                        if (valid2)
                          if (data2.hospital !== void 0) {
                            let _errs13 = errors;
                            if (typeof data2.hospital != "string")
                              return validate23.errors = [{ instancePath: instancePath + "/members/" + i0 + "/hospital", schemaPath: "#/properties/members/items/properties/hospital/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                            var valid2 = _errs13 === errors;
                          } else
                            var valid2 = !0;
                      }
                    }
                  } else
                    return validate23.errors = [{ instancePath: instancePath + "/members/" + i0, schemaPath: "#/properties/members/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                var valid1 = _errs5 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate23.errors = [{ instancePath: instancePath + "/members", schemaPath: "#/properties/members/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
    } else
      return validate23.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate23.errors = vErrors, errors === 0;
}
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.topic_id === void 0 && (missing0 = "topic_id") || data.title === void 0 && (missing0 = "title") || data.main_img === void 0 && (missing0 = "main_img") || data.show_avatar === void 0 && (missing0 = "show_avatar") || data.configure === void 0 && (missing0 = "configure"))
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
          if (data.meeting_subject_id !== void 0) {
            let data2 = data.meeting_subject_id, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)) && data2 !== null)
              return validate22.errors = [{ instancePath: instancePath + "/meeting_subject_id", schemaPath: "#/properties/meeting_subject_id/type", keyword: "type", params: { type: schema7.properties.meeting_subject_id.type }, message: "must be integer,null" }], !1;
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
              if (data.main_img !== void 0) {
                let _errs9 = errors;
                if (typeof data.main_img != "string")
                  return validate22.errors = [{ instancePath: instancePath + "/main_img", schemaPath: "#/properties/main_img/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.show_avatar !== void 0) {
                  let data5 = data.show_avatar, _errs11 = errors;
                  if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                    return validate22.errors = [{ instancePath: instancePath + "/show_avatar", schemaPath: "#/properties/show_avatar/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.configure !== void 0) {
                    let data6 = data.configure, _errs13 = errors;
                    if (errors === _errs13)
                      if (Array.isArray(data6)) {
                        var valid1 = !0;
                        let len0 = data6.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                          let _errs15 = errors;
                          validate23(data6[i0], { instancePath: instancePath + "/configure/" + i0, parentData: data6, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                          var valid1 = _errs15 === errors;
                          if (!valid1)
                            break;
                        }
                      } else
                        return validate22.errors = [{ instancePath: instancePath + "/configure", schemaPath: "#/properties/configure/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                    var valid0 = _errs13 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0)
                    if (data.content !== void 0) {
                      let _errs16 = errors;
                      if (typeof data.content != "string")
                        return validate22.errors = [{ instancePath: instancePath + "/content", schemaPath: "#/properties/content/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid0 = _errs16 === errors;
                    } else
                      var valid0 = !0;
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
var schema9 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/entities/study-group-membership.json", type: "object", additionalProperties: !1, required: ["group_id", "state", "is_leader", "member_content"], properties: { group_id: { type: "integer" }, state: { type: "string", enum: ["none", "pending", "approved", "declined"] }, is_leader: { type: "boolean" }, member_content: { type: "string" } } };
function validate26(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.group_id === void 0 && (missing0 = "group_id") || data.state === void 0 && (missing0 = "state") || data.is_leader === void 0 && (missing0 = "is_leader") || data.member_content === void 0 && (missing0 = "member_content"))
        return validate26.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "group_id" || key0 === "state" || key0 === "is_leader" || key0 === "member_content")) {
            return validate26.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.group_id !== void 0) {
            let data0 = data.group_id, _errs2 = errors;
            if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
              return validate26.errors = [{ instancePath: instancePath + "/group_id", schemaPath: "#/properties/group_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.state !== void 0) {
              let data1 = data.state, _errs4 = errors;
              if (typeof data1 != "string")
                return validate26.errors = [{ instancePath: instancePath + "/state", schemaPath: "#/properties/state/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              if (!(data1 === "none" || data1 === "pending" || data1 === "approved" || data1 === "declined"))
                return validate26.errors = [{ instancePath: instancePath + "/state", schemaPath: "#/properties/state/enum", keyword: "enum", params: { allowedValues: schema9.properties.state.enum }, message: "must be equal to one of the allowed values" }], !1;
              var valid0 = _errs4 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.is_leader !== void 0) {
                let _errs6 = errors;
                if (typeof data.is_leader != "boolean")
                  return validate26.errors = [{ instancePath: instancePath + "/is_leader", schemaPath: "#/properties/is_leader/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                var valid0 = _errs6 === errors;
              } else
                var valid0 = !0;
              if (valid0)
                if (data.member_content !== void 0) {
                  let _errs8 = errors;
                  if (typeof data.member_content != "string")
                    return validate26.errors = [{ instancePath: instancePath + "/member_content", schemaPath: "#/properties/member_content/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs8 === errors;
                } else
                  var valid0 = !0;
            }
          }
        }
      }
    } else
      return validate26.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate26.errors = vErrors, errors === 0;
}
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "group" || key0 === "memberships" || key0 === "loggedIn")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.group !== void 0) {
          let _errs2 = errors;
          validate22(data.group, { instancePath: instancePath + "/group", parentData: data, parentDataProperty: "group", rootData }) || (vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors), errors = vErrors.length);
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.memberships !== void 0) {
            let data1 = data.memberships, _errs3 = errors;
            if (errors === _errs3)
              if (Array.isArray(data1)) {
                var valid1 = !0;
                let len0 = data1.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  let _errs5 = errors;
                  validate26(data1[i0], { instancePath: instancePath + "/memberships/" + i0, parentData: data1, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors), errors = vErrors.length);
                  var valid1 = _errs5 === errors;
                  if (!valid1)
                    break;
                }
              } else
                return validate21.errors = [{ instancePath: instancePath + "/memberships", schemaPath: "#/properties/memberships/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
            var valid0 = _errs3 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.loggedIn !== void 0) {
              let _errs6 = errors;
              if (typeof data.loggedIn != "boolean")
                return validate21.errors = [{ instancePath: instancePath + "/loggedIn", schemaPath: "#/properties/loggedIn/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
              var valid0 = _errs6 === errors;
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
