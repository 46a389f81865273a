// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21;
var pattern0 = new RegExp("^\\d{4}-\\d{2}$", "u");
var schema8 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/entities/activity-item.json", type: "object", required: ["id", "title", "date", "end_date", "cover_img", "status_text", "origin_type", "type", "is_saas", "link", "finished"], additionalProperties: !1, properties: { id: { type: "integer" }, origin_id: { type: "integer" }, title: { type: "string" }, date: { type: "string" }, end_date: { type: "string" }, cover_img: { type: "string" }, status_text: { type: "string" }, origin_type: { type: "integer" }, type: { type: "integer" }, uuid: { type: "string" }, is_saas: { type: "integer" }, link: { type: "string" }, finished: { type: "boolean" } } }, func2 = Object.prototype.hasOwnProperty;
function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.title === void 0 && (missing0 = "title") || data.date === void 0 && (missing0 = "date") || data.end_date === void 0 && (missing0 = "end_date") || data.cover_img === void 0 && (missing0 = "cover_img") || data.status_text === void 0 && (missing0 = "status_text") || data.origin_type === void 0 && (missing0 = "origin_type") || data.type === void 0 && (missing0 = "type") || data.is_saas === void 0 && (missing0 = "is_saas") || data.link === void 0 && (missing0 = "link") || data.finished === void 0 && (missing0 = "finished"))
        return validate23.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!func2.call(schema8.properties, key0)) {
            return validate23.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.id !== void 0) {
            let data0 = data.id, _errs2 = errors;
            if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
              return validate23.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.origin_id !== void 0) {
              let data1 = data.origin_id, _errs4 = errors;
              if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)))
                return validate23.errors = [{ instancePath: instancePath + "/origin_id", schemaPath: "#/properties/origin_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              var valid0 = _errs4 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.title !== void 0) {
                let _errs6 = errors;
                if (typeof data.title != "string")
                  return validate23.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs6 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.date !== void 0) {
                  let _errs8 = errors;
                  if (typeof data.date != "string")
                    return validate23.errors = [{ instancePath: instancePath + "/date", schemaPath: "#/properties/date/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs8 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.end_date !== void 0) {
                    let _errs10 = errors;
                    if (typeof data.end_date != "string")
                      return validate23.errors = [{ instancePath: instancePath + "/end_date", schemaPath: "#/properties/end_date/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs10 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.cover_img !== void 0) {
                      let _errs12 = errors;
                      if (typeof data.cover_img != "string")
                        return validate23.errors = [{ instancePath: instancePath + "/cover_img", schemaPath: "#/properties/cover_img/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid0 = _errs12 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.status_text !== void 0) {
                        let _errs14 = errors;
                        if (typeof data.status_text != "string")
                          return validate23.errors = [{ instancePath: instancePath + "/status_text", schemaPath: "#/properties/status_text/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                        var valid0 = _errs14 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0) {
                        if (data.origin_type !== void 0) {
                          let data7 = data.origin_type, _errs16 = errors;
                          if (!(typeof data7 == "number" && !(data7 % 1) && !isNaN(data7) && isFinite(data7)))
                            return validate23.errors = [{ instancePath: instancePath + "/origin_type", schemaPath: "#/properties/origin_type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                          var valid0 = _errs16 === errors;
                        } else
                          var valid0 = !0;
                        if (valid0) {
                          if (data.type !== void 0) {
                            let data8 = data.type, _errs18 = errors;
                            if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8)))
                              return validate23.errors = [{ instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                            var valid0 = _errs18 === errors;
                          } else
                            var valid0 = !0;
                          if (valid0) {
                            if (data.uuid !== void 0) {
                              let _errs20 = errors;
                              if (typeof data.uuid != "string")
                                return validate23.errors = [{ instancePath: instancePath + "/uuid", schemaPath: "#/properties/uuid/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                              var valid0 = _errs20 === errors;
                            } else
                              var valid0 = !0;
                            if (valid0) {
                              if (data.is_saas !== void 0) {
                                let data10 = data.is_saas, _errs22 = errors;
                                if (!(typeof data10 == "number" && !(data10 % 1) && !isNaN(data10) && isFinite(data10)))
                                  return validate23.errors = [{ instancePath: instancePath + "/is_saas", schemaPath: "#/properties/is_saas/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                var valid0 = _errs22 === errors;
                              } else
                                var valid0 = !0;
                              if (valid0) {
                                if (data.link !== void 0) {
                                  let _errs24 = errors;
                                  if (typeof data.link != "string")
                                    return validate23.errors = [{ instancePath: instancePath + "/link", schemaPath: "#/properties/link/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                  var valid0 = _errs24 === errors;
                                } else
                                  var valid0 = !0;
                                if (valid0)
                                  if (data.finished !== void 0) {
                                    let _errs26 = errors;
                                    if (typeof data.finished != "boolean")
                                      return validate23.errors = [{ instancePath: instancePath + "/finished", schemaPath: "#/properties/finished/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                                    var valid0 = _errs26 === errors;
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
      return validate23.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate23.errors = vErrors, errors === 0;
}
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.date === void 0 && (missing0 = "date") || data.items === void 0 && (missing0 = "items"))
        return validate22.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "date" || key0 === "items")) {
            return validate22.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.date !== void 0) {
            let _errs2 = errors;
            if (typeof data.date != "string")
              return validate22.errors = [{ instancePath: instancePath + "/date", schemaPath: "#/properties/date/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.items !== void 0) {
              let data1 = data.items, _errs4 = errors;
              if (errors === _errs4)
                if (Array.isArray(data1)) {
                  var valid1 = !0;
                  let len0 = data1.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    let _errs6 = errors;
                    validate23(data1[i0], { instancePath: instancePath + "/items/" + i0, parentData: data1, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                    var valid1 = _errs6 === errors;
                    if (!valid1)
                      break;
                  }
                } else
                  return validate22.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
              var valid0 = _errs4 === errors;
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
        if (!(key0 === "years" || key0 === "date" || key0 === "unfinished" || key0 === "finished" || key0 === "loading" || key0 === "finishedExpanded" || key0 === "titleLength")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.years !== void 0) {
          let data0 = data.years, _errs2 = errors;
          if (errors === _errs2)
            if (Array.isArray(data0)) {
              var valid1 = !0;
              let len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data1 = data0[i0], _errs4 = errors;
                if (errors === _errs4)
                  if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                    let missing0;
                    if (data1.year === void 0 && (missing0 = "year") || data1.months === void 0 && (missing0 = "months"))
                      return validate21.errors = [{ instancePath: instancePath + "/years/" + i0, schemaPath: "#/properties/years/items/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
                    {
                      let _errs6 = errors;
                      for (let key1 in data1)
                        if (!(key1 === "year" || key1 === "months")) {
                          return validate21.errors = [{ instancePath: instancePath + "/years/" + i0, schemaPath: "#/properties/years/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" }], !1;
                          break;
                        }
                      if (_errs6 === errors) {
                        if (data1.year !== void 0) {
                          let data2 = data1.year, _errs7 = errors;
                          if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
                            return validate21.errors = [{ instancePath: instancePath + "/years/" + i0 + "/year", schemaPath: "#/properties/years/items/properties/year/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                          var valid2 = _errs7 === errors;
                        } else
                          var valid2 = !0;
                        if (valid2)
                          if (data1.months !== void 0) {
                            let data3 = data1.months, _errs9 = errors;
                            if (errors === _errs9)
                              if (Array.isArray(data3)) {
                                var valid3 = !0;
                                let len1 = data3.length;
                                for (let i1 = 0; i1 < len1; i1++) {
                                  let data4 = data3[i1], _errs11 = errors;
                                  if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4)))
                                    return validate21.errors = [{ instancePath: instancePath + "/years/" + i0 + "/months/" + i1, schemaPath: "#/properties/years/items/properties/months/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                  if (errors === _errs11 && typeof data4 == "number" && isFinite(data4)) {
                                    if (data4 > 12 || isNaN(data4))
                                      return validate21.errors = [{ instancePath: instancePath + "/years/" + i0 + "/months/" + i1, schemaPath: "#/properties/years/items/properties/months/items/maximum", keyword: "maximum", params: { comparison: "<=", limit: 12 }, message: "must be <= 12" }], !1;
                                    if (data4 < 1 || isNaN(data4))
                                      return validate21.errors = [{ instancePath: instancePath + "/years/" + i0 + "/months/" + i1, schemaPath: "#/properties/years/items/properties/months/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
                                  }
                                  var valid3 = _errs11 === errors;
                                  if (!valid3)
                                    break;
                                }
                              } else
                                return validate21.errors = [{ instancePath: instancePath + "/years/" + i0 + "/months", schemaPath: "#/properties/years/items/properties/months/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                            var valid2 = _errs9 === errors;
                          } else
                            var valid2 = !0;
                      }
                    }
                  } else
                    return validate21.errors = [{ instancePath: instancePath + "/years/" + i0, schemaPath: "#/properties/years/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate21.errors = [{ instancePath: instancePath + "/years", schemaPath: "#/properties/years/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.date !== void 0) {
            let data5 = data.date, _errs13 = errors;
            if (errors === _errs13)
              if (typeof data5 == "string") {
                if (!pattern0.test(data5))
                  return validate21.errors = [{ instancePath: instancePath + "/date", schemaPath: "#/properties/date/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}$" }, message: 'must match pattern "^\\d{4}-\\d{2}$"' }], !1;
              } else
                return validate21.errors = [{ instancePath: instancePath + "/date", schemaPath: "#/properties/date/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs13 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.unfinished !== void 0) {
              let data6 = data.unfinished, _errs15 = errors;
              if (errors === _errs15)
                if (Array.isArray(data6)) {
                  var valid4 = !0;
                  let len2 = data6.length;
                  for (let i2 = 0; i2 < len2; i2++) {
                    let _errs17 = errors;
                    validate22(data6[i2], { instancePath: instancePath + "/unfinished/" + i2, parentData: data6, parentDataProperty: i2, rootData }) || (vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors), errors = vErrors.length);
                    var valid4 = _errs17 === errors;
                    if (!valid4)
                      break;
                  }
                } else
                  return validate21.errors = [{ instancePath: instancePath + "/unfinished", schemaPath: "#/properties/unfinished/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
              var valid0 = _errs15 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.finished !== void 0) {
                let data8 = data.finished, _errs18 = errors;
                if (errors === _errs18)
                  if (Array.isArray(data8)) {
                    var valid5 = !0;
                    let len3 = data8.length;
                    for (let i3 = 0; i3 < len3; i3++) {
                      let _errs20 = errors;
                      validate22(data8[i3], { instancePath: instancePath + "/finished/" + i3, parentData: data8, parentDataProperty: i3, rootData }) || (vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors), errors = vErrors.length);
                      var valid5 = _errs20 === errors;
                      if (!valid5)
                        break;
                    }
                  } else
                    return validate21.errors = [{ instancePath: instancePath + "/finished", schemaPath: "#/properties/finished/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                var valid0 = _errs18 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.loading !== void 0) {
                  let _errs21 = errors;
                  if (typeof data.loading != "boolean")
                    return validate21.errors = [{ instancePath: instancePath + "/loading", schemaPath: "#/properties/loading/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                  var valid0 = _errs21 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.finishedExpanded !== void 0) {
                    let _errs23 = errors;
                    if (typeof data.finishedExpanded != "boolean")
                      return validate21.errors = [{ instancePath: instancePath + "/finishedExpanded", schemaPath: "#/properties/finishedExpanded/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                    var valid0 = _errs23 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0)
                    if (data.titleLength !== void 0) {
                      let data12 = data.titleLength, _errs25 = errors;
                      if (!(typeof data12 == "number" && !(data12 % 1) && !isNaN(data12) && isFinite(data12)))
                        return validate21.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                      if (errors === _errs25 && typeof data12 == "number" && isFinite(data12) && (data12 < 1 || isNaN(data12)))
                        return validate21.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
                      var valid0 = _errs25 === errors;
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
