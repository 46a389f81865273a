// generated — do not edit; run npm run gen:types
var __getOwnPropNames = Object.getOwnPropertyNames;
var __commonJS = (cb, mod) => function() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: !0 });
    function ucs2length(str) {
      let len = str.length, length = 0, pos = 0, value;
      for (; pos < len; )
        length++, value = str.charCodeAt(pos++), value >= 55296 && value <= 56319 && pos < len && (value = str.charCodeAt(pos), (value & 64512) === 56320 && pos++);
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// standalone:gen-types:standalone
var widgetProps0 = validate175;
var pattern8 = new RegExp("^\\d{4}-\\d{2}$", "u");
var schema55 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/entities/activity-item.json", type: "object", required: ["id", "title", "date", "end_date", "cover_img", "status_text", "origin_type", "type", "is_saas", "link", "finished"], additionalProperties: !1, properties: { id: { type: "integer" }, origin_id: { type: "integer" }, title: { type: "string" }, date: { type: "string" }, end_date: { type: "string" }, cover_img: { type: "string" }, status_text: { type: "string" }, origin_type: { type: "integer" }, type: { type: "integer" }, uuid: { type: "string" }, is_saas: { type: "integer" }, link: { type: "string" }, finished: { type: "boolean" } } }, func2 = Object.prototype.hasOwnProperty;
function validate177(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.title === void 0 && (missing0 = "title") || data.date === void 0 && (missing0 = "date") || data.end_date === void 0 && (missing0 = "end_date") || data.cover_img === void 0 && (missing0 = "cover_img") || data.status_text === void 0 && (missing0 = "status_text") || data.origin_type === void 0 && (missing0 = "origin_type") || data.type === void 0 && (missing0 = "type") || data.is_saas === void 0 && (missing0 = "is_saas") || data.link === void 0 && (missing0 = "link") || data.finished === void 0 && (missing0 = "finished"))
        return validate177.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!func2.call(schema55.properties, key0)) {
            return validate177.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.id !== void 0) {
            let data0 = data.id, _errs2 = errors;
            if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
              return validate177.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.origin_id !== void 0) {
              let data1 = data.origin_id, _errs4 = errors;
              if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)))
                return validate177.errors = [{ instancePath: instancePath + "/origin_id", schemaPath: "#/properties/origin_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              var valid0 = _errs4 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.title !== void 0) {
                let _errs6 = errors;
                if (typeof data.title != "string")
                  return validate177.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs6 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.date !== void 0) {
                  let _errs8 = errors;
                  if (typeof data.date != "string")
                    return validate177.errors = [{ instancePath: instancePath + "/date", schemaPath: "#/properties/date/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs8 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.end_date !== void 0) {
                    let _errs10 = errors;
                    if (typeof data.end_date != "string")
                      return validate177.errors = [{ instancePath: instancePath + "/end_date", schemaPath: "#/properties/end_date/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs10 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.cover_img !== void 0) {
                      let _errs12 = errors;
                      if (typeof data.cover_img != "string")
                        return validate177.errors = [{ instancePath: instancePath + "/cover_img", schemaPath: "#/properties/cover_img/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid0 = _errs12 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.status_text !== void 0) {
                        let _errs14 = errors;
                        if (typeof data.status_text != "string")
                          return validate177.errors = [{ instancePath: instancePath + "/status_text", schemaPath: "#/properties/status_text/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                        var valid0 = _errs14 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0) {
                        if (data.origin_type !== void 0) {
                          let data7 = data.origin_type, _errs16 = errors;
                          if (!(typeof data7 == "number" && !(data7 % 1) && !isNaN(data7) && isFinite(data7)))
                            return validate177.errors = [{ instancePath: instancePath + "/origin_type", schemaPath: "#/properties/origin_type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                          var valid0 = _errs16 === errors;
                        } else
                          var valid0 = !0;
                        if (valid0) {
                          if (data.type !== void 0) {
                            let data8 = data.type, _errs18 = errors;
                            if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8)))
                              return validate177.errors = [{ instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                            var valid0 = _errs18 === errors;
                          } else
                            var valid0 = !0;
                          if (valid0) {
                            if (data.uuid !== void 0) {
                              let _errs20 = errors;
                              if (typeof data.uuid != "string")
                                return validate177.errors = [{ instancePath: instancePath + "/uuid", schemaPath: "#/properties/uuid/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                              var valid0 = _errs20 === errors;
                            } else
                              var valid0 = !0;
                            if (valid0) {
                              if (data.is_saas !== void 0) {
                                let data10 = data.is_saas, _errs22 = errors;
                                if (!(typeof data10 == "number" && !(data10 % 1) && !isNaN(data10) && isFinite(data10)))
                                  return validate177.errors = [{ instancePath: instancePath + "/is_saas", schemaPath: "#/properties/is_saas/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                var valid0 = _errs22 === errors;
                              } else
                                var valid0 = !0;
                              if (valid0) {
                                if (data.link !== void 0) {
                                  let _errs24 = errors;
                                  if (typeof data.link != "string")
                                    return validate177.errors = [{ instancePath: instancePath + "/link", schemaPath: "#/properties/link/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                  var valid0 = _errs24 === errors;
                                } else
                                  var valid0 = !0;
                                if (valid0)
                                  if (data.finished !== void 0) {
                                    let _errs26 = errors;
                                    if (typeof data.finished != "boolean")
                                      return validate177.errors = [{ instancePath: instancePath + "/finished", schemaPath: "#/properties/finished/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
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
      return validate177.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate177.errors = vErrors, errors === 0;
}
function validate176(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.date === void 0 && (missing0 = "date") || data.items === void 0 && (missing0 = "items"))
        return validate176.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "date" || key0 === "items")) {
            return validate176.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.date !== void 0) {
            let _errs2 = errors;
            if (typeof data.date != "string")
              return validate176.errors = [{ instancePath: instancePath + "/date", schemaPath: "#/properties/date/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
                    validate177(data1[i0], { instancePath: instancePath + "/items/" + i0, parentData: data1, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate177.errors : vErrors.concat(validate177.errors), errors = vErrors.length);
                    var valid1 = _errs6 === errors;
                    if (!valid1)
                      break;
                  }
                } else
                  return validate176.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
              var valid0 = _errs4 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate176.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate176.errors = vErrors, errors === 0;
}
function validate175(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "years" || key0 === "date" || key0 === "unfinished" || key0 === "finished" || key0 === "loading" || key0 === "finishedExpanded" || key0 === "titleLength")) {
          return validate175.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
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
                      return validate175.errors = [{ instancePath: instancePath + "/years/" + i0, schemaPath: "#/properties/years/items/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
                    {
                      let _errs6 = errors;
                      for (let key1 in data1)
                        if (!(key1 === "year" || key1 === "months")) {
                          return validate175.errors = [{ instancePath: instancePath + "/years/" + i0, schemaPath: "#/properties/years/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" }], !1;
                          break;
                        }
                      if (_errs6 === errors) {
                        if (data1.year !== void 0) {
                          let data2 = data1.year, _errs7 = errors;
                          if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
                            return validate175.errors = [{ instancePath: instancePath + "/years/" + i0 + "/year", schemaPath: "#/properties/years/items/properties/year/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
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
                                    return validate175.errors = [{ instancePath: instancePath + "/years/" + i0 + "/months/" + i1, schemaPath: "#/properties/years/items/properties/months/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                  if (errors === _errs11 && typeof data4 == "number" && isFinite(data4)) {
                                    if (data4 > 12 || isNaN(data4))
                                      return validate175.errors = [{ instancePath: instancePath + "/years/" + i0 + "/months/" + i1, schemaPath: "#/properties/years/items/properties/months/items/maximum", keyword: "maximum", params: { comparison: "<=", limit: 12 }, message: "must be <= 12" }], !1;
                                    if (data4 < 1 || isNaN(data4))
                                      return validate175.errors = [{ instancePath: instancePath + "/years/" + i0 + "/months/" + i1, schemaPath: "#/properties/years/items/properties/months/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
                                  }
                                  var valid3 = _errs11 === errors;
                                  if (!valid3)
                                    break;
                                }
                              } else
                                return validate175.errors = [{ instancePath: instancePath + "/years/" + i0 + "/months", schemaPath: "#/properties/years/items/properties/months/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                            var valid2 = _errs9 === errors;
                          } else
                            var valid2 = !0;
                      }
                    }
                  } else
                    return validate175.errors = [{ instancePath: instancePath + "/years/" + i0, schemaPath: "#/properties/years/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate175.errors = [{ instancePath: instancePath + "/years", schemaPath: "#/properties/years/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.date !== void 0) {
            let data5 = data.date, _errs13 = errors;
            if (errors === _errs13)
              if (typeof data5 == "string") {
                if (!pattern8.test(data5))
                  return validate175.errors = [{ instancePath: instancePath + "/date", schemaPath: "#/properties/date/pattern", keyword: "pattern", params: { pattern: "^\\d{4}-\\d{2}$" }, message: 'must match pattern "^\\d{4}-\\d{2}$"' }], !1;
              } else
                return validate175.errors = [{ instancePath: instancePath + "/date", schemaPath: "#/properties/date/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
                    validate176(data6[i2], { instancePath: instancePath + "/unfinished/" + i2, parentData: data6, parentDataProperty: i2, rootData }) || (vErrors = vErrors === null ? validate176.errors : vErrors.concat(validate176.errors), errors = vErrors.length);
                    var valid4 = _errs17 === errors;
                    if (!valid4)
                      break;
                  }
                } else
                  return validate175.errors = [{ instancePath: instancePath + "/unfinished", schemaPath: "#/properties/unfinished/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
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
                      validate176(data8[i3], { instancePath: instancePath + "/finished/" + i3, parentData: data8, parentDataProperty: i3, rootData }) || (vErrors = vErrors === null ? validate176.errors : vErrors.concat(validate176.errors), errors = vErrors.length);
                      var valid5 = _errs20 === errors;
                      if (!valid5)
                        break;
                    }
                  } else
                    return validate175.errors = [{ instancePath: instancePath + "/finished", schemaPath: "#/properties/finished/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                var valid0 = _errs18 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.loading !== void 0) {
                  let _errs21 = errors;
                  if (typeof data.loading != "boolean")
                    return validate175.errors = [{ instancePath: instancePath + "/loading", schemaPath: "#/properties/loading/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                  var valid0 = _errs21 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.finishedExpanded !== void 0) {
                    let _errs23 = errors;
                    if (typeof data.finishedExpanded != "boolean")
                      return validate175.errors = [{ instancePath: instancePath + "/finishedExpanded", schemaPath: "#/properties/finishedExpanded/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                    var valid0 = _errs23 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0)
                    if (data.titleLength !== void 0) {
                      let data12 = data.titleLength, _errs25 = errors;
                      if (!(typeof data12 == "number" && !(data12 % 1) && !isNaN(data12) && isFinite(data12)))
                        return validate175.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                      if (errors === _errs25 && typeof data12 == "number" && isFinite(data12) && (data12 < 1 || isNaN(data12)))
                        return validate175.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
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
      return validate175.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate175.errors = vErrors, errors === 0;
}
var widgetProps1 = validate181;
var schema57 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/entities/content-item.json", type: "object", required: ["id", "origin_type", "title"], properties: { id: { type: "integer" }, origin_id: { type: "integer" }, content_id: { type: "integer" }, origin_type: { type: "integer" }, type: { type: "integer" }, source_type: { type: "integer" }, source_id: { type: "integer" }, title: { type: "string" }, desc: { type: "string" }, logo: { type: "string" }, cover_img: { type: "string" }, view_count: { type: "integer" }, total_count: { type: "integer" }, current_count: { type: "integer" }, created_at: { type: "string" }, start_at: { type: "string" }, end_at: { type: "string" }, start_at_format: { type: "string" }, duration_format: { type: "string" }, live_status: { type: "integer" }, isAppointment: { type: "boolean" }, is_subscribe: { type: "integer" }, is_favorite: { type: "integer" }, isApply: { type: "boolean" }, meeting_status: { type: "integer" }, academic_origin_type: { type: "integer" }, uuid: { type: "string" }, is_saas: { type: "integer" }, top: { type: "integer" }, limit_time: { type: "integer" }, status_text: { type: "string" }, download_count: { type: "integer" }, filesize: { type: "integer" }, link: { type: "string" }, isDownload: { type: "boolean" }, type_text: { type: "string" }, content: { type: "string" }, is_short_video: { type: "integer", enum: [1] } } };
function validate182(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.origin_type === void 0 && (missing0 = "origin_type") || data.title === void 0 && (missing0 = "title"))
        return validate182.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate182.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.origin_id !== void 0) {
          let data1 = data.origin_id, _errs3 = errors;
          if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)))
            return validate182.errors = [{ instancePath: instancePath + "/origin_id", schemaPath: "#/properties/origin_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.content_id !== void 0) {
            let data2 = data.content_id, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
              return validate182.errors = [{ instancePath: instancePath + "/content_id", schemaPath: "#/properties/content_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.origin_type !== void 0) {
              let data3 = data.origin_type, _errs7 = errors;
              if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                return validate182.errors = [{ instancePath: instancePath + "/origin_type", schemaPath: "#/properties/origin_type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.type !== void 0) {
                let data4 = data.type, _errs9 = errors;
                if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4)))
                  return validate182.errors = [{ instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.source_type !== void 0) {
                  let data5 = data.source_type, _errs11 = errors;
                  if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                    return validate182.errors = [{ instancePath: instancePath + "/source_type", schemaPath: "#/properties/source_type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.source_id !== void 0) {
                    let data6 = data.source_id, _errs13 = errors;
                    if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)))
                      return validate182.errors = [{ instancePath: instancePath + "/source_id", schemaPath: "#/properties/source_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                    var valid0 = _errs13 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.title !== void 0) {
                      let _errs15 = errors;
                      if (typeof data.title != "string")
                        return validate182.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid0 = _errs15 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.desc !== void 0) {
                        let _errs17 = errors;
                        if (typeof data.desc != "string")
                          return validate182.errors = [{ instancePath: instancePath + "/desc", schemaPath: "#/properties/desc/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                        var valid0 = _errs17 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0) {
                        if (data.logo !== void 0) {
                          let _errs19 = errors;
                          if (typeof data.logo != "string")
                            return validate182.errors = [{ instancePath: instancePath + "/logo", schemaPath: "#/properties/logo/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                          var valid0 = _errs19 === errors;
                        } else
                          var valid0 = !0;
                        if (valid0) {
                          if (data.cover_img !== void 0) {
                            let _errs21 = errors;
                            if (typeof data.cover_img != "string")
                              return validate182.errors = [{ instancePath: instancePath + "/cover_img", schemaPath: "#/properties/cover_img/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                            var valid0 = _errs21 === errors;
                          } else
                            var valid0 = !0;
                          if (valid0) {
                            if (data.view_count !== void 0) {
                              let data11 = data.view_count, _errs23 = errors;
                              if (!(typeof data11 == "number" && !(data11 % 1) && !isNaN(data11) && isFinite(data11)))
                                return validate182.errors = [{ instancePath: instancePath + "/view_count", schemaPath: "#/properties/view_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                              var valid0 = _errs23 === errors;
                            } else
                              var valid0 = !0;
                            if (valid0) {
                              if (data.total_count !== void 0) {
                                let data12 = data.total_count, _errs25 = errors;
                                if (!(typeof data12 == "number" && !(data12 % 1) && !isNaN(data12) && isFinite(data12)))
                                  return validate182.errors = [{ instancePath: instancePath + "/total_count", schemaPath: "#/properties/total_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                var valid0 = _errs25 === errors;
                              } else
                                var valid0 = !0;
                              if (valid0) {
                                if (data.current_count !== void 0) {
                                  let data13 = data.current_count, _errs27 = errors;
                                  if (!(typeof data13 == "number" && !(data13 % 1) && !isNaN(data13) && isFinite(data13)))
                                    return validate182.errors = [{ instancePath: instancePath + "/current_count", schemaPath: "#/properties/current_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                  var valid0 = _errs27 === errors;
                                } else
                                  var valid0 = !0;
                                if (valid0) {
                                  if (data.created_at !== void 0) {
                                    let _errs29 = errors;
                                    if (typeof data.created_at != "string")
                                      return validate182.errors = [{ instancePath: instancePath + "/created_at", schemaPath: "#/properties/created_at/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                    var valid0 = _errs29 === errors;
                                  } else
                                    var valid0 = !0;
                                  if (valid0) {
                                    if (data.start_at !== void 0) {
                                      let _errs31 = errors;
                                      if (typeof data.start_at != "string")
                                        return validate182.errors = [{ instancePath: instancePath + "/start_at", schemaPath: "#/properties/start_at/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                      var valid0 = _errs31 === errors;
                                    } else
                                      var valid0 = !0;
                                    if (valid0) {
                                      if (data.end_at !== void 0) {
                                        let _errs33 = errors;
                                        if (typeof data.end_at != "string")
                                          return validate182.errors = [{ instancePath: instancePath + "/end_at", schemaPath: "#/properties/end_at/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                        var valid0 = _errs33 === errors;
                                      } else
                                        var valid0 = !0;
                                      if (valid0) {
                                        if (data.start_at_format !== void 0) {
                                          let _errs35 = errors;
                                          if (typeof data.start_at_format != "string")
                                            return validate182.errors = [{ instancePath: instancePath + "/start_at_format", schemaPath: "#/properties/start_at_format/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                          var valid0 = _errs35 === errors;
                                        } else
                                          var valid0 = !0;
                                        if (valid0) {
                                          if (data.duration_format !== void 0) {
                                            let _errs37 = errors;
                                            if (typeof data.duration_format != "string")
                                              return validate182.errors = [{ instancePath: instancePath + "/duration_format", schemaPath: "#/properties/duration_format/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                            var valid0 = _errs37 === errors;
                                          } else
                                            var valid0 = !0;
                                          if (valid0) {
                                            if (data.live_status !== void 0) {
                                              let data19 = data.live_status, _errs39 = errors;
                                              if (!(typeof data19 == "number" && !(data19 % 1) && !isNaN(data19) && isFinite(data19)))
                                                return validate182.errors = [{ instancePath: instancePath + "/live_status", schemaPath: "#/properties/live_status/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                              var valid0 = _errs39 === errors;
                                            } else
                                              var valid0 = !0;
                                            if (valid0) {
                                              if (data.isAppointment !== void 0) {
                                                let _errs41 = errors;
                                                if (typeof data.isAppointment != "boolean")
                                                  return validate182.errors = [{ instancePath: instancePath + "/isAppointment", schemaPath: "#/properties/isAppointment/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                                                var valid0 = _errs41 === errors;
                                              } else
                                                var valid0 = !0;
                                              if (valid0) {
                                                if (data.is_subscribe !== void 0) {
                                                  let data21 = data.is_subscribe, _errs43 = errors;
                                                  if (!(typeof data21 == "number" && !(data21 % 1) && !isNaN(data21) && isFinite(data21)))
                                                    return validate182.errors = [{ instancePath: instancePath + "/is_subscribe", schemaPath: "#/properties/is_subscribe/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                  var valid0 = _errs43 === errors;
                                                } else
                                                  var valid0 = !0;
                                                if (valid0) {
                                                  if (data.is_favorite !== void 0) {
                                                    let data22 = data.is_favorite, _errs45 = errors;
                                                    if (!(typeof data22 == "number" && !(data22 % 1) && !isNaN(data22) && isFinite(data22)))
                                                      return validate182.errors = [{ instancePath: instancePath + "/is_favorite", schemaPath: "#/properties/is_favorite/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                    var valid0 = _errs45 === errors;
                                                  } else
                                                    var valid0 = !0;
                                                  if (valid0) {
                                                    if (data.isApply !== void 0) {
                                                      let _errs47 = errors;
                                                      if (typeof data.isApply != "boolean")
                                                        return validate182.errors = [{ instancePath: instancePath + "/isApply", schemaPath: "#/properties/isApply/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                                                      var valid0 = _errs47 === errors;
                                                    } else
                                                      var valid0 = !0;
                                                    if (valid0) {
                                                      if (data.meeting_status !== void 0) {
                                                        let data24 = data.meeting_status, _errs49 = errors;
                                                        if (!(typeof data24 == "number" && !(data24 % 1) && !isNaN(data24) && isFinite(data24)))
                                                          return validate182.errors = [{ instancePath: instancePath + "/meeting_status", schemaPath: "#/properties/meeting_status/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                        var valid0 = _errs49 === errors;
                                                      } else
                                                        var valid0 = !0;
                                                      if (valid0) {
                                                        if (data.academic_origin_type !== void 0) {
                                                          let data25 = data.academic_origin_type, _errs51 = errors;
                                                          if (!(typeof data25 == "number" && !(data25 % 1) && !isNaN(data25) && isFinite(data25)))
                                                            return validate182.errors = [{ instancePath: instancePath + "/academic_origin_type", schemaPath: "#/properties/academic_origin_type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                          var valid0 = _errs51 === errors;
                                                        } else
                                                          var valid0 = !0;
                                                        if (valid0) {
                                                          if (data.uuid !== void 0) {
                                                            let _errs53 = errors;
                                                            if (typeof data.uuid != "string")
                                                              return validate182.errors = [{ instancePath: instancePath + "/uuid", schemaPath: "#/properties/uuid/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                                            var valid0 = _errs53 === errors;
                                                          } else
                                                            var valid0 = !0;
                                                          if (valid0) {
                                                            if (data.is_saas !== void 0) {
                                                              let data27 = data.is_saas, _errs55 = errors;
                                                              if (!(typeof data27 == "number" && !(data27 % 1) && !isNaN(data27) && isFinite(data27)))
                                                                return validate182.errors = [{ instancePath: instancePath + "/is_saas", schemaPath: "#/properties/is_saas/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                              var valid0 = _errs55 === errors;
                                                            } else
                                                              var valid0 = !0;
                                                            if (valid0) {
                                                              if (data.top !== void 0) {
                                                                let data28 = data.top, _errs57 = errors;
                                                                if (!(typeof data28 == "number" && !(data28 % 1) && !isNaN(data28) && isFinite(data28)))
                                                                  return validate182.errors = [{ instancePath: instancePath + "/top", schemaPath: "#/properties/top/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                                var valid0 = _errs57 === errors;
                                                              } else
                                                                var valid0 = !0;
                                                              if (valid0) {
                                                                if (data.limit_time !== void 0) {
                                                                  let data29 = data.limit_time, _errs59 = errors;
                                                                  if (!(typeof data29 == "number" && !(data29 % 1) && !isNaN(data29) && isFinite(data29)))
                                                                    return validate182.errors = [{ instancePath: instancePath + "/limit_time", schemaPath: "#/properties/limit_time/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                                  var valid0 = _errs59 === errors;
                                                                } else
                                                                  var valid0 = !0;
                                                                if (valid0) {
                                                                  if (data.status_text !== void 0) {
                                                                    let _errs61 = errors;
                                                                    if (typeof data.status_text != "string")
                                                                      return validate182.errors = [{ instancePath: instancePath + "/status_text", schemaPath: "#/properties/status_text/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                                                    var valid0 = _errs61 === errors;
                                                                  } else
                                                                    var valid0 = !0;
                                                                  if (valid0) {
                                                                    if (data.download_count !== void 0) {
                                                                      let data31 = data.download_count, _errs63 = errors;
                                                                      if (!(typeof data31 == "number" && !(data31 % 1) && !isNaN(data31) && isFinite(data31)))
                                                                        return validate182.errors = [{ instancePath: instancePath + "/download_count", schemaPath: "#/properties/download_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                                      var valid0 = _errs63 === errors;
                                                                    } else
                                                                      var valid0 = !0;
                                                                    if (valid0) {
                                                                      if (data.filesize !== void 0) {
                                                                        let data32 = data.filesize, _errs65 = errors;
                                                                        if (!(typeof data32 == "number" && !(data32 % 1) && !isNaN(data32) && isFinite(data32)))
                                                                          return validate182.errors = [{ instancePath: instancePath + "/filesize", schemaPath: "#/properties/filesize/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                                        var valid0 = _errs65 === errors;
                                                                      } else
                                                                        var valid0 = !0;
                                                                      if (valid0) {
                                                                        if (data.link !== void 0) {
                                                                          let _errs67 = errors;
                                                                          if (typeof data.link != "string")
                                                                            return validate182.errors = [{ instancePath: instancePath + "/link", schemaPath: "#/properties/link/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                                                          var valid0 = _errs67 === errors;
                                                                        } else
                                                                          var valid0 = !0;
                                                                        if (valid0) {
                                                                          if (data.isDownload !== void 0) {
                                                                            let _errs69 = errors;
                                                                            if (typeof data.isDownload != "boolean")
                                                                              return validate182.errors = [{ instancePath: instancePath + "/isDownload", schemaPath: "#/properties/isDownload/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                                                                            var valid0 = _errs69 === errors;
                                                                          } else
                                                                            var valid0 = !0;
                                                                          if (valid0) {
                                                                            if (data.type_text !== void 0) {
                                                                              let _errs71 = errors;
                                                                              if (typeof data.type_text != "string")
                                                                                return validate182.errors = [{ instancePath: instancePath + "/type_text", schemaPath: "#/properties/type_text/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                                                              var valid0 = _errs71 === errors;
                                                                            } else
                                                                              var valid0 = !0;
                                                                            if (valid0) {
                                                                              if (data.content !== void 0) {
                                                                                let _errs73 = errors;
                                                                                if (typeof data.content != "string")
                                                                                  return validate182.errors = [{ instancePath: instancePath + "/content", schemaPath: "#/properties/content/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                                                                var valid0 = _errs73 === errors;
                                                                              } else
                                                                                var valid0 = !0;
                                                                              if (valid0)
                                                                                if (data.is_short_video !== void 0) {
                                                                                  let data37 = data.is_short_video, _errs75 = errors;
                                                                                  if (!(typeof data37 == "number" && !(data37 % 1) && !isNaN(data37) && isFinite(data37)))
                                                                                    return validate182.errors = [{ instancePath: instancePath + "/is_short_video", schemaPath: "#/properties/is_short_video/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                                                                  if (data37 !== 1)
                                                                                    return validate182.errors = [{ instancePath: instancePath + "/is_short_video", schemaPath: "#/properties/is_short_video/enum", keyword: "enum", params: { allowedValues: schema57.properties.is_short_video.enum }, message: "must be equal to one of the allowed values" }], !1;
                                                                                  var valid0 = _errs75 === errors;
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
    } else
      return validate182.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate182.errors = vErrors, errors === 0;
}
function validate181(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "items" || key0 === "hasMore" || key0 === "loading" || key0 === "error")) {
          return validate181.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
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
                validate182(data0[i0], { instancePath: instancePath + "/items/" + i0, parentData: data0, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate182.errors : vErrors.concat(validate182.errors), errors = vErrors.length);
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate181.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.hasMore !== void 0) {
            let _errs5 = errors;
            if (typeof data.hasMore != "boolean")
              return validate181.errors = [{ instancePath: instancePath + "/hasMore", schemaPath: "#/properties/hasMore/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.loading !== void 0) {
              let _errs7 = errors;
              if (typeof data.loading != "boolean")
                return validate181.errors = [{ instancePath: instancePath + "/loading", schemaPath: "#/properties/loading/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.error !== void 0) {
                let _errs9 = errors;
                if (typeof data.error != "boolean")
                  return validate181.errors = [{ instancePath: instancePath + "/error", schemaPath: "#/properties/error/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate181.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate181.errors = vErrors, errors === 0;
}
var widgetProps2 = validate184;
function validate184(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "title" || key0 === "items")) {
          return validate184.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.title !== void 0) {
          let _errs2 = errors;
          if (typeof data.title != "string")
            return validate184.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
                  let data2 = data1[i0], _errs6 = errors;
                  if (errors === _errs6)
                    if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                      let missing0;
                      if (data2.name === void 0 && (missing0 = "name") || data2.link === void 0 && (missing0 = "link"))
                        return validate184.errors = [{ instancePath: instancePath + "/items/" + i0, schemaPath: "#/properties/items/items/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
                      if (data2.name !== void 0) {
                        let _errs8 = errors;
                        if (typeof data2.name != "string")
                          return validate184.errors = [{ instancePath: instancePath + "/items/" + i0 + "/name", schemaPath: "#/properties/items/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                        var valid2 = _errs8 === errors;
                      } else
                        var valid2 = !0;
                      if (valid2)
                        if (data2.link !== void 0) {
                          let _errs10 = errors;
                          if (typeof data2.link != "string")
                            return validate184.errors = [{ instancePath: instancePath + "/items/" + i0 + "/link", schemaPath: "#/properties/items/items/properties/link/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                          var valid2 = _errs10 === errors;
                        } else
                          var valid2 = !0;
                    } else
                      return validate184.errors = [{ instancePath: instancePath + "/items/" + i0, schemaPath: "#/properties/items/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                  var valid1 = _errs6 === errors;
                  if (!valid1)
                    break;
                }
              } else
                return validate184.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
      }
    } else
      return validate184.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate184.errors = vErrors, errors === 0;
}
var widgetProps3 = validate185;
function validate185(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "avatars" || key0 === "max" || key0 === "text")) {
          return validate185.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.avatars !== void 0) {
          let data0 = data.avatars, _errs2 = errors;
          if (errors === _errs2)
            if (Array.isArray(data0)) {
              var valid1 = !0;
              let len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let _errs4 = errors;
                if (typeof data0[i0] != "string")
                  return validate185.errors = [{ instancePath: instancePath + "/avatars/" + i0, schemaPath: "#/properties/avatars/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate185.errors = [{ instancePath: instancePath + "/avatars", schemaPath: "#/properties/avatars/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.max !== void 0) {
            let data2 = data.max, _errs6 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
              return validate185.errors = [{ instancePath: instancePath + "/max", schemaPath: "#/properties/max/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            if (errors === _errs6 && typeof data2 == "number" && isFinite(data2)) {
              if (data2 > 20 || isNaN(data2))
                return validate185.errors = [{ instancePath: instancePath + "/max", schemaPath: "#/properties/max/maximum", keyword: "maximum", params: { comparison: "<=", limit: 20 }, message: "must be <= 20" }], !1;
              if (data2 < 1 || isNaN(data2))
                return validate185.errors = [{ instancePath: instancePath + "/max", schemaPath: "#/properties/max/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
            }
            var valid0 = _errs6 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.text !== void 0) {
              let _errs8 = errors;
              if (typeof data.text != "string")
                return validate185.errors = [{ instancePath: instancePath + "/text", schemaPath: "#/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs8 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate185.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate185.errors = vErrors, errors === 0;
}
var widgetProps4 = validate186;
function validate186(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (key0 !== "label") {
          return validate186.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors && data.label !== void 0 && typeof data.label != "string")
        return validate186.errors = [{ instancePath: instancePath + "/label", schemaPath: "#/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
    } else
      return validate186.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate186.errors = vErrors, errors === 0;
}
var widgetProps5 = validate187;
function validate188(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.img === void 0 && (missing0 = "img"))
        return validate188.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate188.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.img !== void 0) {
          let _errs3 = errors;
          if (typeof data.img != "string")
            return validate188.errors = [{ instancePath: instancePath + "/img", schemaPath: "#/properties/img/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.target_url !== void 0) {
            let _errs5 = errors;
            if (typeof data.target_url != "string")
              return validate188.errors = [{ instancePath: instancePath + "/target_url", schemaPath: "#/properties/target_url/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.title !== void 0) {
              let _errs7 = errors;
              if (typeof data.title != "string")
                return validate188.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate188.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate188.errors = vErrors, errors === 0;
}
function validate187(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "items" || key0 === "autoplayMs" || key0 === "height")) {
          return validate187.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
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
                validate188(data0[i0], { instancePath: instancePath + "/items/" + i0, parentData: data0, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate188.errors : vErrors.concat(validate188.errors), errors = vErrors.length);
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate187.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.autoplayMs !== void 0) {
            let data2 = data.autoplayMs, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
              return validate187.errors = [{ instancePath: instancePath + "/autoplayMs", schemaPath: "#/properties/autoplayMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            if (errors === _errs5 && typeof data2 == "number" && isFinite(data2) && (data2 < 1e3 || isNaN(data2)))
              return validate187.errors = [{ instancePath: instancePath + "/autoplayMs", schemaPath: "#/properties/autoplayMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1e3 }, message: "must be >= 1000" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.height !== void 0) {
              let data3 = data.height, _errs7 = errors;
              if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                return validate187.errors = [{ instancePath: instancePath + "/height", schemaPath: "#/properties/height/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              if (errors === _errs7 && typeof data3 == "number" && isFinite(data3)) {
                if (data3 > 400 || isNaN(data3))
                  return validate187.errors = [{ instancePath: instancePath + "/height", schemaPath: "#/properties/height/maximum", keyword: "maximum", params: { comparison: "<=", limit: 400 }, message: "must be <= 400" }], !1;
                if (data3 < 40 || isNaN(data3))
                  return validate187.errors = [{ instancePath: instancePath + "/height", schemaPath: "#/properties/height/minimum", keyword: "minimum", params: { comparison: ">=", limit: 40 }, message: "must be >= 40" }], !1;
              }
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate187.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate187.errors = vErrors, errors === 0;
}
var widgetProps6 = validate190;
function validate190(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "title" || key0 === "text" || key0 === "closeText" || key0 === "live")) {
          return validate190.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.title !== void 0) {
          let _errs2 = errors;
          if (typeof data.title != "string")
            return validate190.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.text !== void 0) {
            let _errs4 = errors;
            if (typeof data.text != "string")
              return validate190.errors = [{ instancePath: instancePath + "/text", schemaPath: "#/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.closeText !== void 0) {
              let _errs6 = errors;
              if (typeof data.closeText != "string")
                return validate190.errors = [{ instancePath: instancePath + "/closeText", schemaPath: "#/properties/closeText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.live !== void 0) {
                let data3 = data.live, _errs8 = errors;
                if (!(data3 && typeof data3 == "object" && !Array.isArray(data3)))
                  return validate190.errors = [{ instancePath: instancePath + "/live", schemaPath: "#/properties/live/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate190.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate190.errors = vErrors, errors === 0;
}
var widgetProps7 = validate191, schema64 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { channels: { type: "array", items: { $ref: "../../schemas/entities/channel.json" } }, activeId: { type: ["integer", "string"] }, showRecommend: { type: "boolean" }, recommendText: { type: "string" }, minTabs: { type: "integer", minimum: 0 } }, $id: "https://schemas.boyihui.local/widgets/channel-tabs/channel-tabs.schema.json" };
function validate192(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.title === void 0 && (missing0 = "title"))
        return validate192.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate192.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.title !== void 0) {
          let _errs3 = errors;
          if (typeof data.title != "string")
            return validate192.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.name !== void 0) {
            let _errs5 = errors;
            if (typeof data.name != "string")
              return validate192.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.origin_type !== void 0) {
              let data3 = data.origin_type, _errs7 = errors;
              if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                return validate192.errors = [{ instancePath: instancePath + "/origin_type", schemaPath: "#/properties/origin_type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate192.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate192.errors = vErrors, errors === 0;
}
function validate191(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "channels" || key0 === "activeId" || key0 === "showRecommend" || key0 === "recommendText" || key0 === "minTabs")) {
          return validate191.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
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
                validate192(data0[i0], { instancePath: instancePath + "/channels/" + i0, parentData: data0, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate192.errors : vErrors.concat(validate192.errors), errors = vErrors.length);
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate191.errors = [{ instancePath: instancePath + "/channels", schemaPath: "#/properties/channels/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.activeId !== void 0) {
            let data2 = data.activeId, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)) && typeof data2 != "string")
              return validate191.errors = [{ instancePath: instancePath + "/activeId", schemaPath: "#/properties/activeId/type", keyword: "type", params: { type: schema64.properties.activeId.type }, message: "must be integer,string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.showRecommend !== void 0) {
              let _errs7 = errors;
              if (typeof data.showRecommend != "boolean")
                return validate191.errors = [{ instancePath: instancePath + "/showRecommend", schemaPath: "#/properties/showRecommend/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.recommendText !== void 0) {
                let _errs9 = errors;
                if (typeof data.recommendText != "string")
                  return validate191.errors = [{ instancePath: instancePath + "/recommendText", schemaPath: "#/properties/recommendText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0)
                if (data.minTabs !== void 0) {
                  let data5 = data.minTabs, _errs11 = errors;
                  if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                    return validate191.errors = [{ instancePath: instancePath + "/minTabs", schemaPath: "#/properties/minTabs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                  if (errors === _errs11 && typeof data5 == "number" && isFinite(data5) && (data5 < 0 || isNaN(data5)))
                    return validate191.errors = [{ instancePath: instancePath + "/minTabs", schemaPath: "#/properties/minTabs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
            }
          }
        }
      }
    } else
      return validate191.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate191.errors = vErrors, errors === 0;
}
var widgetProps8 = validate194, schema66 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { tel: { type: ["string", "null"] }, title: { type: "string" }, sentText: { type: "string" }, length: { type: ["integer", "null"], minimum: 4, maximum: 8 }, countdown: { type: "integer", minimum: 1, maximum: 600 }, changeText: { type: "string" } }, $id: "https://schemas.boyihui.local/widgets/code-entry/code-entry.schema.json" };
function validate194(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "tel" || key0 === "title" || key0 === "sentText" || key0 === "length" || key0 === "countdown" || key0 === "changeText")) {
          return validate194.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.tel !== void 0) {
          let data0 = data.tel, _errs2 = errors;
          if (typeof data0 != "string" && data0 !== null)
            return validate194.errors = [{ instancePath: instancePath + "/tel", schemaPath: "#/properties/tel/type", keyword: "type", params: { type: schema66.properties.tel.type }, message: "must be string,null" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.title !== void 0) {
            let _errs4 = errors;
            if (typeof data.title != "string")
              return validate194.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.sentText !== void 0) {
              let _errs6 = errors;
              if (typeof data.sentText != "string")
                return validate194.errors = [{ instancePath: instancePath + "/sentText", schemaPath: "#/properties/sentText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.length !== void 0) {
                let data3 = data.length, _errs8 = errors;
                if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)) && data3 !== null)
                  return validate194.errors = [{ instancePath: instancePath + "/length", schemaPath: "#/properties/length/type", keyword: "type", params: { type: schema66.properties.length.type }, message: "must be integer,null" }], !1;
                if (errors === _errs8 && typeof data3 == "number" && isFinite(data3)) {
                  if (data3 > 8 || isNaN(data3))
                    return validate194.errors = [{ instancePath: instancePath + "/length", schemaPath: "#/properties/length/maximum", keyword: "maximum", params: { comparison: "<=", limit: 8 }, message: "must be <= 8" }], !1;
                  if (data3 < 4 || isNaN(data3))
                    return validate194.errors = [{ instancePath: instancePath + "/length", schemaPath: "#/properties/length/minimum", keyword: "minimum", params: { comparison: ">=", limit: 4 }, message: "must be >= 4" }], !1;
                }
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.countdown !== void 0) {
                  let data4 = data.countdown, _errs10 = errors;
                  if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4)))
                    return validate194.errors = [{ instancePath: instancePath + "/countdown", schemaPath: "#/properties/countdown/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                  if (errors === _errs10 && typeof data4 == "number" && isFinite(data4)) {
                    if (data4 > 600 || isNaN(data4))
                      return validate194.errors = [{ instancePath: instancePath + "/countdown", schemaPath: "#/properties/countdown/maximum", keyword: "maximum", params: { comparison: "<=", limit: 600 }, message: "must be <= 600" }], !1;
                    if (data4 < 1 || isNaN(data4))
                      return validate194.errors = [{ instancePath: instancePath + "/countdown", schemaPath: "#/properties/countdown/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
                  }
                  var valid0 = _errs10 === errors;
                } else
                  var valid0 = !0;
                if (valid0)
                  if (data.changeText !== void 0) {
                    let _errs12 = errors;
                    if (typeof data.changeText != "string")
                      return validate194.errors = [{ instancePath: instancePath + "/changeText", schemaPath: "#/properties/changeText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs12 === errors;
                  } else
                    var valid0 = !0;
              }
            }
          }
        }
      }
    } else
      return validate194.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate194.errors = vErrors, errors === 0;
}
var widgetProps9 = validate195, schema67 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { title: { type: "string" }, logo: { type: "string" }, desc: { type: "string" }, descLength: { type: "integer", minimum: 0 }, titleLength: { type: "integer", minimum: 1 }, contentCount: { type: "integer", minimum: 0 }, followerCount: { type: "integer", minimum: 0 }, readerCount: { type: "integer", minimum: 0 }, updatedCount: { type: "integer", minimum: 0 }, totalCount: { type: "integer", minimum: 0 }, isSubscribe: { type: "integer", enum: [0, 1] }, showFollow: { type: "boolean" }, isFavorite: { type: "boolean" }, linkText: { type: "string" } }, $id: "https://schemas.boyihui.local/widgets/column-header/column-header.schema.json" };
function validate195(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!func2.call(schema67.properties, key0)) {
          return validate195.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.title !== void 0) {
          let _errs2 = errors;
          if (typeof data.title != "string")
            return validate195.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.logo !== void 0) {
            let _errs4 = errors;
            if (typeof data.logo != "string")
              return validate195.errors = [{ instancePath: instancePath + "/logo", schemaPath: "#/properties/logo/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.desc !== void 0) {
              let _errs6 = errors;
              if (typeof data.desc != "string")
                return validate195.errors = [{ instancePath: instancePath + "/desc", schemaPath: "#/properties/desc/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.descLength !== void 0) {
                let data3 = data.descLength, _errs8 = errors;
                if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                  return validate195.errors = [{ instancePath: instancePath + "/descLength", schemaPath: "#/properties/descLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                if (errors === _errs8 && typeof data3 == "number" && isFinite(data3) && (data3 < 0 || isNaN(data3)))
                  return validate195.errors = [{ instancePath: instancePath + "/descLength", schemaPath: "#/properties/descLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.titleLength !== void 0) {
                  let data4 = data.titleLength, _errs10 = errors;
                  if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4)))
                    return validate195.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                  if (errors === _errs10 && typeof data4 == "number" && isFinite(data4) && (data4 < 1 || isNaN(data4)))
                    return validate195.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
                  var valid0 = _errs10 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.contentCount !== void 0) {
                    let data5 = data.contentCount, _errs12 = errors;
                    if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                      return validate195.errors = [{ instancePath: instancePath + "/contentCount", schemaPath: "#/properties/contentCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                    if (errors === _errs12 && typeof data5 == "number" && isFinite(data5) && (data5 < 0 || isNaN(data5)))
                      return validate195.errors = [{ instancePath: instancePath + "/contentCount", schemaPath: "#/properties/contentCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                    var valid0 = _errs12 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.followerCount !== void 0) {
                      let data6 = data.followerCount, _errs14 = errors;
                      if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)))
                        return validate195.errors = [{ instancePath: instancePath + "/followerCount", schemaPath: "#/properties/followerCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                      if (errors === _errs14 && typeof data6 == "number" && isFinite(data6) && (data6 < 0 || isNaN(data6)))
                        return validate195.errors = [{ instancePath: instancePath + "/followerCount", schemaPath: "#/properties/followerCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                      var valid0 = _errs14 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.readerCount !== void 0) {
                        let data7 = data.readerCount, _errs16 = errors;
                        if (!(typeof data7 == "number" && !(data7 % 1) && !isNaN(data7) && isFinite(data7)))
                          return validate195.errors = [{ instancePath: instancePath + "/readerCount", schemaPath: "#/properties/readerCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                        if (errors === _errs16 && typeof data7 == "number" && isFinite(data7) && (data7 < 0 || isNaN(data7)))
                          return validate195.errors = [{ instancePath: instancePath + "/readerCount", schemaPath: "#/properties/readerCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                        var valid0 = _errs16 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0) {
                        if (data.updatedCount !== void 0) {
                          let data8 = data.updatedCount, _errs18 = errors;
                          if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8)))
                            return validate195.errors = [{ instancePath: instancePath + "/updatedCount", schemaPath: "#/properties/updatedCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                          if (errors === _errs18 && typeof data8 == "number" && isFinite(data8) && (data8 < 0 || isNaN(data8)))
                            return validate195.errors = [{ instancePath: instancePath + "/updatedCount", schemaPath: "#/properties/updatedCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                          var valid0 = _errs18 === errors;
                        } else
                          var valid0 = !0;
                        if (valid0) {
                          if (data.totalCount !== void 0) {
                            let data9 = data.totalCount, _errs20 = errors;
                            if (!(typeof data9 == "number" && !(data9 % 1) && !isNaN(data9) && isFinite(data9)))
                              return validate195.errors = [{ instancePath: instancePath + "/totalCount", schemaPath: "#/properties/totalCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                            if (errors === _errs20 && typeof data9 == "number" && isFinite(data9) && (data9 < 0 || isNaN(data9)))
                              return validate195.errors = [{ instancePath: instancePath + "/totalCount", schemaPath: "#/properties/totalCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                            var valid0 = _errs20 === errors;
                          } else
                            var valid0 = !0;
                          if (valid0) {
                            if (data.isSubscribe !== void 0) {
                              let data10 = data.isSubscribe, _errs22 = errors;
                              if (!(typeof data10 == "number" && !(data10 % 1) && !isNaN(data10) && isFinite(data10)))
                                return validate195.errors = [{ instancePath: instancePath + "/isSubscribe", schemaPath: "#/properties/isSubscribe/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                              if (!(data10 === 0 || data10 === 1))
                                return validate195.errors = [{ instancePath: instancePath + "/isSubscribe", schemaPath: "#/properties/isSubscribe/enum", keyword: "enum", params: { allowedValues: schema67.properties.isSubscribe.enum }, message: "must be equal to one of the allowed values" }], !1;
                              var valid0 = _errs22 === errors;
                            } else
                              var valid0 = !0;
                            if (valid0) {
                              if (data.showFollow !== void 0) {
                                let _errs24 = errors;
                                if (typeof data.showFollow != "boolean")
                                  return validate195.errors = [{ instancePath: instancePath + "/showFollow", schemaPath: "#/properties/showFollow/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                                var valid0 = _errs24 === errors;
                              } else
                                var valid0 = !0;
                              if (valid0) {
                                if (data.isFavorite !== void 0) {
                                  let _errs26 = errors;
                                  if (typeof data.isFavorite != "boolean")
                                    return validate195.errors = [{ instancePath: instancePath + "/isFavorite", schemaPath: "#/properties/isFavorite/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                                  var valid0 = _errs26 === errors;
                                } else
                                  var valid0 = !0;
                                if (valid0)
                                  if (data.linkText !== void 0) {
                                    let _errs28 = errors;
                                    if (typeof data.linkText != "string")
                                      return validate195.errors = [{ instancePath: instancePath + "/linkText", schemaPath: "#/properties/linkText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
      }
    } else
      return validate195.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate195.errors = vErrors, errors === 0;
}
var widgetProps10 = validate196, schema68 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { comments: { type: "array", items: { $ref: "../../schemas/entities/comment.json" } }, total: { type: "integer", minimum: 0 }, title: { type: "string" }, showTitle: { type: "boolean" }, showFooter: { type: "boolean" }, showComments: { type: "boolean" }, likeCount: { type: "integer", minimum: 0 }, isLike: { type: "boolean" }, showFavorite: { type: "boolean" }, isFavorite: { type: "boolean" } }, $id: "https://schemas.boyihui.local/widgets/comment-thread/comment-thread.schema.json" }, schema69 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/entities/comment.json", type: "object", required: ["id", "user_id", "avatar", "name", "nickname", "content", "created_at", "like_count", "isLike", "top", "comment_id", "reply_name", "children"], properties: { id: { type: "integer" }, user_id: { type: "integer" }, avatar: { type: "string" }, name: { type: "string" }, nickname: { type: "string" }, content: { type: "string" }, created_at: { type: "string" }, like_count: { type: "integer", minimum: 0 }, isLike: { type: "boolean" }, top: { type: "integer", enum: [0, 1] }, comment_id: { type: "integer" }, reply_name: { type: "string" }, children: { type: "array", items: { $ref: "comment-reply.json" } } } };
function validate198(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.user_id === void 0 && (missing0 = "user_id") || data.avatar === void 0 && (missing0 = "avatar") || data.name === void 0 && (missing0 = "name") || data.content === void 0 && (missing0 = "content") || data.created_at === void 0 && (missing0 = "created_at") || data.comment_id === void 0 && (missing0 = "comment_id") || data.to_user_id === void 0 && (missing0 = "to_user_id") || data.reply_name === void 0 && (missing0 = "reply_name"))
        return validate198.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate198.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.user_id !== void 0) {
          let data1 = data.user_id, _errs3 = errors;
          if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)))
            return validate198.errors = [{ instancePath: instancePath + "/user_id", schemaPath: "#/properties/user_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.avatar !== void 0) {
            let _errs5 = errors;
            if (typeof data.avatar != "string")
              return validate198.errors = [{ instancePath: instancePath + "/avatar", schemaPath: "#/properties/avatar/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.name !== void 0) {
              let _errs7 = errors;
              if (typeof data.name != "string")
                return validate198.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.content !== void 0) {
                let _errs9 = errors;
                if (typeof data.content != "string")
                  return validate198.errors = [{ instancePath: instancePath + "/content", schemaPath: "#/properties/content/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.created_at !== void 0) {
                  let _errs11 = errors;
                  if (typeof data.created_at != "string")
                    return validate198.errors = [{ instancePath: instancePath + "/created_at", schemaPath: "#/properties/created_at/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.comment_id !== void 0) {
                    let data6 = data.comment_id, _errs13 = errors;
                    if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)))
                      return validate198.errors = [{ instancePath: instancePath + "/comment_id", schemaPath: "#/properties/comment_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                    var valid0 = _errs13 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.to_user_id !== void 0) {
                      let data7 = data.to_user_id, _errs15 = errors;
                      if (!(typeof data7 == "number" && !(data7 % 1) && !isNaN(data7) && isFinite(data7)))
                        return validate198.errors = [{ instancePath: instancePath + "/to_user_id", schemaPath: "#/properties/to_user_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                      var valid0 = _errs15 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0)
                      if (data.reply_name !== void 0) {
                        let _errs17 = errors;
                        if (typeof data.reply_name != "string")
                          return validate198.errors = [{ instancePath: instancePath + "/reply_name", schemaPath: "#/properties/reply_name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
      return validate198.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate198.errors = vErrors, errors === 0;
}
function validate197(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.user_id === void 0 && (missing0 = "user_id") || data.avatar === void 0 && (missing0 = "avatar") || data.name === void 0 && (missing0 = "name") || data.nickname === void 0 && (missing0 = "nickname") || data.content === void 0 && (missing0 = "content") || data.created_at === void 0 && (missing0 = "created_at") || data.like_count === void 0 && (missing0 = "like_count") || data.isLike === void 0 && (missing0 = "isLike") || data.top === void 0 && (missing0 = "top") || data.comment_id === void 0 && (missing0 = "comment_id") || data.reply_name === void 0 && (missing0 = "reply_name") || data.children === void 0 && (missing0 = "children"))
        return validate197.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate197.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.user_id !== void 0) {
          let data1 = data.user_id, _errs3 = errors;
          if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)))
            return validate197.errors = [{ instancePath: instancePath + "/user_id", schemaPath: "#/properties/user_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.avatar !== void 0) {
            let _errs5 = errors;
            if (typeof data.avatar != "string")
              return validate197.errors = [{ instancePath: instancePath + "/avatar", schemaPath: "#/properties/avatar/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.name !== void 0) {
              let _errs7 = errors;
              if (typeof data.name != "string")
                return validate197.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.nickname !== void 0) {
                let _errs9 = errors;
                if (typeof data.nickname != "string")
                  return validate197.errors = [{ instancePath: instancePath + "/nickname", schemaPath: "#/properties/nickname/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.content !== void 0) {
                  let _errs11 = errors;
                  if (typeof data.content != "string")
                    return validate197.errors = [{ instancePath: instancePath + "/content", schemaPath: "#/properties/content/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.created_at !== void 0) {
                    let _errs13 = errors;
                    if (typeof data.created_at != "string")
                      return validate197.errors = [{ instancePath: instancePath + "/created_at", schemaPath: "#/properties/created_at/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs13 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.like_count !== void 0) {
                      let data7 = data.like_count, _errs15 = errors;
                      if (!(typeof data7 == "number" && !(data7 % 1) && !isNaN(data7) && isFinite(data7)))
                        return validate197.errors = [{ instancePath: instancePath + "/like_count", schemaPath: "#/properties/like_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                      if (errors === _errs15 && typeof data7 == "number" && isFinite(data7) && (data7 < 0 || isNaN(data7)))
                        return validate197.errors = [{ instancePath: instancePath + "/like_count", schemaPath: "#/properties/like_count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                      var valid0 = _errs15 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.isLike !== void 0) {
                        let _errs17 = errors;
                        if (typeof data.isLike != "boolean")
                          return validate197.errors = [{ instancePath: instancePath + "/isLike", schemaPath: "#/properties/isLike/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                        var valid0 = _errs17 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0) {
                        if (data.top !== void 0) {
                          let data9 = data.top, _errs19 = errors;
                          if (!(typeof data9 == "number" && !(data9 % 1) && !isNaN(data9) && isFinite(data9)))
                            return validate197.errors = [{ instancePath: instancePath + "/top", schemaPath: "#/properties/top/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                          if (!(data9 === 0 || data9 === 1))
                            return validate197.errors = [{ instancePath: instancePath + "/top", schemaPath: "#/properties/top/enum", keyword: "enum", params: { allowedValues: schema69.properties.top.enum }, message: "must be equal to one of the allowed values" }], !1;
                          var valid0 = _errs19 === errors;
                        } else
                          var valid0 = !0;
                        if (valid0) {
                          if (data.comment_id !== void 0) {
                            let data10 = data.comment_id, _errs21 = errors;
                            if (!(typeof data10 == "number" && !(data10 % 1) && !isNaN(data10) && isFinite(data10)))
                              return validate197.errors = [{ instancePath: instancePath + "/comment_id", schemaPath: "#/properties/comment_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                            var valid0 = _errs21 === errors;
                          } else
                            var valid0 = !0;
                          if (valid0) {
                            if (data.reply_name !== void 0) {
                              let _errs23 = errors;
                              if (typeof data.reply_name != "string")
                                return validate197.errors = [{ instancePath: instancePath + "/reply_name", schemaPath: "#/properties/reply_name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                              var valid0 = _errs23 === errors;
                            } else
                              var valid0 = !0;
                            if (valid0)
                              if (data.children !== void 0) {
                                let data12 = data.children, _errs25 = errors;
                                if (errors === _errs25)
                                  if (Array.isArray(data12)) {
                                    var valid1 = !0;
                                    let len0 = data12.length;
                                    for (let i0 = 0; i0 < len0; i0++) {
                                      let _errs27 = errors;
                                      validate198(data12[i0], { instancePath: instancePath + "/children/" + i0, parentData: data12, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate198.errors : vErrors.concat(validate198.errors), errors = vErrors.length);
                                      var valid1 = _errs27 === errors;
                                      if (!valid1)
                                        break;
                                    }
                                  } else
                                    return validate197.errors = [{ instancePath: instancePath + "/children", schemaPath: "#/properties/children/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                                var valid0 = _errs25 === errors;
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
    } else
      return validate197.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate197.errors = vErrors, errors === 0;
}
function validate196(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!func2.call(schema68.properties, key0)) {
          return validate196.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
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
                validate197(data0[i0], { instancePath: instancePath + "/comments/" + i0, parentData: data0, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate197.errors : vErrors.concat(validate197.errors), errors = vErrors.length);
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate196.errors = [{ instancePath: instancePath + "/comments", schemaPath: "#/properties/comments/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.total !== void 0) {
            let data2 = data.total, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
              return validate196.errors = [{ instancePath: instancePath + "/total", schemaPath: "#/properties/total/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            if (errors === _errs5 && typeof data2 == "number" && isFinite(data2) && (data2 < 0 || isNaN(data2)))
              return validate196.errors = [{ instancePath: instancePath + "/total", schemaPath: "#/properties/total/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.title !== void 0) {
              let _errs7 = errors;
              if (typeof data.title != "string")
                return validate196.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.showTitle !== void 0) {
                let _errs9 = errors;
                if (typeof data.showTitle != "boolean")
                  return validate196.errors = [{ instancePath: instancePath + "/showTitle", schemaPath: "#/properties/showTitle/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.showFooter !== void 0) {
                  let _errs11 = errors;
                  if (typeof data.showFooter != "boolean")
                    return validate196.errors = [{ instancePath: instancePath + "/showFooter", schemaPath: "#/properties/showFooter/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.showComments !== void 0) {
                    let _errs13 = errors;
                    if (typeof data.showComments != "boolean")
                      return validate196.errors = [{ instancePath: instancePath + "/showComments", schemaPath: "#/properties/showComments/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                    var valid0 = _errs13 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.likeCount !== void 0) {
                      let data7 = data.likeCount, _errs15 = errors;
                      if (!(typeof data7 == "number" && !(data7 % 1) && !isNaN(data7) && isFinite(data7)))
                        return validate196.errors = [{ instancePath: instancePath + "/likeCount", schemaPath: "#/properties/likeCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                      if (errors === _errs15 && typeof data7 == "number" && isFinite(data7) && (data7 < 0 || isNaN(data7)))
                        return validate196.errors = [{ instancePath: instancePath + "/likeCount", schemaPath: "#/properties/likeCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                      var valid0 = _errs15 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.isLike !== void 0) {
                        let _errs17 = errors;
                        if (typeof data.isLike != "boolean")
                          return validate196.errors = [{ instancePath: instancePath + "/isLike", schemaPath: "#/properties/isLike/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                        var valid0 = _errs17 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0) {
                        if (data.showFavorite !== void 0) {
                          let _errs19 = errors;
                          if (typeof data.showFavorite != "boolean")
                            return validate196.errors = [{ instancePath: instancePath + "/showFavorite", schemaPath: "#/properties/showFavorite/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                          var valid0 = _errs19 === errors;
                        } else
                          var valid0 = !0;
                        if (valid0)
                          if (data.isFavorite !== void 0) {
                            let _errs21 = errors;
                            if (typeof data.isFavorite != "boolean")
                              return validate196.errors = [{ instancePath: instancePath + "/isFavorite", schemaPath: "#/properties/isFavorite/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
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
      return validate196.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate196.errors = vErrors, errors === 0;
}
var widgetProps11 = validate201;
function validate201(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "title" || key0 === "mobile" || key0 === "email" || key0 === "qrcode" || key0 === "qrcodeName")) {
          return validate201.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.title !== void 0) {
          let _errs2 = errors;
          if (typeof data.title != "string")
            return validate201.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.mobile !== void 0) {
            let _errs4 = errors;
            if (typeof data.mobile != "string")
              return validate201.errors = [{ instancePath: instancePath + "/mobile", schemaPath: "#/properties/mobile/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.email !== void 0) {
              let _errs6 = errors;
              if (typeof data.email != "string")
                return validate201.errors = [{ instancePath: instancePath + "/email", schemaPath: "#/properties/email/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.qrcode !== void 0) {
                let _errs8 = errors;
                if (typeof data.qrcode != "string")
                  return validate201.errors = [{ instancePath: instancePath + "/qrcode", schemaPath: "#/properties/qrcode/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
              if (valid0)
                if (data.qrcodeName !== void 0) {
                  let _errs10 = errors;
                  if (typeof data.qrcodeName != "string")
                    return validate201.errors = [{ instancePath: instancePath + "/qrcodeName", schemaPath: "#/properties/qrcodeName/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs10 === errors;
                } else
                  var valid0 = !0;
            }
          }
        }
      }
    } else
      return validate201.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate201.errors = vErrors, errors === 0;
}
var widgetProps12 = validate202, schema72 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { title: { type: "string" }, items: { type: "array", items: { $ref: "../../schemas/entities/content-item.json" } }, hasMore: { type: "boolean" }, loading: { type: "boolean" }, error: { type: "boolean" }, endText: { type: "string" }, emptyText: { type: "string" }, showEnd: { type: "boolean" }, variant: { type: "string", enum: ["card", "row"] }, paging: { type: "string", enum: ["scroll", "button"] }, moreText: { type: "string" }, titleLength: { type: "integer", minimum: 1 } }, $id: "https://schemas.boyihui.local/widgets/content-list/content-list.schema.json" };
function validate202(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!func2.call(schema72.properties, key0)) {
          return validate202.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.title !== void 0) {
          let _errs2 = errors;
          if (typeof data.title != "string")
            return validate202.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
                  validate182(data1[i0], { instancePath: instancePath + "/items/" + i0, parentData: data1, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate182.errors : vErrors.concat(validate182.errors), errors = vErrors.length);
                  var valid1 = _errs6 === errors;
                  if (!valid1)
                    break;
                }
              } else
                return validate202.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.hasMore !== void 0) {
              let _errs7 = errors;
              if (typeof data.hasMore != "boolean")
                return validate202.errors = [{ instancePath: instancePath + "/hasMore", schemaPath: "#/properties/hasMore/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.loading !== void 0) {
                let _errs9 = errors;
                if (typeof data.loading != "boolean")
                  return validate202.errors = [{ instancePath: instancePath + "/loading", schemaPath: "#/properties/loading/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.error !== void 0) {
                  let _errs11 = errors;
                  if (typeof data.error != "boolean")
                    return validate202.errors = [{ instancePath: instancePath + "/error", schemaPath: "#/properties/error/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.endText !== void 0) {
                    let _errs13 = errors;
                    if (typeof data.endText != "string")
                      return validate202.errors = [{ instancePath: instancePath + "/endText", schemaPath: "#/properties/endText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs13 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.emptyText !== void 0) {
                      let _errs15 = errors;
                      if (typeof data.emptyText != "string")
                        return validate202.errors = [{ instancePath: instancePath + "/emptyText", schemaPath: "#/properties/emptyText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid0 = _errs15 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.showEnd !== void 0) {
                        let _errs17 = errors;
                        if (typeof data.showEnd != "boolean")
                          return validate202.errors = [{ instancePath: instancePath + "/showEnd", schemaPath: "#/properties/showEnd/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                        var valid0 = _errs17 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0) {
                        if (data.variant !== void 0) {
                          let data9 = data.variant, _errs19 = errors;
                          if (typeof data9 != "string")
                            return validate202.errors = [{ instancePath: instancePath + "/variant", schemaPath: "#/properties/variant/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                          if (!(data9 === "card" || data9 === "row"))
                            return validate202.errors = [{ instancePath: instancePath + "/variant", schemaPath: "#/properties/variant/enum", keyword: "enum", params: { allowedValues: schema72.properties.variant.enum }, message: "must be equal to one of the allowed values" }], !1;
                          var valid0 = _errs19 === errors;
                        } else
                          var valid0 = !0;
                        if (valid0) {
                          if (data.paging !== void 0) {
                            let data10 = data.paging, _errs21 = errors;
                            if (typeof data10 != "string")
                              return validate202.errors = [{ instancePath: instancePath + "/paging", schemaPath: "#/properties/paging/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                            if (!(data10 === "scroll" || data10 === "button"))
                              return validate202.errors = [{ instancePath: instancePath + "/paging", schemaPath: "#/properties/paging/enum", keyword: "enum", params: { allowedValues: schema72.properties.paging.enum }, message: "must be equal to one of the allowed values" }], !1;
                            var valid0 = _errs21 === errors;
                          } else
                            var valid0 = !0;
                          if (valid0) {
                            if (data.moreText !== void 0) {
                              let _errs23 = errors;
                              if (typeof data.moreText != "string")
                                return validate202.errors = [{ instancePath: instancePath + "/moreText", schemaPath: "#/properties/moreText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                              var valid0 = _errs23 === errors;
                            } else
                              var valid0 = !0;
                            if (valid0)
                              if (data.titleLength !== void 0) {
                                let data12 = data.titleLength, _errs25 = errors;
                                if (!(typeof data12 == "number" && !(data12 % 1) && !isNaN(data12) && isFinite(data12)))
                                  return validate202.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                if (errors === _errs25 && typeof data12 == "number" && isFinite(data12) && (data12 < 1 || isNaN(data12)))
                                  return validate202.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
                                var valid0 = _errs25 === errors;
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
    } else
      return validate202.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate202.errors = vErrors, errors === 0;
}
var widgetProps13 = validate204, schema73 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { title: { type: "string" }, cover: { type: "string" }, doctor: { type: "string" }, hospital: { type: "string" }, viewCount: { type: "integer", minimum: 0 }, durationFormat: { type: "string" }, courseCount: { type: "integer", minimum: 0 }, desc: { type: "string" }, parent: { type: ["object", "null"], required: ["id", "title"], properties: { id: { type: "integer" }, title: { type: "string" } } }, titleLength: { type: "integer", minimum: 1 } }, $id: "https://schemas.boyihui.local/widgets/course-info/course-info.schema.json" };
function validate204(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!func2.call(schema73.properties, key0)) {
          return validate204.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.title !== void 0) {
          let _errs2 = errors;
          if (typeof data.title != "string")
            return validate204.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.cover !== void 0) {
            let _errs4 = errors;
            if (typeof data.cover != "string")
              return validate204.errors = [{ instancePath: instancePath + "/cover", schemaPath: "#/properties/cover/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.doctor !== void 0) {
              let _errs6 = errors;
              if (typeof data.doctor != "string")
                return validate204.errors = [{ instancePath: instancePath + "/doctor", schemaPath: "#/properties/doctor/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.hospital !== void 0) {
                let _errs8 = errors;
                if (typeof data.hospital != "string")
                  return validate204.errors = [{ instancePath: instancePath + "/hospital", schemaPath: "#/properties/hospital/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.viewCount !== void 0) {
                  let data4 = data.viewCount, _errs10 = errors;
                  if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4)))
                    return validate204.errors = [{ instancePath: instancePath + "/viewCount", schemaPath: "#/properties/viewCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                  if (errors === _errs10 && typeof data4 == "number" && isFinite(data4) && (data4 < 0 || isNaN(data4)))
                    return validate204.errors = [{ instancePath: instancePath + "/viewCount", schemaPath: "#/properties/viewCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                  var valid0 = _errs10 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.durationFormat !== void 0) {
                    let _errs12 = errors;
                    if (typeof data.durationFormat != "string")
                      return validate204.errors = [{ instancePath: instancePath + "/durationFormat", schemaPath: "#/properties/durationFormat/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs12 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.courseCount !== void 0) {
                      let data6 = data.courseCount, _errs14 = errors;
                      if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)))
                        return validate204.errors = [{ instancePath: instancePath + "/courseCount", schemaPath: "#/properties/courseCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                      if (errors === _errs14 && typeof data6 == "number" && isFinite(data6) && (data6 < 0 || isNaN(data6)))
                        return validate204.errors = [{ instancePath: instancePath + "/courseCount", schemaPath: "#/properties/courseCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                      var valid0 = _errs14 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.desc !== void 0) {
                        let _errs16 = errors;
                        if (typeof data.desc != "string")
                          return validate204.errors = [{ instancePath: instancePath + "/desc", schemaPath: "#/properties/desc/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                        var valid0 = _errs16 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0) {
                        if (data.parent !== void 0) {
                          let data8 = data.parent, _errs18 = errors;
                          if (!(data8 && typeof data8 == "object" && !Array.isArray(data8)) && data8 !== null)
                            return validate204.errors = [{ instancePath: instancePath + "/parent", schemaPath: "#/properties/parent/type", keyword: "type", params: { type: schema73.properties.parent.type }, message: "must be object,null" }], !1;
                          if (errors === _errs18 && data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                            let missing0;
                            if (data8.id === void 0 && (missing0 = "id") || data8.title === void 0 && (missing0 = "title"))
                              return validate204.errors = [{ instancePath: instancePath + "/parent", schemaPath: "#/properties/parent/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
                            if (data8.id !== void 0) {
                              let data9 = data8.id, _errs20 = errors;
                              if (!(typeof data9 == "number" && !(data9 % 1) && !isNaN(data9) && isFinite(data9)))
                                return validate204.errors = [{ instancePath: instancePath + "/parent/id", schemaPath: "#/properties/parent/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                              var valid1 = _errs20 === errors;
                            } else
                              var valid1 = !0;
                            if (valid1)
                              if (data8.title !== void 0) {
                                let _errs22 = errors;
                                if (typeof data8.title != "string")
                                  return validate204.errors = [{ instancePath: instancePath + "/parent/title", schemaPath: "#/properties/parent/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                var valid1 = _errs22 === errors;
                              } else
                                var valid1 = !0;
                          }
                          var valid0 = _errs18 === errors;
                        } else
                          var valid0 = !0;
                        if (valid0)
                          if (data.titleLength !== void 0) {
                            let data11 = data.titleLength, _errs24 = errors;
                            if (!(typeof data11 == "number" && !(data11 % 1) && !isNaN(data11) && isFinite(data11)))
                              return validate204.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                            if (errors === _errs24 && typeof data11 == "number" && isFinite(data11) && (data11 < 1 || isNaN(data11)))
                              return validate204.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
                            var valid0 = _errs24 === errors;
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
      return validate204.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate204.errors = vErrors, errors === 0;
}
var widgetProps14 = validate205, schema74 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { title: { type: "string" }, hint: { type: "string" }, data: { type: ["object", "null"] }, fileName: { type: "string" }, gapBefore: { type: "boolean" } }, $id: "https://schemas.boyihui.local/widgets/data-export/data-export.schema.json" };
function validate205(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "title" || key0 === "hint" || key0 === "data" || key0 === "fileName" || key0 === "gapBefore")) {
          return validate205.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.title !== void 0) {
          let _errs2 = errors;
          if (typeof data.title != "string")
            return validate205.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.hint !== void 0) {
            let _errs4 = errors;
            if (typeof data.hint != "string")
              return validate205.errors = [{ instancePath: instancePath + "/hint", schemaPath: "#/properties/hint/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.data !== void 0) {
              let data2 = data.data, _errs6 = errors;
              if (!(data2 && typeof data2 == "object" && !Array.isArray(data2)) && data2 !== null)
                return validate205.errors = [{ instancePath: instancePath + "/data", schemaPath: "#/properties/data/type", keyword: "type", params: { type: schema74.properties.data.type }, message: "must be object,null" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.fileName !== void 0) {
                let _errs8 = errors;
                if (typeof data.fileName != "string")
                  return validate205.errors = [{ instancePath: instancePath + "/fileName", schemaPath: "#/properties/fileName/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
              if (valid0)
                if (data.gapBefore !== void 0) {
                  let _errs10 = errors;
                  if (typeof data.gapBefore != "boolean")
                    return validate205.errors = [{ instancePath: instancePath + "/gapBefore", schemaPath: "#/properties/gapBefore/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                  var valid0 = _errs10 === errors;
                } else
                  var valid0 = !0;
            }
          }
        }
      }
    } else
      return validate205.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate205.errors = vErrors, errors === 0;
}
var widgetProps15 = validate206;
function validate206(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "title" || key0 === "time" || key0 === "views" || key0 === "viewLabel" || key0 === "cover" || key0 === "titleLength")) {
          return validate206.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.title !== void 0) {
          let _errs2 = errors;
          if (typeof data.title != "string")
            return validate206.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.time !== void 0) {
            let _errs4 = errors;
            if (typeof data.time != "string")
              return validate206.errors = [{ instancePath: instancePath + "/time", schemaPath: "#/properties/time/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.views !== void 0) {
              let data2 = data.views, _errs6 = errors;
              if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
                return validate206.errors = [{ instancePath: instancePath + "/views", schemaPath: "#/properties/views/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              if (errors === _errs6 && typeof data2 == "number" && isFinite(data2) && (data2 < 0 || isNaN(data2)))
                return validate206.errors = [{ instancePath: instancePath + "/views", schemaPath: "#/properties/views/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.viewLabel !== void 0) {
                let _errs8 = errors;
                if (typeof data.viewLabel != "string")
                  return validate206.errors = [{ instancePath: instancePath + "/viewLabel", schemaPath: "#/properties/viewLabel/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.cover !== void 0) {
                  let _errs10 = errors;
                  if (typeof data.cover != "string")
                    return validate206.errors = [{ instancePath: instancePath + "/cover", schemaPath: "#/properties/cover/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs10 === errors;
                } else
                  var valid0 = !0;
                if (valid0)
                  if (data.titleLength !== void 0) {
                    let data5 = data.titleLength, _errs12 = errors;
                    if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                      return validate206.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                    if (errors === _errs12 && typeof data5 == "number" && isFinite(data5) && (data5 < 1 || isNaN(data5)))
                      return validate206.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
                    var valid0 = _errs12 === errors;
                  } else
                    var valid0 = !0;
              }
            }
          }
        }
      }
    } else
      return validate206.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate206.errors = vErrors, errors === 0;
}
var widgetProps16 = validate207;
function validate207(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "items" || key0 === "hasMore" || key0 === "loading" || key0 === "error" || key0 === "endText" || key0 === "emptyText" || key0 === "titleLength")) {
          return validate207.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
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
                validate182(data0[i0], { instancePath: instancePath + "/items/" + i0, parentData: data0, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate182.errors : vErrors.concat(validate182.errors), errors = vErrors.length);
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate207.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.hasMore !== void 0) {
            let _errs5 = errors;
            if (typeof data.hasMore != "boolean")
              return validate207.errors = [{ instancePath: instancePath + "/hasMore", schemaPath: "#/properties/hasMore/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.loading !== void 0) {
              let _errs7 = errors;
              if (typeof data.loading != "boolean")
                return validate207.errors = [{ instancePath: instancePath + "/loading", schemaPath: "#/properties/loading/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.error !== void 0) {
                let _errs9 = errors;
                if (typeof data.error != "boolean")
                  return validate207.errors = [{ instancePath: instancePath + "/error", schemaPath: "#/properties/error/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.endText !== void 0) {
                  let _errs11 = errors;
                  if (typeof data.endText != "string")
                    return validate207.errors = [{ instancePath: instancePath + "/endText", schemaPath: "#/properties/endText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.emptyText !== void 0) {
                    let _errs13 = errors;
                    if (typeof data.emptyText != "string")
                      return validate207.errors = [{ instancePath: instancePath + "/emptyText", schemaPath: "#/properties/emptyText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs13 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0)
                    if (data.titleLength !== void 0) {
                      let data7 = data.titleLength, _errs15 = errors;
                      if (!(typeof data7 == "number" && !(data7 % 1) && !isNaN(data7) && isFinite(data7)))
                        return validate207.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                      if (errors === _errs15 && typeof data7 == "number" && isFinite(data7) && (data7 < 1 || isNaN(data7)))
                        return validate207.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
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
      return validate207.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate207.errors = vErrors, errors === 0;
}
var widgetProps17 = validate209;
function validate209(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "placeholder" || key0 === "submitText")) {
          return validate209.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.placeholder !== void 0) {
          let _errs2 = errors;
          if (typeof data.placeholder != "string")
            return validate209.errors = [{ instancePath: instancePath + "/placeholder", schemaPath: "#/properties/placeholder/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0)
          if (data.submitText !== void 0) {
            let _errs4 = errors;
            if (typeof data.submitText != "string")
              return validate209.errors = [{ instancePath: instancePath + "/submitText", schemaPath: "#/properties/submitText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
      }
    } else
      return validate209.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate209.errors = vErrors, errors === 0;
}
var widgetProps18 = validate210;
function validate210(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "title" || key0 === "hint" || key0 === "homeText" || key0 === "showHome")) {
          return validate210.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.title !== void 0) {
          let _errs2 = errors;
          if (typeof data.title != "string")
            return validate210.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.hint !== void 0) {
            let _errs4 = errors;
            if (typeof data.hint != "string")
              return validate210.errors = [{ instancePath: instancePath + "/hint", schemaPath: "#/properties/hint/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.homeText !== void 0) {
              let _errs6 = errors;
              if (typeof data.homeText != "string")
                return validate210.errors = [{ instancePath: instancePath + "/homeText", schemaPath: "#/properties/homeText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.showHome !== void 0) {
                let _errs8 = errors;
                if (typeof data.showHome != "boolean")
                  return validate210.errors = [{ instancePath: instancePath + "/showHome", schemaPath: "#/properties/showHome/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate210.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate210.errors = vErrors, errors === 0;
}
var widgetProps19 = validate211;
function validate212(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.name === void 0 && (missing0 = "name"))
        return validate212.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate212.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.name !== void 0) {
          let _errs3 = errors;
          if (typeof data.name != "string")
            return validate212.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.avatar !== void 0) {
            let _errs5 = errors;
            if (typeof data.avatar != "string")
              return validate212.errors = [{ instancePath: instancePath + "/avatar", schemaPath: "#/properties/avatar/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.title !== void 0) {
              let _errs7 = errors;
              if (typeof data.title != "string")
                return validate212.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.hospital !== void 0) {
                let _errs9 = errors;
                if (typeof data.hospital != "string")
                  return validate212.errors = [{ instancePath: instancePath + "/hospital", schemaPath: "#/properties/hospital/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0)
                if (data.bio !== void 0) {
                  let _errs11 = errors;
                  if (typeof data.bio != "string")
                    return validate212.errors = [{ instancePath: instancePath + "/bio", schemaPath: "#/properties/bio/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
            }
          }
        }
      }
    } else
      return validate212.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate212.errors = vErrors, errors === 0;
}
function validate211(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "title" || key0 === "items")) {
          return validate211.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.title !== void 0) {
          let _errs2 = errors;
          if (typeof data.title != "string")
            return validate211.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
                  validate212(data1[i0], { instancePath: instancePath + "/items/" + i0, parentData: data1, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate212.errors : vErrors.concat(validate212.errors), errors = vErrors.length);
                  var valid1 = _errs6 === errors;
                  if (!valid1)
                    break;
                }
              } else
                return validate211.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
      }
    } else
      return validate211.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate211.errors = vErrors, errors === 0;
}
var widgetProps20 = validate214;
function validate214(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "label" || key0 === "bottom")) {
          return validate214.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.label !== void 0) {
          let _errs2 = errors;
          if (typeof data.label != "string")
            return validate214.errors = [{ instancePath: instancePath + "/label", schemaPath: "#/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0)
          if (data.bottom !== void 0) {
            let data1 = data.bottom, _errs4 = errors;
            if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)))
              return validate214.errors = [{ instancePath: instancePath + "/bottom", schemaPath: "#/properties/bottom/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            if (errors === _errs4 && typeof data1 == "number" && isFinite(data1)) {
              if (data1 > 600 || isNaN(data1))
                return validate214.errors = [{ instancePath: instancePath + "/bottom", schemaPath: "#/properties/bottom/maximum", keyword: "maximum", params: { comparison: "<=", limit: 600 }, message: "must be <= 600" }], !1;
              if (data1 < 0 || isNaN(data1))
                return validate214.errors = [{ instancePath: instancePath + "/bottom", schemaPath: "#/properties/bottom/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
            }
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
      }
    } else
      return validate214.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate214.errors = vErrors, errors === 0;
}
var widgetProps21 = validate215;
var schema83 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/entities/medical-column.json", type: "object", required: ["id", "title", "logo", "desc", "py", "subscribe_count", "is_subscribe", "current_count", "view_count"], properties: { id: { type: "integer" }, title: { type: "string" }, logo: { type: "string" }, desc: { type: "string" }, py: { type: "string" }, subscribe_count: { type: "integer" }, is_subscribe: { type: "integer", enum: [0, 1] }, showRedPoint: { type: "boolean" }, current_count: { type: "integer" }, view_count: { type: "integer" } } };
function validate216(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.title === void 0 && (missing0 = "title") || data.logo === void 0 && (missing0 = "logo") || data.desc === void 0 && (missing0 = "desc") || data.py === void 0 && (missing0 = "py") || data.subscribe_count === void 0 && (missing0 = "subscribe_count") || data.is_subscribe === void 0 && (missing0 = "is_subscribe") || data.current_count === void 0 && (missing0 = "current_count") || data.view_count === void 0 && (missing0 = "view_count"))
        return validate216.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate216.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.title !== void 0) {
          let _errs3 = errors;
          if (typeof data.title != "string")
            return validate216.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.logo !== void 0) {
            let _errs5 = errors;
            if (typeof data.logo != "string")
              return validate216.errors = [{ instancePath: instancePath + "/logo", schemaPath: "#/properties/logo/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.desc !== void 0) {
              let _errs7 = errors;
              if (typeof data.desc != "string")
                return validate216.errors = [{ instancePath: instancePath + "/desc", schemaPath: "#/properties/desc/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.py !== void 0) {
                let _errs9 = errors;
                if (typeof data.py != "string")
                  return validate216.errors = [{ instancePath: instancePath + "/py", schemaPath: "#/properties/py/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.subscribe_count !== void 0) {
                  let data5 = data.subscribe_count, _errs11 = errors;
                  if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                    return validate216.errors = [{ instancePath: instancePath + "/subscribe_count", schemaPath: "#/properties/subscribe_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.is_subscribe !== void 0) {
                    let data6 = data.is_subscribe, _errs13 = errors;
                    if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)))
                      return validate216.errors = [{ instancePath: instancePath + "/is_subscribe", schemaPath: "#/properties/is_subscribe/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                    if (!(data6 === 0 || data6 === 1))
                      return validate216.errors = [{ instancePath: instancePath + "/is_subscribe", schemaPath: "#/properties/is_subscribe/enum", keyword: "enum", params: { allowedValues: schema83.properties.is_subscribe.enum }, message: "must be equal to one of the allowed values" }], !1;
                    var valid0 = _errs13 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.showRedPoint !== void 0) {
                      let _errs15 = errors;
                      if (typeof data.showRedPoint != "boolean")
                        return validate216.errors = [{ instancePath: instancePath + "/showRedPoint", schemaPath: "#/properties/showRedPoint/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                      var valid0 = _errs15 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.current_count !== void 0) {
                        let data8 = data.current_count, _errs17 = errors;
                        if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8)))
                          return validate216.errors = [{ instancePath: instancePath + "/current_count", schemaPath: "#/properties/current_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                        var valid0 = _errs17 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0)
                        if (data.view_count !== void 0) {
                          let data9 = data.view_count, _errs19 = errors;
                          if (!(typeof data9 == "number" && !(data9 % 1) && !isNaN(data9) && isFinite(data9)))
                            return validate216.errors = [{ instancePath: instancePath + "/view_count", schemaPath: "#/properties/view_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
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
      return validate216.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate216.errors = vErrors, errors === 0;
}
function validate215(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "title" || key0 === "items" || key0 === "titleLength")) {
          return validate215.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.title !== void 0) {
          let _errs2 = errors;
          if (typeof data.title != "string")
            return validate215.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
                  validate216(data1[i0], { instancePath: instancePath + "/items/" + i0, parentData: data1, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate216.errors : vErrors.concat(validate216.errors), errors = vErrors.length);
                  var valid1 = _errs6 === errors;
                  if (!valid1)
                    break;
                }
              } else
                return validate215.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.titleLength !== void 0) {
              let data3 = data.titleLength, _errs7 = errors;
              if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                return validate215.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              if (errors === _errs7 && typeof data3 == "number" && isFinite(data3) && (data3 < 1 || isNaN(data3)))
                return validate215.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate215.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate215.errors = vErrors, errors === 0;
}
var widgetProps22 = validate218;
function validate218(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (key0 !== "text") {
          return validate218.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors && data.text !== void 0 && typeof data.text != "string")
        return validate218.errors = [{ instancePath: instancePath + "/text", schemaPath: "#/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
    } else
      return validate218.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate218.errors = vErrors, errors === 0;
}
var widgetProps23 = validate219;
function validate220(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.topic_id === void 0 && (missing0 = "topic_id") || data.type === void 0 && (missing0 = "type") || data.title === void 0 && (missing0 = "title") || data.cover_img === void 0 && (missing0 = "cover_img") || data.created_at === void 0 && (missing0 = "created_at"))
        return validate220.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate220.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.topic_id !== void 0) {
          let data1 = data.topic_id, _errs3 = errors;
          if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)))
            return validate220.errors = [{ instancePath: instancePath + "/topic_id", schemaPath: "#/properties/topic_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.type !== void 0) {
            let data2 = data.type, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
              return validate220.errors = [{ instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.title !== void 0) {
              let _errs7 = errors;
              if (typeof data.title != "string")
                return validate220.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
                        return validate220.errors = [{ instancePath: instancePath + "/cover_img/" + i0, schemaPath: "#/properties/cover_img/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid1 = _errs11 === errors;
                      if (!valid1)
                        break;
                    }
                  } else
                    return validate220.errors = [{ instancePath: instancePath + "/cover_img", schemaPath: "#/properties/cover_img/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.content !== void 0) {
                  let _errs13 = errors;
                  if (typeof data.content != "string")
                    return validate220.errors = [{ instancePath: instancePath + "/content", schemaPath: "#/properties/content/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs13 === errors;
                } else
                  var valid0 = !0;
                if (valid0)
                  if (data.created_at !== void 0) {
                    let _errs15 = errors;
                    if (typeof data.created_at != "string")
                      return validate220.errors = [{ instancePath: instancePath + "/created_at", schemaPath: "#/properties/created_at/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs15 === errors;
                  } else
                    var valid0 = !0;
              }
            }
          }
        }
      }
    } else
      return validate220.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate220.errors = vErrors, errors === 0;
}
function validate219(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (key0 !== "honour") {
          return validate219.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      _errs1 === errors && data.honour !== void 0 && (validate220(data.honour, { instancePath: instancePath + "/honour", parentData: data, parentDataProperty: "honour", rootData }) || (vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors), errors = vErrors.length));
    } else
      return validate219.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate219.errors = vErrors, errors === 0;
}
var widgetProps24 = validate222;
function validate222(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "items" || key0 === "hasMore" || key0 === "loading" || key0 === "error" || key0 === "titleLength" || key0 === "endText" || key0 === "emptyText")) {
          return validate222.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
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
                validate220(data0[i0], { instancePath: instancePath + "/items/" + i0, parentData: data0, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate220.errors : vErrors.concat(validate220.errors), errors = vErrors.length);
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate222.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.hasMore !== void 0) {
            let _errs5 = errors;
            if (typeof data.hasMore != "boolean")
              return validate222.errors = [{ instancePath: instancePath + "/hasMore", schemaPath: "#/properties/hasMore/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.loading !== void 0) {
              let _errs7 = errors;
              if (typeof data.loading != "boolean")
                return validate222.errors = [{ instancePath: instancePath + "/loading", schemaPath: "#/properties/loading/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.error !== void 0) {
                let _errs9 = errors;
                if (typeof data.error != "boolean")
                  return validate222.errors = [{ instancePath: instancePath + "/error", schemaPath: "#/properties/error/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.titleLength !== void 0) {
                  let data5 = data.titleLength, _errs11 = errors;
                  if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                    return validate222.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                  if (errors === _errs11 && typeof data5 == "number" && isFinite(data5) && (data5 < 1 || isNaN(data5)))
                    return validate222.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.endText !== void 0) {
                    let _errs13 = errors;
                    if (typeof data.endText != "string")
                      return validate222.errors = [{ instancePath: instancePath + "/endText", schemaPath: "#/properties/endText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs13 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0)
                    if (data.emptyText !== void 0) {
                      let _errs15 = errors;
                      if (typeof data.emptyText != "string")
                        return validate222.errors = [{ instancePath: instancePath + "/emptyText", schemaPath: "#/properties/emptyText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
      return validate222.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate222.errors = vErrors, errors === 0;
}
var widgetProps25 = validate224, schema88 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { grades: { type: "array", items: { type: "string" } }, regions: { type: ["array", "null"], items: { $ref: "../../schemas/entities/option-node.json" } }, provinceId: { type: ["string", "integer", "null"] }, cityId: { type: ["string", "integer", "null"] }, municipalityId: { type: ["string", "integer", "null"] }, submitText: { type: "string" } }, $id: "https://schemas.boyihui.local/widgets/hospital-form/hospital-form.schema.json" }, schema89 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/entities/option-node.json", type: "object", required: ["id", "name"], properties: { id: { type: "integer" }, name: { type: "string" }, parent_id: { type: ["integer", "null"] }, children: { type: "array", items: { $ref: "option-node.json" } } } }, wrapper4 = { validate: validate225 };
function validate225(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.name === void 0 && (missing0 = "name"))
        return validate225.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate225.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.name !== void 0) {
          let _errs3 = errors;
          if (typeof data.name != "string")
            return validate225.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.parent_id !== void 0) {
            let data2 = data.parent_id, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)) && data2 !== null)
              return validate225.errors = [{ instancePath: instancePath + "/parent_id", schemaPath: "#/properties/parent_id/type", keyword: "type", params: { type: schema89.properties.parent_id.type }, message: "must be integer,null" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.children !== void 0) {
              let data3 = data.children, _errs7 = errors;
              if (errors === _errs7)
                if (Array.isArray(data3)) {
                  var valid1 = !0;
                  let len0 = data3.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    let _errs9 = errors;
                    wrapper4.validate(data3[i0], { instancePath: instancePath + "/children/" + i0, parentData: data3, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? wrapper4.validate.errors : vErrors.concat(wrapper4.validate.errors), errors = vErrors.length);
                    var valid1 = _errs9 === errors;
                    if (!valid1)
                      break;
                  }
                } else
                  return validate225.errors = [{ instancePath: instancePath + "/children", schemaPath: "#/properties/children/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate225.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate225.errors = vErrors, errors === 0;
}
function validate224(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "grades" || key0 === "regions" || key0 === "provinceId" || key0 === "cityId" || key0 === "municipalityId" || key0 === "submitText")) {
          return validate224.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.grades !== void 0) {
          let data0 = data.grades, _errs2 = errors;
          if (errors === _errs2)
            if (Array.isArray(data0)) {
              var valid1 = !0;
              let len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let _errs4 = errors;
                if (typeof data0[i0] != "string")
                  return validate224.errors = [{ instancePath: instancePath + "/grades/" + i0, schemaPath: "#/properties/grades/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate224.errors = [{ instancePath: instancePath + "/grades", schemaPath: "#/properties/grades/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.regions !== void 0) {
            let data2 = data.regions, _errs6 = errors;
            if (!Array.isArray(data2) && data2 !== null)
              return validate224.errors = [{ instancePath: instancePath + "/regions", schemaPath: "#/properties/regions/type", keyword: "type", params: { type: schema88.properties.regions.type }, message: "must be array,null" }], !1;
            if (errors === _errs6 && Array.isArray(data2)) {
              var valid2 = !0;
              let len1 = data2.length;
              for (let i1 = 0; i1 < len1; i1++) {
                let _errs8 = errors;
                validate225(data2[i1], { instancePath: instancePath + "/regions/" + i1, parentData: data2, parentDataProperty: i1, rootData }) || (vErrors = vErrors === null ? validate225.errors : vErrors.concat(validate225.errors), errors = vErrors.length);
                var valid2 = _errs8 === errors;
                if (!valid2)
                  break;
              }
            }
            var valid0 = _errs6 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.provinceId !== void 0) {
              let data4 = data.provinceId, _errs9 = errors;
              if (typeof data4 != "string" && !(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4)) && data4 !== null)
                return validate224.errors = [{ instancePath: instancePath + "/provinceId", schemaPath: "#/properties/provinceId/type", keyword: "type", params: { type: schema88.properties.provinceId.type }, message: "must be string,integer,null" }], !1;
              var valid0 = _errs9 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.cityId !== void 0) {
                let data5 = data.cityId, _errs11 = errors;
                if (typeof data5 != "string" && !(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)) && data5 !== null)
                  return validate224.errors = [{ instancePath: instancePath + "/cityId", schemaPath: "#/properties/cityId/type", keyword: "type", params: { type: schema88.properties.cityId.type }, message: "must be string,integer,null" }], !1;
                var valid0 = _errs11 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.municipalityId !== void 0) {
                  let data6 = data.municipalityId, _errs13 = errors;
                  if (typeof data6 != "string" && !(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)) && data6 !== null)
                    return validate224.errors = [{ instancePath: instancePath + "/municipalityId", schemaPath: "#/properties/municipalityId/type", keyword: "type", params: { type: schema88.properties.municipalityId.type }, message: "must be string,integer,null" }], !1;
                  var valid0 = _errs13 === errors;
                } else
                  var valid0 = !0;
                if (valid0)
                  if (data.submitText !== void 0) {
                    let _errs15 = errors;
                    if (typeof data.submitText != "string")
                      return validate224.errors = [{ instancePath: instancePath + "/submitText", schemaPath: "#/properties/submitText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs15 === errors;
                  } else
                    var valid0 = !0;
              }
            }
          }
        }
      }
    } else
      return validate224.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate224.errors = vErrors, errors === 0;
}
var widgetProps26 = validate227;
function validate228(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.title === void 0 && (missing0 = "title") || data.logo === void 0 && (missing0 = "logo"))
        return validate228.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate228.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.title !== void 0) {
          let _errs3 = errors;
          if (typeof data.title != "string")
            return validate228.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.logo !== void 0) {
            let _errs5 = errors;
            if (typeof data.logo != "string")
              return validate228.errors = [{ instancePath: instancePath + "/logo", schemaPath: "#/properties/logo/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.content_type !== void 0) {
              let data3 = data.content_type, _errs7 = errors;
              if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                return validate228.errors = [{ instancePath: instancePath + "/content_type", schemaPath: "#/properties/content_type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.link !== void 0) {
                let _errs9 = errors;
                if (typeof data.link != "string")
                  return validate228.errors = [{ instancePath: instancePath + "/link", schemaPath: "#/properties/link/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate228.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate228.errors = vErrors, errors === 0;
}
function validate227(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "items" || key0 === "perPage" || key0 === "columns")) {
          return validate227.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
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
                validate228(data0[i0], { instancePath: instancePath + "/items/" + i0, parentData: data0, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate228.errors : vErrors.concat(validate228.errors), errors = vErrors.length);
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate227.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.perPage !== void 0) {
            let data2 = data.perPage, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
              return validate227.errors = [{ instancePath: instancePath + "/perPage", schemaPath: "#/properties/perPage/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            if (errors === _errs5 && typeof data2 == "number" && isFinite(data2)) {
              if (data2 > 20 || isNaN(data2))
                return validate227.errors = [{ instancePath: instancePath + "/perPage", schemaPath: "#/properties/perPage/maximum", keyword: "maximum", params: { comparison: "<=", limit: 20 }, message: "must be <= 20" }], !1;
              if (data2 < 1 || isNaN(data2))
                return validate227.errors = [{ instancePath: instancePath + "/perPage", schemaPath: "#/properties/perPage/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
            }
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.columns !== void 0) {
              let data3 = data.columns, _errs7 = errors;
              if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                return validate227.errors = [{ instancePath: instancePath + "/columns", schemaPath: "#/properties/columns/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              if (errors === _errs7 && typeof data3 == "number" && isFinite(data3)) {
                if (data3 > 6 || isNaN(data3))
                  return validate227.errors = [{ instancePath: instancePath + "/columns", schemaPath: "#/properties/columns/maximum", keyword: "maximum", params: { comparison: "<=", limit: 6 }, message: "must be <= 6" }], !1;
                if (data3 < 2 || isNaN(data3))
                  return validate227.errors = [{ instancePath: instancePath + "/columns", schemaPath: "#/properties/columns/minimum", keyword: "minimum", params: { comparison: ">=", limit: 2 }, message: "must be >= 2" }], !1;
              }
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate227.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate227.errors = vErrors, errors === 0;
}
var widgetProps27 = validate230;
function validate231(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.py === void 0 && (missing0 = "py") || data.list === void 0 && (missing0 = "list"))
        return validate231.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.py !== void 0) {
        let _errs1 = errors;
        if (typeof data.py != "string")
          return validate231.errors = [{ instancePath: instancePath + "/py", schemaPath: "#/properties/py/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0)
        if (data.list !== void 0) {
          let data1 = data.list, _errs3 = errors;
          if (errors === _errs3)
            if (Array.isArray(data1)) {
              var valid1 = !0;
              let len0 = data1.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let _errs5 = errors;
                validate216(data1[i0], { instancePath: instancePath + "/list/" + i0, parentData: data1, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate216.errors : vErrors.concat(validate216.errors), errors = vErrors.length);
                var valid1 = _errs5 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate231.errors = [{ instancePath: instancePath + "/list", schemaPath: "#/properties/list/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
    } else
      return validate231.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate231.errors = vErrors, errors === 0;
}
function validate230(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "groups" || key0 === "letters" || key0 === "titleLength" || key0 === "descLength")) {
          return validate230.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.groups !== void 0) {
          let data0 = data.groups, _errs2 = errors;
          if (errors === _errs2)
            if (Array.isArray(data0)) {
              var valid1 = !0;
              let len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let _errs4 = errors;
                validate231(data0[i0], { instancePath: instancePath + "/groups/" + i0, parentData: data0, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate231.errors : vErrors.concat(validate231.errors), errors = vErrors.length);
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate230.errors = [{ instancePath: instancePath + "/groups", schemaPath: "#/properties/groups/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.letters !== void 0) {
            let data2 = data.letters, _errs5 = errors;
            if (errors === _errs5)
              if (Array.isArray(data2)) {
                var valid2 = !0;
                let len1 = data2.length;
                for (let i1 = 0; i1 < len1; i1++) {
                  let _errs7 = errors;
                  if (typeof data2[i1] != "string")
                    return validate230.errors = [{ instancePath: instancePath + "/letters/" + i1, schemaPath: "#/properties/letters/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid2 = _errs7 === errors;
                  if (!valid2)
                    break;
                }
              } else
                return validate230.errors = [{ instancePath: instancePath + "/letters", schemaPath: "#/properties/letters/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.titleLength !== void 0) {
              let data4 = data.titleLength, _errs9 = errors;
              if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4)))
                return validate230.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              if (errors === _errs9 && typeof data4 == "number" && isFinite(data4) && (data4 < 1 || isNaN(data4)))
                return validate230.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
              var valid0 = _errs9 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.descLength !== void 0) {
                let data5 = data.descLength, _errs11 = errors;
                if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                  return validate230.errors = [{ instancePath: instancePath + "/descLength", schemaPath: "#/properties/descLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                if (errors === _errs11 && typeof data5 == "number" && isFinite(data5) && (data5 < 1 || isNaN(data5)))
                  return validate230.errors = [{ instancePath: instancePath + "/descLength", schemaPath: "#/properties/descLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
                var valid0 = _errs11 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate230.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate230.errors = vErrors, errors === 0;
}
var widgetProps28 = validate234;
function validate234(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "viewCount" || key0 === "viewLabel" || key0 === "likeCount" || key0 === "isLike" || key0 === "favoriteCount" || key0 === "isFavorite" || key0 === "commentCount")) {
          return validate234.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.viewCount !== void 0) {
          let data0 = data.viewCount, _errs2 = errors;
          if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
            return validate234.errors = [{ instancePath: instancePath + "/viewCount", schemaPath: "#/properties/viewCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
          if (errors === _errs2 && typeof data0 == "number" && isFinite(data0) && (data0 < 0 || isNaN(data0)))
            return validate234.errors = [{ instancePath: instancePath + "/viewCount", schemaPath: "#/properties/viewCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.viewLabel !== void 0) {
            let _errs4 = errors;
            if (typeof data.viewLabel != "string")
              return validate234.errors = [{ instancePath: instancePath + "/viewLabel", schemaPath: "#/properties/viewLabel/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.likeCount !== void 0) {
              let data2 = data.likeCount, _errs6 = errors;
              if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
                return validate234.errors = [{ instancePath: instancePath + "/likeCount", schemaPath: "#/properties/likeCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              if (errors === _errs6 && typeof data2 == "number" && isFinite(data2) && (data2 < 0 || isNaN(data2)))
                return validate234.errors = [{ instancePath: instancePath + "/likeCount", schemaPath: "#/properties/likeCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.isLike !== void 0) {
                let _errs8 = errors;
                if (typeof data.isLike != "boolean")
                  return validate234.errors = [{ instancePath: instancePath + "/isLike", schemaPath: "#/properties/isLike/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.favoriteCount !== void 0) {
                  let data4 = data.favoriteCount, _errs10 = errors;
                  if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4)))
                    return validate234.errors = [{ instancePath: instancePath + "/favoriteCount", schemaPath: "#/properties/favoriteCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                  if (errors === _errs10 && typeof data4 == "number" && isFinite(data4) && (data4 < 0 || isNaN(data4)))
                    return validate234.errors = [{ instancePath: instancePath + "/favoriteCount", schemaPath: "#/properties/favoriteCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                  var valid0 = _errs10 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.isFavorite !== void 0) {
                    let _errs12 = errors;
                    if (typeof data.isFavorite != "boolean")
                      return validate234.errors = [{ instancePath: instancePath + "/isFavorite", schemaPath: "#/properties/isFavorite/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                    var valid0 = _errs12 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0)
                    if (data.commentCount !== void 0) {
                      let data6 = data.commentCount, _errs14 = errors;
                      if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)))
                        return validate234.errors = [{ instancePath: instancePath + "/commentCount", schemaPath: "#/properties/commentCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                      if (errors === _errs14 && typeof data6 == "number" && isFinite(data6) && (data6 < 0 || isNaN(data6)))
                        return validate234.errors = [{ instancePath: instancePath + "/commentCount", schemaPath: "#/properties/commentCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                      var valid0 = _errs14 === errors;
                    } else
                      var valid0 = !0;
                }
              }
            }
          }
        }
      }
    } else
      return validate234.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate234.errors = vErrors, errors === 0;
}
var widgetProps29 = validate235;
function validate235(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "items" || key0 === "perView" || key0 === "label")) {
          return validate235.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
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
                let data1 = data0[i0], _errs4 = errors;
                if (errors === _errs4)
                  if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                    let missing0;
                    if (data1.logo === void 0 && (missing0 = "logo"))
                      return validate235.errors = [{ instancePath: instancePath + "/items/" + i0, schemaPath: "#/properties/items/items/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
                    if (data1.logo !== void 0) {
                      let _errs6 = errors;
                      if (typeof data1.logo != "string")
                        return validate235.errors = [{ instancePath: instancePath + "/items/" + i0 + "/logo", schemaPath: "#/properties/items/items/properties/logo/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid2 = _errs6 === errors;
                    } else
                      var valid2 = !0;
                    if (valid2)
                      if (data1.link !== void 0) {
                        let _errs8 = errors;
                        if (typeof data1.link != "string")
                          return validate235.errors = [{ instancePath: instancePath + "/items/" + i0 + "/link", schemaPath: "#/properties/items/items/properties/link/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                        var valid2 = _errs8 === errors;
                      } else
                        var valid2 = !0;
                  } else
                    return validate235.errors = [{ instancePath: instancePath + "/items/" + i0, schemaPath: "#/properties/items/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate235.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.perView !== void 0) {
            let data4 = data.perView, _errs10 = errors;
            if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4)))
              return validate235.errors = [{ instancePath: instancePath + "/perView", schemaPath: "#/properties/perView/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            if (errors === _errs10 && typeof data4 == "number" && isFinite(data4)) {
              if (data4 > 5 || isNaN(data4))
                return validate235.errors = [{ instancePath: instancePath + "/perView", schemaPath: "#/properties/perView/maximum", keyword: "maximum", params: { comparison: "<=", limit: 5 }, message: "must be <= 5" }], !1;
              if (data4 < 1 || isNaN(data4))
                return validate235.errors = [{ instancePath: instancePath + "/perView", schemaPath: "#/properties/perView/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
            }
            var valid0 = _errs10 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.label !== void 0) {
              let _errs12 = errors;
              if (typeof data.label != "string")
                return validate235.errors = [{ instancePath: instancePath + "/label", schemaPath: "#/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs12 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate235.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate235.errors = vErrors, errors === 0;
}
var widgetProps30 = validate236, schema96 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { liveId: { type: ["integer", "string"] }, messages: { type: "array", items: { $ref: "../../schemas/entities/live-chat-message.json" } }, isManager: { type: "boolean" }, userId: { type: ["integer", "string", "null"] }, loggedIn: { type: "boolean" }, disableComment: { type: "boolean" }, emojiCount: { type: "integer", minimum: 0, maximum: 77 }, placeholder: { type: "string" }, maxLength: { type: "integer", minimum: 1, maximum: 2e3 }, isFavorite: { type: "boolean" }, downloads: { type: "array", items: { $ref: "../../schemas/entities/course-download.json" } }, emptyText: { type: "string" } }, $id: "https://schemas.boyihui.local/widgets/live-chat/live-chat.schema.json" }, schema97 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/entities/live-chat-message.json", type: "object", required: ["id", "live_id", "avatar", "nickname", "message", "manager", "user_id", "cite_content", "dateline"], properties: { id: { type: "integer" }, live_id: { type: "integer" }, avatar: { type: "string" }, nickname: { type: "string" }, message: { type: "string" }, image: { type: ["string", "null"] }, manager: { type: "integer", enum: [0, 1] }, user_id: { type: "integer" }, cite_id: { type: ["integer", "null"] }, cite_content: { type: ["string", "null"] }, subscribe_id: { type: ["integer", "null"] }, subscribe: { oneOf: [{ type: "object", required: ["id", "nickname"], properties: { id: { type: "integer" }, nickname: { type: "string" } } }, { type: "null" }] }, dateline: { type: "integer" }, created_at: { type: "string" } } };
function validate237(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.live_id === void 0 && (missing0 = "live_id") || data.avatar === void 0 && (missing0 = "avatar") || data.nickname === void 0 && (missing0 = "nickname") || data.message === void 0 && (missing0 = "message") || data.manager === void 0 && (missing0 = "manager") || data.user_id === void 0 && (missing0 = "user_id") || data.cite_content === void 0 && (missing0 = "cite_content") || data.dateline === void 0 && (missing0 = "dateline"))
        return validate237.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate237.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.live_id !== void 0) {
          let data1 = data.live_id, _errs3 = errors;
          if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)))
            return validate237.errors = [{ instancePath: instancePath + "/live_id", schemaPath: "#/properties/live_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.avatar !== void 0) {
            let _errs5 = errors;
            if (typeof data.avatar != "string")
              return validate237.errors = [{ instancePath: instancePath + "/avatar", schemaPath: "#/properties/avatar/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.nickname !== void 0) {
              let _errs7 = errors;
              if (typeof data.nickname != "string")
                return validate237.errors = [{ instancePath: instancePath + "/nickname", schemaPath: "#/properties/nickname/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.message !== void 0) {
                let _errs9 = errors;
                if (typeof data.message != "string")
                  return validate237.errors = [{ instancePath: instancePath + "/message", schemaPath: "#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.image !== void 0) {
                  let data5 = data.image, _errs11 = errors;
                  if (typeof data5 != "string" && data5 !== null)
                    return validate237.errors = [{ instancePath: instancePath + "/image", schemaPath: "#/properties/image/type", keyword: "type", params: { type: schema97.properties.image.type }, message: "must be string,null" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.manager !== void 0) {
                    let data6 = data.manager, _errs13 = errors;
                    if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)))
                      return validate237.errors = [{ instancePath: instancePath + "/manager", schemaPath: "#/properties/manager/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                    if (!(data6 === 0 || data6 === 1))
                      return validate237.errors = [{ instancePath: instancePath + "/manager", schemaPath: "#/properties/manager/enum", keyword: "enum", params: { allowedValues: schema97.properties.manager.enum }, message: "must be equal to one of the allowed values" }], !1;
                    var valid0 = _errs13 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.user_id !== void 0) {
                      let data7 = data.user_id, _errs15 = errors;
                      if (!(typeof data7 == "number" && !(data7 % 1) && !isNaN(data7) && isFinite(data7)))
                        return validate237.errors = [{ instancePath: instancePath + "/user_id", schemaPath: "#/properties/user_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                      var valid0 = _errs15 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.cite_id !== void 0) {
                        let data8 = data.cite_id, _errs17 = errors;
                        if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8)) && data8 !== null)
                          return validate237.errors = [{ instancePath: instancePath + "/cite_id", schemaPath: "#/properties/cite_id/type", keyword: "type", params: { type: schema97.properties.cite_id.type }, message: "must be integer,null" }], !1;
                        var valid0 = _errs17 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0) {
                        if (data.cite_content !== void 0) {
                          let data9 = data.cite_content, _errs19 = errors;
                          if (typeof data9 != "string" && data9 !== null)
                            return validate237.errors = [{ instancePath: instancePath + "/cite_content", schemaPath: "#/properties/cite_content/type", keyword: "type", params: { type: schema97.properties.cite_content.type }, message: "must be string,null" }], !1;
                          var valid0 = _errs19 === errors;
                        } else
                          var valid0 = !0;
                        if (valid0) {
                          if (data.subscribe_id !== void 0) {
                            let data10 = data.subscribe_id, _errs21 = errors;
                            if (!(typeof data10 == "number" && !(data10 % 1) && !isNaN(data10) && isFinite(data10)) && data10 !== null)
                              return validate237.errors = [{ instancePath: instancePath + "/subscribe_id", schemaPath: "#/properties/subscribe_id/type", keyword: "type", params: { type: schema97.properties.subscribe_id.type }, message: "must be integer,null" }], !1;
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
                                return vErrors === null ? vErrors = [err5] : vErrors.push(err5), errors++, validate237.errors = vErrors, !1;
                              }
                              var valid0 = _errs23 === errors;
                            } else
                              var valid0 = !0;
                            if (valid0) {
                              if (data.dateline !== void 0) {
                                let data14 = data.dateline, _errs33 = errors;
                                if (!(typeof data14 == "number" && !(data14 % 1) && !isNaN(data14) && isFinite(data14)))
                                  return validate237.errors = [{ instancePath: instancePath + "/dateline", schemaPath: "#/properties/dateline/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                var valid0 = _errs33 === errors;
                              } else
                                var valid0 = !0;
                              if (valid0)
                                if (data.created_at !== void 0) {
                                  let _errs35 = errors;
                                  if (typeof data.created_at != "string")
                                    return validate237.errors = [{ instancePath: instancePath + "/created_at", schemaPath: "#/properties/created_at/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                  var valid0 = _errs35 === errors;
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
      return validate237.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate237.errors = vErrors, errors === 0;
}
function validate239(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.name === void 0 && (missing0 = "name") || data.link === void 0 && (missing0 = "link"))
        return validate239.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.name !== void 0) {
        let _errs1 = errors;
        if (typeof data.name != "string")
          return validate239.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0)
        if (data.link !== void 0) {
          let _errs3 = errors;
          if (typeof data.link != "string")
            return validate239.errors = [{ instancePath: instancePath + "/link", schemaPath: "#/properties/link/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
    } else
      return validate239.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate239.errors = vErrors, errors === 0;
}
function validate236(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!func2.call(schema96.properties, key0)) {
          return validate236.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.liveId !== void 0) {
          let data0 = data.liveId, _errs2 = errors;
          if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)) && typeof data0 != "string")
            return validate236.errors = [{ instancePath: instancePath + "/liveId", schemaPath: "#/properties/liveId/type", keyword: "type", params: { type: schema96.properties.liveId.type }, message: "must be integer,string" }], !1;
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
                  validate237(data1[i0], { instancePath: instancePath + "/messages/" + i0, parentData: data1, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate237.errors : vErrors.concat(validate237.errors), errors = vErrors.length);
                  var valid1 = _errs6 === errors;
                  if (!valid1)
                    break;
                }
              } else
                return validate236.errors = [{ instancePath: instancePath + "/messages", schemaPath: "#/properties/messages/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.isManager !== void 0) {
              let _errs7 = errors;
              if (typeof data.isManager != "boolean")
                return validate236.errors = [{ instancePath: instancePath + "/isManager", schemaPath: "#/properties/isManager/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.userId !== void 0) {
                let data4 = data.userId, _errs9 = errors;
                if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4)) && typeof data4 != "string" && data4 !== null)
                  return validate236.errors = [{ instancePath: instancePath + "/userId", schemaPath: "#/properties/userId/type", keyword: "type", params: { type: schema96.properties.userId.type }, message: "must be integer,string,null" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.loggedIn !== void 0) {
                  let _errs11 = errors;
                  if (typeof data.loggedIn != "boolean")
                    return validate236.errors = [{ instancePath: instancePath + "/loggedIn", schemaPath: "#/properties/loggedIn/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.disableComment !== void 0) {
                    let _errs13 = errors;
                    if (typeof data.disableComment != "boolean")
                      return validate236.errors = [{ instancePath: instancePath + "/disableComment", schemaPath: "#/properties/disableComment/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                    var valid0 = _errs13 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.emojiCount !== void 0) {
                      let data7 = data.emojiCount, _errs15 = errors;
                      if (!(typeof data7 == "number" && !(data7 % 1) && !isNaN(data7) && isFinite(data7)))
                        return validate236.errors = [{ instancePath: instancePath + "/emojiCount", schemaPath: "#/properties/emojiCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                      if (errors === _errs15 && typeof data7 == "number" && isFinite(data7)) {
                        if (data7 > 77 || isNaN(data7))
                          return validate236.errors = [{ instancePath: instancePath + "/emojiCount", schemaPath: "#/properties/emojiCount/maximum", keyword: "maximum", params: { comparison: "<=", limit: 77 }, message: "must be <= 77" }], !1;
                        if (data7 < 0 || isNaN(data7))
                          return validate236.errors = [{ instancePath: instancePath + "/emojiCount", schemaPath: "#/properties/emojiCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                      }
                      var valid0 = _errs15 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.placeholder !== void 0) {
                        let _errs17 = errors;
                        if (typeof data.placeholder != "string")
                          return validate236.errors = [{ instancePath: instancePath + "/placeholder", schemaPath: "#/properties/placeholder/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                        var valid0 = _errs17 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0) {
                        if (data.maxLength !== void 0) {
                          let data9 = data.maxLength, _errs19 = errors;
                          if (!(typeof data9 == "number" && !(data9 % 1) && !isNaN(data9) && isFinite(data9)))
                            return validate236.errors = [{ instancePath: instancePath + "/maxLength", schemaPath: "#/properties/maxLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                          if (errors === _errs19 && typeof data9 == "number" && isFinite(data9)) {
                            if (data9 > 2e3 || isNaN(data9))
                              return validate236.errors = [{ instancePath: instancePath + "/maxLength", schemaPath: "#/properties/maxLength/maximum", keyword: "maximum", params: { comparison: "<=", limit: 2e3 }, message: "must be <= 2000" }], !1;
                            if (data9 < 1 || isNaN(data9))
                              return validate236.errors = [{ instancePath: instancePath + "/maxLength", schemaPath: "#/properties/maxLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
                          }
                          var valid0 = _errs19 === errors;
                        } else
                          var valid0 = !0;
                        if (valid0) {
                          if (data.isFavorite !== void 0) {
                            let _errs21 = errors;
                            if (typeof data.isFavorite != "boolean")
                              return validate236.errors = [{ instancePath: instancePath + "/isFavorite", schemaPath: "#/properties/isFavorite/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                            var valid0 = _errs21 === errors;
                          } else
                            var valid0 = !0;
                          if (valid0) {
                            if (data.downloads !== void 0) {
                              let data11 = data.downloads, _errs23 = errors;
                              if (errors === _errs23)
                                if (Array.isArray(data11)) {
                                  var valid2 = !0;
                                  let len1 = data11.length;
                                  for (let i1 = 0; i1 < len1; i1++) {
                                    let _errs25 = errors;
                                    validate239(data11[i1], { instancePath: instancePath + "/downloads/" + i1, parentData: data11, parentDataProperty: i1, rootData }) || (vErrors = vErrors === null ? validate239.errors : vErrors.concat(validate239.errors), errors = vErrors.length);
                                    var valid2 = _errs25 === errors;
                                    if (!valid2)
                                      break;
                                  }
                                } else
                                  return validate236.errors = [{ instancePath: instancePath + "/downloads", schemaPath: "#/properties/downloads/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                              var valid0 = _errs23 === errors;
                            } else
                              var valid0 = !0;
                            if (valid0)
                              if (data.emptyText !== void 0) {
                                let _errs26 = errors;
                                if (typeof data.emptyText != "string")
                                  return validate236.errors = [{ instancePath: instancePath + "/emptyText", schemaPath: "#/properties/emptyText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
    } else
      return validate236.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate236.errors = vErrors, errors === 0;
}
var widgetProps31 = validate241;
var schema100 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/entities/live-column-tab.json", type: "object", required: ["name", "content", "content_type", "column_items"], properties: { name: { type: "string" }, content: { type: "string" }, content_type: { type: "integer", enum: [1, 2, 3] }, column_items: { type: "array", items: { $ref: "content-item.json" } } } };
function validate242(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.name === void 0 && (missing0 = "name") || data.content === void 0 && (missing0 = "content") || data.content_type === void 0 && (missing0 = "content_type") || data.column_items === void 0 && (missing0 = "column_items"))
        return validate242.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.name !== void 0) {
        let _errs1 = errors;
        if (typeof data.name != "string")
          return validate242.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.content !== void 0) {
          let _errs3 = errors;
          if (typeof data.content != "string")
            return validate242.errors = [{ instancePath: instancePath + "/content", schemaPath: "#/properties/content/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.content_type !== void 0) {
            let data2 = data.content_type, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
              return validate242.errors = [{ instancePath: instancePath + "/content_type", schemaPath: "#/properties/content_type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            if (!(data2 === 1 || data2 === 2 || data2 === 3))
              return validate242.errors = [{ instancePath: instancePath + "/content_type", schemaPath: "#/properties/content_type/enum", keyword: "enum", params: { allowedValues: schema100.properties.content_type.enum }, message: "must be equal to one of the allowed values" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.column_items !== void 0) {
              let data3 = data.column_items, _errs7 = errors;
              if (errors === _errs7)
                if (Array.isArray(data3)) {
                  var valid1 = !0;
                  let len0 = data3.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    let _errs9 = errors;
                    validate182(data3[i0], { instancePath: instancePath + "/column_items/" + i0, parentData: data3, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate182.errors : vErrors.concat(validate182.errors), errors = vErrors.length);
                    var valid1 = _errs9 === errors;
                    if (!valid1)
                      break;
                  }
                } else
                  return validate242.errors = [{ instancePath: instancePath + "/column_items", schemaPath: "#/properties/column_items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate242.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate242.errors = vErrors, errors === 0;
}
function validate241(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "columns" || key0 === "replays" || key0 === "emptyText")) {
          return validate241.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.columns !== void 0) {
          let data0 = data.columns, _errs2 = errors;
          if (errors === _errs2)
            if (Array.isArray(data0)) {
              var valid1 = !0;
              let len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let _errs4 = errors;
                validate242(data0[i0], { instancePath: instancePath + "/columns/" + i0, parentData: data0, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate242.errors : vErrors.concat(validate242.errors), errors = vErrors.length);
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate241.errors = [{ instancePath: instancePath + "/columns", schemaPath: "#/properties/columns/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.replays !== void 0) {
            let data2 = data.replays, _errs5 = errors;
            if (errors === _errs5)
              if (Array.isArray(data2)) {
                var valid2 = !0;
                let len1 = data2.length;
                for (let i1 = 0; i1 < len1; i1++) {
                  let _errs7 = errors;
                  validate182(data2[i1], { instancePath: instancePath + "/replays/" + i1, parentData: data2, parentDataProperty: i1, rootData }) || (vErrors = vErrors === null ? validate182.errors : vErrors.concat(validate182.errors), errors = vErrors.length);
                  var valid2 = _errs7 === errors;
                  if (!valid2)
                    break;
                }
              } else
                return validate241.errors = [{ instancePath: instancePath + "/replays", schemaPath: "#/properties/replays/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.emptyText !== void 0) {
              let _errs8 = errors;
              if (typeof data.emptyText != "string")
                return validate241.errors = [{ instancePath: instancePath + "/emptyText", schemaPath: "#/properties/emptyText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs8 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate241.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate241.errors = vErrors, errors === 0;
}
var widgetProps32 = validate246, schema101 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { live: { type: ["object", "null"] }, bookText: { type: "string" }, bookedText: { type: "string" }, enterText: { type: "string" } }, $id: "https://schemas.boyihui.local/widgets/live-detail-card/live-detail-card.schema.json" };
function validate246(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "live" || key0 === "bookText" || key0 === "bookedText" || key0 === "enterText")) {
          return validate246.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.live !== void 0) {
          let data0 = data.live, _errs2 = errors;
          if (!(data0 && typeof data0 == "object" && !Array.isArray(data0)) && data0 !== null)
            return validate246.errors = [{ instancePath: instancePath + "/live", schemaPath: "#/properties/live/type", keyword: "type", params: { type: schema101.properties.live.type }, message: "must be object,null" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.bookText !== void 0) {
            let _errs4 = errors;
            if (typeof data.bookText != "string")
              return validate246.errors = [{ instancePath: instancePath + "/bookText", schemaPath: "#/properties/bookText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.bookedText !== void 0) {
              let _errs6 = errors;
              if (typeof data.bookedText != "string")
                return validate246.errors = [{ instancePath: instancePath + "/bookedText", schemaPath: "#/properties/bookedText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.enterText !== void 0) {
                let _errs8 = errors;
                if (typeof data.enterText != "string")
                  return validate246.errors = [{ instancePath: instancePath + "/enterText", schemaPath: "#/properties/enterText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate246.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate246.errors = vErrors, errors === 0;
}
var widgetProps33 = validate247, schema102 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { liveStatus: { type: ["integer", "null"] }, fromStatus: { type: "integer", minimum: 0 }, belowStatus: { type: "integer", minimum: 1 }, text: { type: "string" }, hint: { type: "string" } }, $id: "https://schemas.boyihui.local/widgets/live-ended-banner/live-ended-banner.schema.json" };
function validate247(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "liveStatus" || key0 === "fromStatus" || key0 === "belowStatus" || key0 === "text" || key0 === "hint")) {
          return validate247.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.liveStatus !== void 0) {
          let data0 = data.liveStatus, _errs2 = errors;
          if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)) && data0 !== null)
            return validate247.errors = [{ instancePath: instancePath + "/liveStatus", schemaPath: "#/properties/liveStatus/type", keyword: "type", params: { type: schema102.properties.liveStatus.type }, message: "must be integer,null" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.fromStatus !== void 0) {
            let data1 = data.fromStatus, _errs4 = errors;
            if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)))
              return validate247.errors = [{ instancePath: instancePath + "/fromStatus", schemaPath: "#/properties/fromStatus/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            if (errors === _errs4 && typeof data1 == "number" && isFinite(data1) && (data1 < 0 || isNaN(data1)))
              return validate247.errors = [{ instancePath: instancePath + "/fromStatus", schemaPath: "#/properties/fromStatus/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.belowStatus !== void 0) {
              let data2 = data.belowStatus, _errs6 = errors;
              if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
                return validate247.errors = [{ instancePath: instancePath + "/belowStatus", schemaPath: "#/properties/belowStatus/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              if (errors === _errs6 && typeof data2 == "number" && isFinite(data2) && (data2 < 1 || isNaN(data2)))
                return validate247.errors = [{ instancePath: instancePath + "/belowStatus", schemaPath: "#/properties/belowStatus/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.text !== void 0) {
                let _errs8 = errors;
                if (typeof data.text != "string")
                  return validate247.errors = [{ instancePath: instancePath + "/text", schemaPath: "#/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
              if (valid0)
                if (data.hint !== void 0) {
                  let _errs10 = errors;
                  if (typeof data.hint != "string")
                    return validate247.errors = [{ instancePath: instancePath + "/hint", schemaPath: "#/properties/hint/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs10 === errors;
                } else
                  var valid0 = !0;
            }
          }
        }
      }
    } else
      return validate247.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate247.errors = vErrors, errors === 0;
}
var widgetProps34 = validate248;
function validate248(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "items" || key0 === "initialCount" || key0 === "expandText" || key0 === "collapseText" || key0 === "label" || key0 === "showTag")) {
          return validate248.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
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
                validate182(data0[i0], { instancePath: instancePath + "/items/" + i0, parentData: data0, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate182.errors : vErrors.concat(validate182.errors), errors = vErrors.length);
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate248.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.initialCount !== void 0) {
            let data2 = data.initialCount, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
              return validate248.errors = [{ instancePath: instancePath + "/initialCount", schemaPath: "#/properties/initialCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            if (errors === _errs5 && typeof data2 == "number" && isFinite(data2) && (data2 < 1 || isNaN(data2)))
              return validate248.errors = [{ instancePath: instancePath + "/initialCount", schemaPath: "#/properties/initialCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.expandText !== void 0) {
              let _errs7 = errors;
              if (typeof data.expandText != "string")
                return validate248.errors = [{ instancePath: instancePath + "/expandText", schemaPath: "#/properties/expandText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.collapseText !== void 0) {
                let _errs9 = errors;
                if (typeof data.collapseText != "string")
                  return validate248.errors = [{ instancePath: instancePath + "/collapseText", schemaPath: "#/properties/collapseText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.label !== void 0) {
                  let _errs11 = errors;
                  if (typeof data.label != "string")
                    return validate248.errors = [{ instancePath: instancePath + "/label", schemaPath: "#/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
                if (valid0)
                  if (data.showTag !== void 0) {
                    let _errs13 = errors;
                    if (typeof data.showTag != "boolean")
                      return validate248.errors = [{ instancePath: instancePath + "/showTag", schemaPath: "#/properties/showTag/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                    var valid0 = _errs13 === errors;
                  } else
                    var valid0 = !0;
              }
            }
          }
        }
      }
    } else
      return validate248.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate248.errors = vErrors, errors === 0;
}
var widgetProps35 = validate250, schema104 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { show: { type: ["boolean", "integer", "null"] }, image: { type: ["string", "null"] }, onceKey: { type: ["string", "integer", "null"] }, closeText: { type: "string" } }, $id: "https://schemas.boyihui.local/widgets/live-image-dialog/live-image-dialog.schema.json" };
function validate250(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "show" || key0 === "image" || key0 === "onceKey" || key0 === "closeText")) {
          return validate250.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.show !== void 0) {
          let data0 = data.show, _errs2 = errors;
          if (typeof data0 != "boolean" && !(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)) && data0 !== null)
            return validate250.errors = [{ instancePath: instancePath + "/show", schemaPath: "#/properties/show/type", keyword: "type", params: { type: schema104.properties.show.type }, message: "must be boolean,integer,null" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.image !== void 0) {
            let data1 = data.image, _errs4 = errors;
            if (typeof data1 != "string" && data1 !== null)
              return validate250.errors = [{ instancePath: instancePath + "/image", schemaPath: "#/properties/image/type", keyword: "type", params: { type: schema104.properties.image.type }, message: "must be string,null" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.onceKey !== void 0) {
              let data2 = data.onceKey, _errs6 = errors;
              if (typeof data2 != "string" && !(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)) && data2 !== null)
                return validate250.errors = [{ instancePath: instancePath + "/onceKey", schemaPath: "#/properties/onceKey/type", keyword: "type", params: { type: schema104.properties.onceKey.type }, message: "must be string,integer,null" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.closeText !== void 0) {
                let _errs8 = errors;
                if (typeof data.closeText != "string")
                  return validate250.errors = [{ instancePath: instancePath + "/closeText", schemaPath: "#/properties/closeText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate250.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate250.errors = vErrors, errors === 0;
}
var widgetProps36 = validate251;
function validate251(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "title" || key0 === "items" || key0 === "moreText")) {
          return validate251.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.title !== void 0) {
          let _errs2 = errors;
          if (typeof data.title != "string")
            return validate251.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
                  validate182(data1[i0], { instancePath: instancePath + "/items/" + i0, parentData: data1, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate182.errors : vErrors.concat(validate182.errors), errors = vErrors.length);
                  var valid1 = _errs6 === errors;
                  if (!valid1)
                    break;
                }
              } else
                return validate251.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.moreText !== void 0) {
              let _errs7 = errors;
              if (typeof data.moreText != "string")
                return validate251.errors = [{ instancePath: instancePath + "/moreText", schemaPath: "#/properties/moreText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate251.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate251.errors = vErrors, errors === 0;
}
var widgetProps37 = validate253;
var schema107 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/entities/questionnaire.json", type: "object", required: ["question_id", "name", "pic", "desc", "columns", "answered"], properties: { question_id: { type: "integer" }, name: { type: "string" }, pic: { type: "string" }, desc: { type: "string" }, answered: { type: "boolean" }, columns: { type: "array", items: { type: "object", required: ["type", "name", "must"], properties: { type: { type: "string", enum: ["input", "textarea", "questionAnswer", "phone", "question"] }, name: { type: "string" }, must: { type: "boolean" }, multi_select: { type: "boolean" }, options: { type: "array", items: { type: "string" } } } } } } };
function validate254(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.question_id === void 0 && (missing0 = "question_id") || data.name === void 0 && (missing0 = "name") || data.pic === void 0 && (missing0 = "pic") || data.desc === void 0 && (missing0 = "desc") || data.columns === void 0 && (missing0 = "columns") || data.answered === void 0 && (missing0 = "answered"))
        return validate254.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.question_id !== void 0) {
        let data0 = data.question_id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate254.errors = [{ instancePath: instancePath + "/question_id", schemaPath: "#/properties/question_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.name !== void 0) {
          let _errs3 = errors;
          if (typeof data.name != "string")
            return validate254.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.pic !== void 0) {
            let _errs5 = errors;
            if (typeof data.pic != "string")
              return validate254.errors = [{ instancePath: instancePath + "/pic", schemaPath: "#/properties/pic/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.desc !== void 0) {
              let _errs7 = errors;
              if (typeof data.desc != "string")
                return validate254.errors = [{ instancePath: instancePath + "/desc", schemaPath: "#/properties/desc/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.answered !== void 0) {
                let _errs9 = errors;
                if (typeof data.answered != "boolean")
                  return validate254.errors = [{ instancePath: instancePath + "/answered", schemaPath: "#/properties/answered/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0)
                if (data.columns !== void 0) {
                  let data5 = data.columns, _errs11 = errors;
                  if (errors === _errs11)
                    if (Array.isArray(data5)) {
                      var valid1 = !0;
                      let len0 = data5.length;
                      for (let i0 = 0; i0 < len0; i0++) {
                        let data6 = data5[i0], _errs13 = errors;
                        if (errors === _errs13)
                          if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                            let missing1;
                            if (data6.type === void 0 && (missing1 = "type") || data6.name === void 0 && (missing1 = "name") || data6.must === void 0 && (missing1 = "must"))
                              return validate254.errors = [{ instancePath: instancePath + "/columns/" + i0, schemaPath: "#/properties/columns/items/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }], !1;
                            if (data6.type !== void 0) {
                              let data7 = data6.type, _errs15 = errors;
                              if (typeof data7 != "string")
                                return validate254.errors = [{ instancePath: instancePath + "/columns/" + i0 + "/type", schemaPath: "#/properties/columns/items/properties/type/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                              if (!(data7 === "input" || data7 === "textarea" || data7 === "questionAnswer" || data7 === "phone" || data7 === "question"))
                                return validate254.errors = [{ instancePath: instancePath + "/columns/" + i0 + "/type", schemaPath: "#/properties/columns/items/properties/type/enum", keyword: "enum", params: { allowedValues: schema107.properties.columns.items.properties.type.enum }, message: "must be equal to one of the allowed values" }], !1;
                              var valid2 = _errs15 === errors;
                            } else
                              var valid2 = !0;
                            if (valid2) {
                              if (data6.name !== void 0) {
                                let _errs17 = errors;
                                if (typeof data6.name != "string")
                                  return validate254.errors = [{ instancePath: instancePath + "/columns/" + i0 + "/name", schemaPath: "#/properties/columns/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                var valid2 = _errs17 === errors;
                              } else
                                var valid2 = !0;
                              if (valid2) {
                                if (data6.must !== void 0) {
                                  let _errs19 = errors;
                                  if (typeof data6.must != "boolean")
                                    return validate254.errors = [{ instancePath: instancePath + "/columns/" + i0 + "/must", schemaPath: "#/properties/columns/items/properties/must/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                                  var valid2 = _errs19 === errors;
                                } else
                                  var valid2 = !0;
                                if (valid2) {
                                  if (data6.multi_select !== void 0) {
                                    let _errs21 = errors;
                                    if (typeof data6.multi_select != "boolean")
                                      return validate254.errors = [{ instancePath: instancePath + "/columns/" + i0 + "/multi_select", schemaPath: "#/properties/columns/items/properties/multi_select/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                                    var valid2 = _errs21 === errors;
                                  } else
                                    var valid2 = !0;
                                  if (valid2)
                                    if (data6.options !== void 0) {
                                      let data11 = data6.options, _errs23 = errors;
                                      if (errors === _errs23)
                                        if (Array.isArray(data11)) {
                                          var valid3 = !0;
                                          let len1 = data11.length;
                                          for (let i1 = 0; i1 < len1; i1++) {
                                            let _errs25 = errors;
                                            if (typeof data11[i1] != "string")
                                              return validate254.errors = [{ instancePath: instancePath + "/columns/" + i0 + "/options/" + i1, schemaPath: "#/properties/columns/items/properties/options/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                            var valid3 = _errs25 === errors;
                                            if (!valid3)
                                              break;
                                          }
                                        } else
                                          return validate254.errors = [{ instancePath: instancePath + "/columns/" + i0 + "/options", schemaPath: "#/properties/columns/items/properties/options/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                                      var valid2 = _errs23 === errors;
                                    } else
                                      var valid2 = !0;
                                }
                              }
                            }
                          } else
                            return validate254.errors = [{ instancePath: instancePath + "/columns/" + i0, schemaPath: "#/properties/columns/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                        var valid1 = _errs13 === errors;
                        if (!valid1)
                          break;
                      }
                    } else
                      return validate254.errors = [{ instancePath: instancePath + "/columns", schemaPath: "#/properties/columns/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
            }
          }
        }
      }
    } else
      return validate254.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate254.errors = vErrors, errors === 0;
}
function validate253(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "questionnaire" || key0 === "buttonText" || key0 === "floating")) {
          return validate253.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.questionnaire !== void 0) {
          let data0 = data.questionnaire, _errs2 = errors, _errs3 = errors, valid1 = !1, passing0 = null, _errs4 = errors;
          validate254(data0, { instancePath: instancePath + "/questionnaire", parentData: data, parentDataProperty: "questionnaire", rootData }) || (vErrors = vErrors === null ? validate254.errors : vErrors.concat(validate254.errors), errors = vErrors.length);
          var _valid0 = _errs4 === errors;
          _valid0 && (valid1 = !0, passing0 = 0);
          let _errs5 = errors;
          if (data0 !== null) {
            let err0 = { instancePath: instancePath + "/questionnaire", schemaPath: "#/properties/questionnaire/oneOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null" };
            vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
          }
          var _valid0 = _errs5 === errors;
          if (_valid0 && valid1 ? (valid1 = !1, passing0 = [passing0, 1]) : _valid0 && (valid1 = !0, passing0 = 1), valid1)
            errors = _errs3, vErrors !== null && (_errs3 ? vErrors.length = _errs3 : vErrors = null);
          else {
            let err1 = { instancePath: instancePath + "/questionnaire", schemaPath: "#/properties/questionnaire/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
            return vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++, validate253.errors = vErrors, !1;
          }
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.buttonText !== void 0) {
            let _errs7 = errors;
            if (typeof data.buttonText != "string")
              return validate253.errors = [{ instancePath: instancePath + "/buttonText", schemaPath: "#/properties/buttonText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs7 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.floating !== void 0) {
              let _errs9 = errors;
              if (typeof data.floating != "boolean")
                return validate253.errors = [{ instancePath: instancePath + "/floating", schemaPath: "#/properties/floating/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
              var valid0 = _errs9 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate253.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate253.errors = vErrors, errors === 0;
}
var widgetProps38 = validate256, schema108 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { liveId: { type: ["integer", "string"] }, liveStatus: { type: ["integer", "null"] }, openStatus: { type: ["integer", "null"] }, polled: { type: ["object", "null"] }, pollMs: { type: "integer", minimum: 1e3, maximum: 6e5 }, reloadDelayMs: { type: "integer", minimum: 0, maximum: 6e4 }, initDelayMs: { type: "integer", minimum: 0, maximum: 1e4 }, realtime: { type: "boolean" } }, $id: "https://schemas.boyihui.local/widgets/live-room-status/live-room-status.schema.json" };
function validate256(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "liveId" || key0 === "liveStatus" || key0 === "openStatus" || key0 === "polled" || key0 === "pollMs" || key0 === "reloadDelayMs" || key0 === "initDelayMs" || key0 === "realtime")) {
          return validate256.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.liveId !== void 0) {
          let data0 = data.liveId, _errs2 = errors;
          if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)) && typeof data0 != "string")
            return validate256.errors = [{ instancePath: instancePath + "/liveId", schemaPath: "#/properties/liveId/type", keyword: "type", params: { type: schema108.properties.liveId.type }, message: "must be integer,string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.liveStatus !== void 0) {
            let data1 = data.liveStatus, _errs4 = errors;
            if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)) && data1 !== null)
              return validate256.errors = [{ instancePath: instancePath + "/liveStatus", schemaPath: "#/properties/liveStatus/type", keyword: "type", params: { type: schema108.properties.liveStatus.type }, message: "must be integer,null" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.openStatus !== void 0) {
              let data2 = data.openStatus, _errs6 = errors;
              if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)) && data2 !== null)
                return validate256.errors = [{ instancePath: instancePath + "/openStatus", schemaPath: "#/properties/openStatus/type", keyword: "type", params: { type: schema108.properties.openStatus.type }, message: "must be integer,null" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.polled !== void 0) {
                let data3 = data.polled, _errs8 = errors;
                if (!(data3 && typeof data3 == "object" && !Array.isArray(data3)) && data3 !== null)
                  return validate256.errors = [{ instancePath: instancePath + "/polled", schemaPath: "#/properties/polled/type", keyword: "type", params: { type: schema108.properties.polled.type }, message: "must be object,null" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.pollMs !== void 0) {
                  let data4 = data.pollMs, _errs10 = errors;
                  if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4)))
                    return validate256.errors = [{ instancePath: instancePath + "/pollMs", schemaPath: "#/properties/pollMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                  if (errors === _errs10 && typeof data4 == "number" && isFinite(data4)) {
                    if (data4 > 6e5 || isNaN(data4))
                      return validate256.errors = [{ instancePath: instancePath + "/pollMs", schemaPath: "#/properties/pollMs/maximum", keyword: "maximum", params: { comparison: "<=", limit: 6e5 }, message: "must be <= 600000" }], !1;
                    if (data4 < 1e3 || isNaN(data4))
                      return validate256.errors = [{ instancePath: instancePath + "/pollMs", schemaPath: "#/properties/pollMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1e3 }, message: "must be >= 1000" }], !1;
                  }
                  var valid0 = _errs10 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.reloadDelayMs !== void 0) {
                    let data5 = data.reloadDelayMs, _errs12 = errors;
                    if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                      return validate256.errors = [{ instancePath: instancePath + "/reloadDelayMs", schemaPath: "#/properties/reloadDelayMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                    if (errors === _errs12 && typeof data5 == "number" && isFinite(data5)) {
                      if (data5 > 6e4 || isNaN(data5))
                        return validate256.errors = [{ instancePath: instancePath + "/reloadDelayMs", schemaPath: "#/properties/reloadDelayMs/maximum", keyword: "maximum", params: { comparison: "<=", limit: 6e4 }, message: "must be <= 60000" }], !1;
                      if (data5 < 0 || isNaN(data5))
                        return validate256.errors = [{ instancePath: instancePath + "/reloadDelayMs", schemaPath: "#/properties/reloadDelayMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                    }
                    var valid0 = _errs12 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.initDelayMs !== void 0) {
                      let data6 = data.initDelayMs, _errs14 = errors;
                      if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)))
                        return validate256.errors = [{ instancePath: instancePath + "/initDelayMs", schemaPath: "#/properties/initDelayMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                      if (errors === _errs14 && typeof data6 == "number" && isFinite(data6)) {
                        if (data6 > 1e4 || isNaN(data6))
                          return validate256.errors = [{ instancePath: instancePath + "/initDelayMs", schemaPath: "#/properties/initDelayMs/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e4 }, message: "must be <= 10000" }], !1;
                        if (data6 < 0 || isNaN(data6))
                          return validate256.errors = [{ instancePath: instancePath + "/initDelayMs", schemaPath: "#/properties/initDelayMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                      }
                      var valid0 = _errs14 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0)
                      if (data.realtime !== void 0) {
                        let _errs16 = errors;
                        if (typeof data.realtime != "boolean")
                          return validate256.errors = [{ instancePath: instancePath + "/realtime", schemaPath: "#/properties/realtime/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                        var valid0 = _errs16 === errors;
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
      return validate256.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate256.errors = vErrors, errors === 0;
}
var widgetProps39 = validate257, schema109 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { items: { type: "array", items: { $ref: "../../schemas/entities/live-session.json" } }, activeId: { type: ["integer", "string", "null"] }, title: { type: "string" } }, $id: "https://schemas.boyihui.local/widgets/live-series-slider/live-series-slider.schema.json" }, schema110 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/entities/live-session.json", type: "object", required: ["id", "title", "cover_img", "live_status", "start_at", "start_at_format", "label", "tag"], properties: { id: { type: "integer" }, title: { type: "string" }, cover_img: { type: "string" }, live_status: { type: "integer" }, start_at: { type: "string" }, start_at_format: { type: "string" }, label: { type: "string" }, tag: { type: "string", enum: ["预告", "直播中", "回放", "已结束"] }, isAppointment: { type: "boolean" } } };
function validate258(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.title === void 0 && (missing0 = "title") || data.cover_img === void 0 && (missing0 = "cover_img") || data.live_status === void 0 && (missing0 = "live_status") || data.start_at === void 0 && (missing0 = "start_at") || data.start_at_format === void 0 && (missing0 = "start_at_format") || data.label === void 0 && (missing0 = "label") || data.tag === void 0 && (missing0 = "tag"))
        return validate258.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate258.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.title !== void 0) {
          let _errs3 = errors;
          if (typeof data.title != "string")
            return validate258.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.cover_img !== void 0) {
            let _errs5 = errors;
            if (typeof data.cover_img != "string")
              return validate258.errors = [{ instancePath: instancePath + "/cover_img", schemaPath: "#/properties/cover_img/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.live_status !== void 0) {
              let data3 = data.live_status, _errs7 = errors;
              if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                return validate258.errors = [{ instancePath: instancePath + "/live_status", schemaPath: "#/properties/live_status/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.start_at !== void 0) {
                let _errs9 = errors;
                if (typeof data.start_at != "string")
                  return validate258.errors = [{ instancePath: instancePath + "/start_at", schemaPath: "#/properties/start_at/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.start_at_format !== void 0) {
                  let _errs11 = errors;
                  if (typeof data.start_at_format != "string")
                    return validate258.errors = [{ instancePath: instancePath + "/start_at_format", schemaPath: "#/properties/start_at_format/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.label !== void 0) {
                    let _errs13 = errors;
                    if (typeof data.label != "string")
                      return validate258.errors = [{ instancePath: instancePath + "/label", schemaPath: "#/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs13 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.tag !== void 0) {
                      let data7 = data.tag, _errs15 = errors;
                      if (typeof data7 != "string")
                        return validate258.errors = [{ instancePath: instancePath + "/tag", schemaPath: "#/properties/tag/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      if (!(data7 === "预告" || data7 === "直播中" || data7 === "回放" || data7 === "已结束"))
                        return validate258.errors = [{ instancePath: instancePath + "/tag", schemaPath: "#/properties/tag/enum", keyword: "enum", params: { allowedValues: schema110.properties.tag.enum }, message: "must be equal to one of the allowed values" }], !1;
                      var valid0 = _errs15 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0)
                      if (data.isAppointment !== void 0) {
                        let _errs17 = errors;
                        if (typeof data.isAppointment != "boolean")
                          return validate258.errors = [{ instancePath: instancePath + "/isAppointment", schemaPath: "#/properties/isAppointment/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
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
      return validate258.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate258.errors = vErrors, errors === 0;
}
function validate257(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "items" || key0 === "activeId" || key0 === "title")) {
          return validate257.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
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
                validate258(data0[i0], { instancePath: instancePath + "/items/" + i0, parentData: data0, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate258.errors : vErrors.concat(validate258.errors), errors = vErrors.length);
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate257.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.activeId !== void 0) {
            let data2 = data.activeId, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)) && typeof data2 != "string" && data2 !== null)
              return validate257.errors = [{ instancePath: instancePath + "/activeId", schemaPath: "#/properties/activeId/type", keyword: "type", params: { type: schema109.properties.activeId.type }, message: "must be integer,string,null" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.title !== void 0) {
              let _errs7 = errors;
              if (typeof data.title != "string")
                return validate257.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate257.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate257.errors = vErrors, errors === 0;
}
var widgetProps40 = validate260, schema111 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { show: { type: ["boolean", "null"] }, title: { type: "string" }, desc: { type: "string" }, qrcode: { type: "string" }, closeText: { type: "string" } }, $id: "https://schemas.boyihui.local/widgets/live-subscribe-sheet/live-subscribe-sheet.schema.json" };
function validate260(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "show" || key0 === "title" || key0 === "desc" || key0 === "qrcode" || key0 === "closeText")) {
          return validate260.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.show !== void 0) {
          let data0 = data.show, _errs2 = errors;
          if (typeof data0 != "boolean" && data0 !== null)
            return validate260.errors = [{ instancePath: instancePath + "/show", schemaPath: "#/properties/show/type", keyword: "type", params: { type: schema111.properties.show.type }, message: "must be boolean,null" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.title !== void 0) {
            let _errs4 = errors;
            if (typeof data.title != "string")
              return validate260.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.desc !== void 0) {
              let _errs6 = errors;
              if (typeof data.desc != "string")
                return validate260.errors = [{ instancePath: instancePath + "/desc", schemaPath: "#/properties/desc/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.qrcode !== void 0) {
                let _errs8 = errors;
                if (typeof data.qrcode != "string")
                  return validate260.errors = [{ instancePath: instancePath + "/qrcode", schemaPath: "#/properties/qrcode/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
              if (valid0)
                if (data.closeText !== void 0) {
                  let _errs10 = errors;
                  if (typeof data.closeText != "string")
                    return validate260.errors = [{ instancePath: instancePath + "/closeText", schemaPath: "#/properties/closeText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs10 === errors;
                } else
                  var valid0 = !0;
            }
          }
        }
      }
    } else
      return validate260.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate260.errors = vErrors, errors === 0;
}
var widgetProps41 = validate261, schema112 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { open: { type: ["boolean", "integer", "null"] }, text: { type: "string" }, qrImage: { type: "string" }, backText: { type: "string" } }, $id: "https://schemas.boyihui.local/widgets/live-white-list-dialog/live-white-list-dialog.schema.json" };
function validate261(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "open" || key0 === "text" || key0 === "qrImage" || key0 === "backText")) {
          return validate261.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.open !== void 0) {
          let data0 = data.open, _errs2 = errors;
          if (typeof data0 != "boolean" && !(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)) && data0 !== null)
            return validate261.errors = [{ instancePath: instancePath + "/open", schemaPath: "#/properties/open/type", keyword: "type", params: { type: schema112.properties.open.type }, message: "must be boolean,integer,null" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.text !== void 0) {
            let _errs4 = errors;
            if (typeof data.text != "string")
              return validate261.errors = [{ instancePath: instancePath + "/text", schemaPath: "#/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.qrImage !== void 0) {
              let _errs6 = errors;
              if (typeof data.qrImage != "string")
                return validate261.errors = [{ instancePath: instancePath + "/qrImage", schemaPath: "#/properties/qrImage/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.backText !== void 0) {
                let _errs8 = errors;
                if (typeof data.backText != "string")
                  return validate261.errors = [{ instancePath: instancePath + "/backText", schemaPath: "#/properties/backText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate261.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate261.errors = vErrors, errors === 0;
}
var widgetProps42 = validate262;
function validate262(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "items" || key0 === "hasMore" || key0 === "loading" || key0 === "error" || key0 === "loggedIn" || key0 === "endText" || key0 === "emptyText" || key0 === "titleLength")) {
          return validate262.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
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
                validate182(data0[i0], { instancePath: instancePath + "/items/" + i0, parentData: data0, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate182.errors : vErrors.concat(validate182.errors), errors = vErrors.length);
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate262.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.hasMore !== void 0) {
            let _errs5 = errors;
            if (typeof data.hasMore != "boolean")
              return validate262.errors = [{ instancePath: instancePath + "/hasMore", schemaPath: "#/properties/hasMore/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.loading !== void 0) {
              let _errs7 = errors;
              if (typeof data.loading != "boolean")
                return validate262.errors = [{ instancePath: instancePath + "/loading", schemaPath: "#/properties/loading/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.error !== void 0) {
                let _errs9 = errors;
                if (typeof data.error != "boolean")
                  return validate262.errors = [{ instancePath: instancePath + "/error", schemaPath: "#/properties/error/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.loggedIn !== void 0) {
                  let _errs11 = errors;
                  if (typeof data.loggedIn != "boolean")
                    return validate262.errors = [{ instancePath: instancePath + "/loggedIn", schemaPath: "#/properties/loggedIn/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.endText !== void 0) {
                    let _errs13 = errors;
                    if (typeof data.endText != "string")
                      return validate262.errors = [{ instancePath: instancePath + "/endText", schemaPath: "#/properties/endText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs13 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.emptyText !== void 0) {
                      let _errs15 = errors;
                      if (typeof data.emptyText != "string")
                        return validate262.errors = [{ instancePath: instancePath + "/emptyText", schemaPath: "#/properties/emptyText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid0 = _errs15 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0)
                      if (data.titleLength !== void 0) {
                        let data8 = data.titleLength, _errs17 = errors;
                        if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8)))
                          return validate262.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                        if (errors === _errs17 && typeof data8 == "number" && isFinite(data8) && (data8 < 1 || isNaN(data8)))
                          return validate262.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
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
      return validate262.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate262.errors = vErrors, errors === 0;
}
var widgetProps43 = validate264;
function validate265(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.title === void 0 && (missing0 = "title"))
        return validate265.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate265.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.label !== void 0) {
          let _errs3 = errors;
          if (typeof data.label != "string")
            return validate265.errors = [{ instancePath: instancePath + "/label", schemaPath: "#/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.title !== void 0) {
            let _errs5 = errors;
            if (typeof data.title != "string")
              return validate265.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.link !== void 0) {
              let _errs7 = errors;
              if (typeof data.link != "string")
                return validate265.errors = [{ instancePath: instancePath + "/link", schemaPath: "#/properties/link/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate265.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate265.errors = vErrors, errors === 0;
}
function validate264(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "items" || key0 === "intervalMs")) {
          return validate264.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
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
                validate265(data0[i0], { instancePath: instancePath + "/items/" + i0, parentData: data0, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate265.errors : vErrors.concat(validate265.errors), errors = vErrors.length);
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate264.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0)
          if (data.intervalMs !== void 0) {
            let data2 = data.intervalMs, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
              return validate264.errors = [{ instancePath: instancePath + "/intervalMs", schemaPath: "#/properties/intervalMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            if (errors === _errs5 && typeof data2 == "number" && isFinite(data2) && (data2 < 1e3 || isNaN(data2)))
              return validate264.errors = [{ instancePath: instancePath + "/intervalMs", schemaPath: "#/properties/intervalMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1e3 }, message: "must be >= 1000" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
      }
    } else
      return validate264.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate264.errors = vErrors, errors === 0;
}
var widgetProps44 = validate267;
function validate268(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.key === void 0 && (missing0 = "key") || data.title === void 0 && (missing0 = "title") || data.link === void 0 && (missing0 = "link"))
        return validate268.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate268.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.key !== void 0) {
          let _errs3 = errors;
          if (typeof data.key != "string")
            return validate268.errors = [{ instancePath: instancePath + "/key", schemaPath: "#/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.title !== void 0) {
            let _errs5 = errors;
            if (typeof data.title != "string")
              return validate268.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.logo !== void 0) {
              let _errs7 = errors;
              if (typeof data.logo != "string")
                return validate268.errors = [{ instancePath: instancePath + "/logo", schemaPath: "#/properties/logo/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.desc !== void 0) {
                let _errs9 = errors;
                if (typeof data.desc != "string")
                  return validate268.errors = [{ instancePath: instancePath + "/desc", schemaPath: "#/properties/desc/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0)
                if (data.link !== void 0) {
                  let _errs11 = errors;
                  if (typeof data.link != "string")
                    return validate268.errors = [{ instancePath: instancePath + "/link", schemaPath: "#/properties/link/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
            }
          }
        }
      }
    } else
      return validate268.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate268.errors = vErrors, errors === 0;
}
function validate267(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "title" || key0 === "items" || key0 === "columns")) {
          return validate267.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.title !== void 0) {
          let _errs2 = errors;
          if (typeof data.title != "string")
            return validate267.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
                  validate268(data1[i0], { instancePath: instancePath + "/items/" + i0, parentData: data1, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate268.errors : vErrors.concat(validate268.errors), errors = vErrors.length);
                  var valid1 = _errs6 === errors;
                  if (!valid1)
                    break;
                }
              } else
                return validate267.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.columns !== void 0) {
              let data3 = data.columns, _errs7 = errors;
              if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                return validate267.errors = [{ instancePath: instancePath + "/columns", schemaPath: "#/properties/columns/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              if (errors === _errs7 && typeof data3 == "number" && isFinite(data3)) {
                if (data3 > 5 || isNaN(data3))
                  return validate267.errors = [{ instancePath: instancePath + "/columns", schemaPath: "#/properties/columns/maximum", keyword: "maximum", params: { comparison: "<=", limit: 5 }, message: "must be <= 5" }], !1;
                if (data3 < 2 || isNaN(data3))
                  return validate267.errors = [{ instancePath: instancePath + "/columns", schemaPath: "#/properties/columns/minimum", keyword: "minimum", params: { comparison: ">=", limit: 2 }, message: "must be >= 2" }], !1;
              }
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate267.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate267.errors = vErrors, errors === 0;
}
var widgetProps45 = validate270;
function validate270(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (key0 !== "links") {
          return validate270.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors && data.links !== void 0) {
        let data0 = data.links;
        if (errors === errors)
          if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
            if (data0.hzsf !== void 0) {
              let _errs4 = errors;
              if (typeof data0.hzsf != "string")
                return validate270.errors = [{ instancePath: instancePath + "/links/hzsf", schemaPath: "#/properties/links/properties/hzsf/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid1 = _errs4 === errors;
            } else
              var valid1 = !0;
            if (valid1)
              if (data0.zxzx !== void 0) {
                let _errs6 = errors;
                if (typeof data0.zxzx != "string")
                  return validate270.errors = [{ instancePath: instancePath + "/links/zxzx", schemaPath: "#/properties/links/properties/zxzx/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid1 = _errs6 === errors;
              } else
                var valid1 = !0;
          } else
            return validate270.errors = [{ instancePath: instancePath + "/links", schemaPath: "#/properties/links/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
      }
    } else
      return validate270.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate270.errors = vErrors, errors === 0;
}
var widgetProps46 = validate271;
function validate272(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.title === void 0 && (missing0 = "title") || data.cover_img === void 0 && (missing0 = "cover_img") || data.created_at === void 0 && (missing0 = "created_at") || data.view_count === void 0 && (missing0 = "view_count"))
        return validate272.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "id" || key0 === "title" || key0 === "cover_img" || key0 === "created_at" || key0 === "view_count")) {
            return validate272.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.id !== void 0) {
            let data0 = data.id, _errs2 = errors;
            if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
              return validate272.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.title !== void 0) {
              let _errs4 = errors;
              if (typeof data.title != "string")
                return validate272.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs4 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.cover_img !== void 0) {
                let _errs6 = errors;
                if (typeof data.cover_img != "string")
                  return validate272.errors = [{ instancePath: instancePath + "/cover_img", schemaPath: "#/properties/cover_img/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs6 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.created_at !== void 0) {
                  let _errs8 = errors;
                  if (typeof data.created_at != "string")
                    return validate272.errors = [{ instancePath: instancePath + "/created_at", schemaPath: "#/properties/created_at/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs8 === errors;
                } else
                  var valid0 = !0;
                if (valid0)
                  if (data.view_count !== void 0) {
                    let data4 = data.view_count, _errs10 = errors;
                    if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4)))
                      return validate272.errors = [{ instancePath: instancePath + "/view_count", schemaPath: "#/properties/view_count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                    var valid0 = _errs10 === errors;
                  } else
                    var valid0 = !0;
              }
            }
          }
        }
      }
    } else
      return validate272.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate272.errors = vErrors, errors === 0;
}
function validate271(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "items" || key0 === "max" || key0 === "titleLength")) {
          return validate271.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
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
                validate272(data0[i0], { instancePath: instancePath + "/items/" + i0, parentData: data0, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate272.errors : vErrors.concat(validate272.errors), errors = vErrors.length);
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate271.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.max !== void 0) {
            let data2 = data.max, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
              return validate271.errors = [{ instancePath: instancePath + "/max", schemaPath: "#/properties/max/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            if (errors === _errs5 && typeof data2 == "number" && isFinite(data2) && (data2 < 1 || isNaN(data2)))
              return validate271.errors = [{ instancePath: instancePath + "/max", schemaPath: "#/properties/max/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.titleLength !== void 0) {
              let data3 = data.titleLength, _errs7 = errors;
              if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                return validate271.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              if (errors === _errs7 && typeof data3 == "number" && isFinite(data3) && (data3 < 1 || isNaN(data3)))
                return validate271.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate271.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate271.errors = vErrors, errors === 0;
}
var widgetProps47 = validate274;
function validate274(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "title" || key0 === "suffix")) {
          return validate274.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.title !== void 0) {
          let _errs2 = errors;
          if (typeof data.title != "string")
            return validate274.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0)
          if (data.suffix !== void 0) {
            let _errs4 = errors;
            if (typeof data.suffix != "string")
              return validate274.errors = [{ instancePath: instancePath + "/suffix", schemaPath: "#/properties/suffix/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
      }
    } else
      return validate274.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate274.errors = vErrors, errors === 0;
}
var widgetProps48 = validate275;
var schema123 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/entities/article-parent.json", type: "object", required: ["id", "title", "logo", "desc", "is_subscribe", "origin_type", "type"], properties: { id: { type: "integer" }, title: { type: "string" }, logo: { type: "string" }, desc: { type: "string" }, is_subscribe: { type: "integer", enum: [0, 1] }, origin_type: { type: "integer", enum: [2, 6, 30] }, type: { type: "integer" } } };
function validate276(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.title === void 0 && (missing0 = "title") || data.logo === void 0 && (missing0 = "logo") || data.desc === void 0 && (missing0 = "desc") || data.is_subscribe === void 0 && (missing0 = "is_subscribe") || data.origin_type === void 0 && (missing0 = "origin_type") || data.type === void 0 && (missing0 = "type"))
        return validate276.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate276.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.title !== void 0) {
          let _errs3 = errors;
          if (typeof data.title != "string")
            return validate276.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.logo !== void 0) {
            let _errs5 = errors;
            if (typeof data.logo != "string")
              return validate276.errors = [{ instancePath: instancePath + "/logo", schemaPath: "#/properties/logo/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.desc !== void 0) {
              let _errs7 = errors;
              if (typeof data.desc != "string")
                return validate276.errors = [{ instancePath: instancePath + "/desc", schemaPath: "#/properties/desc/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.is_subscribe !== void 0) {
                let data4 = data.is_subscribe, _errs9 = errors;
                if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4)))
                  return validate276.errors = [{ instancePath: instancePath + "/is_subscribe", schemaPath: "#/properties/is_subscribe/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                if (!(data4 === 0 || data4 === 1))
                  return validate276.errors = [{ instancePath: instancePath + "/is_subscribe", schemaPath: "#/properties/is_subscribe/enum", keyword: "enum", params: { allowedValues: schema123.properties.is_subscribe.enum }, message: "must be equal to one of the allowed values" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.origin_type !== void 0) {
                  let data5 = data.origin_type, _errs11 = errors;
                  if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                    return validate276.errors = [{ instancePath: instancePath + "/origin_type", schemaPath: "#/properties/origin_type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                  if (!(data5 === 2 || data5 === 6 || data5 === 30))
                    return validate276.errors = [{ instancePath: instancePath + "/origin_type", schemaPath: "#/properties/origin_type/enum", keyword: "enum", params: { allowedValues: schema123.properties.origin_type.enum }, message: "must be equal to one of the allowed values" }], !1;
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
                if (valid0)
                  if (data.type !== void 0) {
                    let data6 = data.type, _errs13 = errors;
                    if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)))
                      return validate276.errors = [{ instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                    var valid0 = _errs13 === errors;
                  } else
                    var valid0 = !0;
              }
            }
          }
        }
      }
    } else
      return validate276.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate276.errors = vErrors, errors === 0;
}
function validate275(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "parent" || key0 === "label")) {
          return validate275.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.parent !== void 0) {
          let data0 = data.parent, _errs2 = errors, _errs3 = errors, valid1 = !1, passing0 = null, _errs4 = errors;
          validate276(data0, { instancePath: instancePath + "/parent", parentData: data, parentDataProperty: "parent", rootData }) || (vErrors = vErrors === null ? validate276.errors : vErrors.concat(validate276.errors), errors = vErrors.length);
          var _valid0 = _errs4 === errors;
          _valid0 && (valid1 = !0, passing0 = 0);
          let _errs5 = errors;
          if (data0 !== null) {
            let err0 = { instancePath: instancePath + "/parent", schemaPath: "#/properties/parent/oneOf/1/type", keyword: "type", params: { type: "null" }, message: "must be null" };
            vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
          }
          var _valid0 = _errs5 === errors;
          if (_valid0 && valid1 ? (valid1 = !1, passing0 = [passing0, 1]) : _valid0 && (valid1 = !0, passing0 = 1), valid1)
            errors = _errs3, vErrors !== null && (_errs3 ? vErrors.length = _errs3 : vErrors = null);
          else {
            let err1 = { instancePath: instancePath + "/parent", schemaPath: "#/properties/parent/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
            return vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++, validate275.errors = vErrors, !1;
          }
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0)
          if (data.label !== void 0) {
            let _errs7 = errors;
            if (typeof data.label != "string")
              return validate275.errors = [{ instancePath: instancePath + "/label", schemaPath: "#/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs7 === errors;
          } else
            var valid0 = !0;
      }
    } else
      return validate275.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate275.errors = vErrors, errors === 0;
}
var widgetProps49 = validate278;
function validate279(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.logo === void 0 && (missing0 = "logo"))
        return validate279.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate279.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.name !== void 0) {
          let _errs3 = errors;
          if (typeof data.name != "string")
            return validate279.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0)
          if (data.logo !== void 0) {
            let _errs5 = errors;
            if (typeof data.logo != "string")
              return validate279.errors = [{ instancePath: instancePath + "/logo", schemaPath: "#/properties/logo/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
      }
    } else
      return validate279.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate279.errors = vErrors, errors === 0;
}
function validate278(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "title" || key0 === "items")) {
          return validate278.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.title !== void 0) {
          let _errs2 = errors;
          if (typeof data.title != "string")
            return validate278.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
                  validate279(data1[i0], { instancePath: instancePath + "/items/" + i0, parentData: data1, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate279.errors : vErrors.concat(validate279.errors), errors = vErrors.length);
                  var valid1 = _errs6 === errors;
                  if (!valid1)
                    break;
                }
              } else
                return validate278.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
      }
    } else
      return validate278.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate278.errors = vErrors, errors === 0;
}
var widgetProps50 = validate281, schema126 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { open: { type: ["boolean", "integer", "null"] }, title: { type: "string" }, assistantText: { type: "string" }, length: { type: "integer", minimum: 4, maximum: 4 }, cancelText: { type: "string" } }, $id: "https://schemas.boyihui.local/widgets/password-dialog/password-dialog.schema.json" };
function validate281(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "open" || key0 === "title" || key0 === "assistantText" || key0 === "length" || key0 === "cancelText")) {
          return validate281.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.open !== void 0) {
          let data0 = data.open, _errs2 = errors;
          if (typeof data0 != "boolean" && !(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)) && data0 !== null)
            return validate281.errors = [{ instancePath: instancePath + "/open", schemaPath: "#/properties/open/type", keyword: "type", params: { type: schema126.properties.open.type }, message: "must be boolean,integer,null" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.title !== void 0) {
            let _errs4 = errors;
            if (typeof data.title != "string")
              return validate281.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.assistantText !== void 0) {
              let _errs6 = errors;
              if (typeof data.assistantText != "string")
                return validate281.errors = [{ instancePath: instancePath + "/assistantText", schemaPath: "#/properties/assistantText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.length !== void 0) {
                let data3 = data.length, _errs8 = errors;
                if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                  return validate281.errors = [{ instancePath: instancePath + "/length", schemaPath: "#/properties/length/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                if (errors === _errs8 && typeof data3 == "number" && isFinite(data3)) {
                  if (data3 > 4 || isNaN(data3))
                    return validate281.errors = [{ instancePath: instancePath + "/length", schemaPath: "#/properties/length/maximum", keyword: "maximum", params: { comparison: "<=", limit: 4 }, message: "must be <= 4" }], !1;
                  if (data3 < 4 || isNaN(data3))
                    return validate281.errors = [{ instancePath: instancePath + "/length", schemaPath: "#/properties/length/minimum", keyword: "minimum", params: { comparison: ">=", limit: 4 }, message: "must be >= 4" }], !1;
                }
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
              if (valid0)
                if (data.cancelText !== void 0) {
                  let _errs10 = errors;
                  if (typeof data.cancelText != "string")
                    return validate281.errors = [{ instancePath: instancePath + "/cancelText", schemaPath: "#/properties/cancelText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs10 === errors;
                } else
                  var valid0 = !0;
            }
          }
        }
      }
    } else
      return validate281.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate281.errors = vErrors, errors === 0;
}
var widgetProps51 = validate282, schema127 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { title: { type: "string" }, hint: { type: "string" }, label: { type: "string" }, placeholder: { type: "string" }, mobile: { type: ["string", "null"] }, submitText: { type: "string" }, showAgreement: { type: "boolean" }, agreementPrefix: { type: "string" } }, $id: "https://schemas.boyihui.local/widgets/phone-login-form/phone-login-form.schema.json" };
function validate282(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "title" || key0 === "hint" || key0 === "label" || key0 === "placeholder" || key0 === "mobile" || key0 === "submitText" || key0 === "showAgreement" || key0 === "agreementPrefix")) {
          return validate282.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.title !== void 0) {
          let _errs2 = errors;
          if (typeof data.title != "string")
            return validate282.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.hint !== void 0) {
            let _errs4 = errors;
            if (typeof data.hint != "string")
              return validate282.errors = [{ instancePath: instancePath + "/hint", schemaPath: "#/properties/hint/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.label !== void 0) {
              let _errs6 = errors;
              if (typeof data.label != "string")
                return validate282.errors = [{ instancePath: instancePath + "/label", schemaPath: "#/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.placeholder !== void 0) {
                let _errs8 = errors;
                if (typeof data.placeholder != "string")
                  return validate282.errors = [{ instancePath: instancePath + "/placeholder", schemaPath: "#/properties/placeholder/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.mobile !== void 0) {
                  let data4 = data.mobile, _errs10 = errors;
                  if (typeof data4 != "string" && data4 !== null)
                    return validate282.errors = [{ instancePath: instancePath + "/mobile", schemaPath: "#/properties/mobile/type", keyword: "type", params: { type: schema127.properties.mobile.type }, message: "must be string,null" }], !1;
                  var valid0 = _errs10 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.submitText !== void 0) {
                    let _errs12 = errors;
                    if (typeof data.submitText != "string")
                      return validate282.errors = [{ instancePath: instancePath + "/submitText", schemaPath: "#/properties/submitText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs12 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.showAgreement !== void 0) {
                      let _errs14 = errors;
                      if (typeof data.showAgreement != "boolean")
                        return validate282.errors = [{ instancePath: instancePath + "/showAgreement", schemaPath: "#/properties/showAgreement/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                      var valid0 = _errs14 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0)
                      if (data.agreementPrefix !== void 0) {
                        let _errs16 = errors;
                        if (typeof data.agreementPrefix != "string")
                          return validate282.errors = [{ instancePath: instancePath + "/agreementPrefix", schemaPath: "#/properties/agreementPrefix/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                        var valid0 = _errs16 === errors;
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
      return validate282.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate282.errors = vErrors, errors === 0;
}
var widgetProps52 = validate283, schema128 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { items: { type: ["array", "null"], items: { type: "object", required: ["id", "name"], properties: { id: { type: "integer" }, name: { type: "string" } } } }, keyword: { type: ["string", "null"] }, placeholder: { type: "string" }, subtitleKeys: { type: "array", items: { type: "string" } }, emptyText: { type: "string" }, addText: { type: "string" }, loading: { type: ["boolean", "null"] } }, $id: "https://schemas.boyihui.local/widgets/pick-list/pick-list.schema.json" };
function validate283(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "items" || key0 === "keyword" || key0 === "placeholder" || key0 === "subtitleKeys" || key0 === "emptyText" || key0 === "addText" || key0 === "loading")) {
          return validate283.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.items !== void 0) {
          let data0 = data.items, _errs2 = errors;
          if (!Array.isArray(data0) && data0 !== null)
            return validate283.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: schema128.properties.items.type }, message: "must be array,null" }], !1;
          if (errors === _errs2 && Array.isArray(data0)) {
            var valid1 = !0;
            let len0 = data0.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data1 = data0[i0], _errs4 = errors;
              if (errors === _errs4)
                if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                  let missing0;
                  if (data1.id === void 0 && (missing0 = "id") || data1.name === void 0 && (missing0 = "name"))
                    return validate283.errors = [{ instancePath: instancePath + "/items/" + i0, schemaPath: "#/properties/items/items/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
                  if (data1.id !== void 0) {
                    let data2 = data1.id, _errs6 = errors;
                    if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
                      return validate283.errors = [{ instancePath: instancePath + "/items/" + i0 + "/id", schemaPath: "#/properties/items/items/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                    var valid2 = _errs6 === errors;
                  } else
                    var valid2 = !0;
                  if (valid2)
                    if (data1.name !== void 0) {
                      let _errs8 = errors;
                      if (typeof data1.name != "string")
                        return validate283.errors = [{ instancePath: instancePath + "/items/" + i0 + "/name", schemaPath: "#/properties/items/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid2 = _errs8 === errors;
                    } else
                      var valid2 = !0;
                } else
                  return validate283.errors = [{ instancePath: instancePath + "/items/" + i0, schemaPath: "#/properties/items/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
              var valid1 = _errs4 === errors;
              if (!valid1)
                break;
            }
          }
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.keyword !== void 0) {
            let data4 = data.keyword, _errs10 = errors;
            if (typeof data4 != "string" && data4 !== null)
              return validate283.errors = [{ instancePath: instancePath + "/keyword", schemaPath: "#/properties/keyword/type", keyword: "type", params: { type: schema128.properties.keyword.type }, message: "must be string,null" }], !1;
            var valid0 = _errs10 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.placeholder !== void 0) {
              let _errs12 = errors;
              if (typeof data.placeholder != "string")
                return validate283.errors = [{ instancePath: instancePath + "/placeholder", schemaPath: "#/properties/placeholder/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs12 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.subtitleKeys !== void 0) {
                let data6 = data.subtitleKeys, _errs14 = errors;
                if (errors === _errs14)
                  if (Array.isArray(data6)) {
                    var valid3 = !0;
                    let len1 = data6.length;
                    for (let i1 = 0; i1 < len1; i1++) {
                      let _errs16 = errors;
                      if (typeof data6[i1] != "string")
                        return validate283.errors = [{ instancePath: instancePath + "/subtitleKeys/" + i1, schemaPath: "#/properties/subtitleKeys/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid3 = _errs16 === errors;
                      if (!valid3)
                        break;
                    }
                  } else
                    return validate283.errors = [{ instancePath: instancePath + "/subtitleKeys", schemaPath: "#/properties/subtitleKeys/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                var valid0 = _errs14 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.emptyText !== void 0) {
                  let _errs18 = errors;
                  if (typeof data.emptyText != "string")
                    return validate283.errors = [{ instancePath: instancePath + "/emptyText", schemaPath: "#/properties/emptyText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs18 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.addText !== void 0) {
                    let _errs20 = errors;
                    if (typeof data.addText != "string")
                      return validate283.errors = [{ instancePath: instancePath + "/addText", schemaPath: "#/properties/addText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs20 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0)
                    if (data.loading !== void 0) {
                      let data10 = data.loading, _errs22 = errors;
                      if (typeof data10 != "boolean" && data10 !== null)
                        return validate283.errors = [{ instancePath: instancePath + "/loading", schemaPath: "#/properties/loading/type", keyword: "type", params: { type: schema128.properties.loading.type }, message: "must be boolean,null" }], !1;
                      var valid0 = _errs22 === errors;
                    } else
                      var valid0 = !0;
                }
              }
            }
          }
        }
      }
    } else
      return validate283.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate283.errors = vErrors, errors === 0;
}
var widgetProps53 = validate284, schema129 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { sources: { type: "array", items: { type: "object", properties: { url: { type: "string" }, format: { type: "string", enum: ["mp4", "m3u8", "webm"] }, PlayURL: { type: "string" }, Format: { type: "string" } } } }, poster: { type: "string" }, title: { type: "string" }, progressEverySeconds: { type: "integer", minimum: 1, maximum: 600 } }, $id: "https://schemas.boyihui.local/widgets/player/player.schema.json" };
function validate284(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "sources" || key0 === "poster" || key0 === "title" || key0 === "progressEverySeconds")) {
          return validate284.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.sources !== void 0) {
          let data0 = data.sources, _errs2 = errors;
          if (errors === _errs2)
            if (Array.isArray(data0)) {
              var valid1 = !0;
              let len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data1 = data0[i0], _errs4 = errors;
                if (errors === _errs4)
                  if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                    if (data1.url !== void 0) {
                      let _errs6 = errors;
                      if (typeof data1.url != "string")
                        return validate284.errors = [{ instancePath: instancePath + "/sources/" + i0 + "/url", schemaPath: "#/properties/sources/items/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid2 = _errs6 === errors;
                    } else
                      var valid2 = !0;
                    if (valid2) {
                      if (data1.format !== void 0) {
                        let data3 = data1.format, _errs8 = errors;
                        if (typeof data3 != "string")
                          return validate284.errors = [{ instancePath: instancePath + "/sources/" + i0 + "/format", schemaPath: "#/properties/sources/items/properties/format/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                        if (!(data3 === "mp4" || data3 === "m3u8" || data3 === "webm"))
                          return validate284.errors = [{ instancePath: instancePath + "/sources/" + i0 + "/format", schemaPath: "#/properties/sources/items/properties/format/enum", keyword: "enum", params: { allowedValues: schema129.properties.sources.items.properties.format.enum }, message: "must be equal to one of the allowed values" }], !1;
                        var valid2 = _errs8 === errors;
                      } else
                        var valid2 = !0;
                      if (valid2) {
                        if (data1.PlayURL !== void 0) {
                          let _errs10 = errors;
                          if (typeof data1.PlayURL != "string")
                            return validate284.errors = [{ instancePath: instancePath + "/sources/" + i0 + "/PlayURL", schemaPath: "#/properties/sources/items/properties/PlayURL/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                          var valid2 = _errs10 === errors;
                        } else
                          var valid2 = !0;
                        if (valid2)
                          if (data1.Format !== void 0) {
                            let _errs12 = errors;
                            if (typeof data1.Format != "string")
                              return validate284.errors = [{ instancePath: instancePath + "/sources/" + i0 + "/Format", schemaPath: "#/properties/sources/items/properties/Format/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                            var valid2 = _errs12 === errors;
                          } else
                            var valid2 = !0;
                      }
                    }
                  } else
                    return validate284.errors = [{ instancePath: instancePath + "/sources/" + i0, schemaPath: "#/properties/sources/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate284.errors = [{ instancePath: instancePath + "/sources", schemaPath: "#/properties/sources/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.poster !== void 0) {
            let _errs14 = errors;
            if (typeof data.poster != "string")
              return validate284.errors = [{ instancePath: instancePath + "/poster", schemaPath: "#/properties/poster/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs14 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.title !== void 0) {
              let _errs16 = errors;
              if (typeof data.title != "string")
                return validate284.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs16 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.progressEverySeconds !== void 0) {
                let data8 = data.progressEverySeconds, _errs18 = errors;
                if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8)))
                  return validate284.errors = [{ instancePath: instancePath + "/progressEverySeconds", schemaPath: "#/properties/progressEverySeconds/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                if (errors === _errs18 && typeof data8 == "number" && isFinite(data8)) {
                  if (data8 > 600 || isNaN(data8))
                    return validate284.errors = [{ instancePath: instancePath + "/progressEverySeconds", schemaPath: "#/properties/progressEverySeconds/maximum", keyword: "maximum", params: { comparison: "<=", limit: 600 }, message: "must be <= 600" }], !1;
                  if (data8 < 1 || isNaN(data8))
                    return validate284.errors = [{ instancePath: instancePath + "/progressEverySeconds", schemaPath: "#/properties/progressEverySeconds/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
                }
                var valid0 = _errs18 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate284.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate284.errors = vErrors, errors === 0;
}
var widgetProps54 = validate285, schema130 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { rules: { type: "array", items: { type: "object", required: ["name", "value"], properties: { id: { type: "integer" }, key: { type: "string" }, name: { type: "string" }, description: { type: "string" }, value: { type: "integer" }, daily_limit: { type: ["integer", "null"] } } } }, title: { type: "string" } }, $id: "https://schemas.boyihui.local/widgets/point-rules/point-rules.schema.json" };
function validate285(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "rules" || key0 === "title")) {
          return validate285.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.rules !== void 0) {
          let data0 = data.rules, _errs2 = errors;
          if (errors === _errs2)
            if (Array.isArray(data0)) {
              var valid1 = !0;
              let len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data1 = data0[i0], _errs4 = errors;
                if (errors === _errs4)
                  if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                    let missing0;
                    if (data1.name === void 0 && (missing0 = "name") || data1.value === void 0 && (missing0 = "value"))
                      return validate285.errors = [{ instancePath: instancePath + "/rules/" + i0, schemaPath: "#/properties/rules/items/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
                    if (data1.id !== void 0) {
                      let data2 = data1.id, _errs6 = errors;
                      if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
                        return validate285.errors = [{ instancePath: instancePath + "/rules/" + i0 + "/id", schemaPath: "#/properties/rules/items/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                      var valid2 = _errs6 === errors;
                    } else
                      var valid2 = !0;
                    if (valid2) {
                      if (data1.key !== void 0) {
                        let _errs8 = errors;
                        if (typeof data1.key != "string")
                          return validate285.errors = [{ instancePath: instancePath + "/rules/" + i0 + "/key", schemaPath: "#/properties/rules/items/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                        var valid2 = _errs8 === errors;
                      } else
                        var valid2 = !0;
                      if (valid2) {
                        if (data1.name !== void 0) {
                          let _errs10 = errors;
                          if (typeof data1.name != "string")
                            return validate285.errors = [{ instancePath: instancePath + "/rules/" + i0 + "/name", schemaPath: "#/properties/rules/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                          var valid2 = _errs10 === errors;
                        } else
                          var valid2 = !0;
                        if (valid2) {
                          if (data1.description !== void 0) {
                            let _errs12 = errors;
                            if (typeof data1.description != "string")
                              return validate285.errors = [{ instancePath: instancePath + "/rules/" + i0 + "/description", schemaPath: "#/properties/rules/items/properties/description/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                            var valid2 = _errs12 === errors;
                          } else
                            var valid2 = !0;
                          if (valid2) {
                            if (data1.value !== void 0) {
                              let data6 = data1.value, _errs14 = errors;
                              if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)))
                                return validate285.errors = [{ instancePath: instancePath + "/rules/" + i0 + "/value", schemaPath: "#/properties/rules/items/properties/value/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                              var valid2 = _errs14 === errors;
                            } else
                              var valid2 = !0;
                            if (valid2)
                              if (data1.daily_limit !== void 0) {
                                let data7 = data1.daily_limit, _errs16 = errors;
                                if (!(typeof data7 == "number" && !(data7 % 1) && !isNaN(data7) && isFinite(data7)) && data7 !== null)
                                  return validate285.errors = [{ instancePath: instancePath + "/rules/" + i0 + "/daily_limit", schemaPath: "#/properties/rules/items/properties/daily_limit/type", keyword: "type", params: { type: schema130.properties.rules.items.properties.daily_limit.type }, message: "must be integer,null" }], !1;
                                var valid2 = _errs16 === errors;
                              } else
                                var valid2 = !0;
                          }
                        }
                      }
                    }
                  } else
                    return validate285.errors = [{ instancePath: instancePath + "/rules/" + i0, schemaPath: "#/properties/rules/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate285.errors = [{ instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0)
          if (data.title !== void 0) {
            let _errs18 = errors;
            if (typeof data.title != "string")
              return validate285.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs18 === errors;
          } else
            var valid0 = !0;
      }
    } else
      return validate285.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate285.errors = vErrors, errors === 0;
}
var widgetProps55 = validate286, schema131 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { point: { type: ["integer", "null"] }, income: { type: "array", items: { $ref: "#/definitions/record" } }, outcome: { type: "array", items: { $ref: "#/definitions/record" } }, activeIndex: { type: "integer", enum: [0, 1] } }, definitions: { record: { type: "object", required: ["note", "value"], properties: { id: { type: "integer" }, note: { type: "string" }, value: { type: "integer" }, created_at: { type: "string" } } } }, $id: "https://schemas.boyihui.local/widgets/points-summary/points-summary.schema.json" };
function validate287(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.note === void 0 && (missing0 = "note") || data.value === void 0 && (missing0 = "value"))
        return validate287.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate287.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.note !== void 0) {
          let _errs3 = errors;
          if (typeof data.note != "string")
            return validate287.errors = [{ instancePath: instancePath + "/note", schemaPath: "#/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.value !== void 0) {
            let data2 = data.value, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
              return validate287.errors = [{ instancePath: instancePath + "/value", schemaPath: "#/properties/value/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.created_at !== void 0) {
              let _errs7 = errors;
              if (typeof data.created_at != "string")
                return validate287.errors = [{ instancePath: instancePath + "/created_at", schemaPath: "#/properties/created_at/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate287.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate287.errors = vErrors, errors === 0;
}
function validate286(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "point" || key0 === "income" || key0 === "outcome" || key0 === "activeIndex")) {
          return validate286.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.point !== void 0) {
          let data0 = data.point, _errs2 = errors;
          if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)) && data0 !== null)
            return validate286.errors = [{ instancePath: instancePath + "/point", schemaPath: "#/properties/point/type", keyword: "type", params: { type: schema131.properties.point.type }, message: "must be integer,null" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.income !== void 0) {
            let data1 = data.income, _errs4 = errors;
            if (errors === _errs4)
              if (Array.isArray(data1)) {
                var valid1 = !0;
                let len0 = data1.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  let _errs6 = errors;
                  validate287(data1[i0], { instancePath: instancePath + "/income/" + i0, parentData: data1, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate287.errors : vErrors.concat(validate287.errors), errors = vErrors.length);
                  var valid1 = _errs6 === errors;
                  if (!valid1)
                    break;
                }
              } else
                return validate286.errors = [{ instancePath: instancePath + "/income", schemaPath: "#/properties/income/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.outcome !== void 0) {
              let data3 = data.outcome, _errs7 = errors;
              if (errors === _errs7)
                if (Array.isArray(data3)) {
                  var valid2 = !0;
                  let len1 = data3.length;
                  for (let i1 = 0; i1 < len1; i1++) {
                    let _errs9 = errors;
                    validate287(data3[i1], { instancePath: instancePath + "/outcome/" + i1, parentData: data3, parentDataProperty: i1, rootData }) || (vErrors = vErrors === null ? validate287.errors : vErrors.concat(validate287.errors), errors = vErrors.length);
                    var valid2 = _errs9 === errors;
                    if (!valid2)
                      break;
                  }
                } else
                  return validate286.errors = [{ instancePath: instancePath + "/outcome", schemaPath: "#/properties/outcome/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.activeIndex !== void 0) {
                let data5 = data.activeIndex, _errs10 = errors;
                if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                  return validate286.errors = [{ instancePath: instancePath + "/activeIndex", schemaPath: "#/properties/activeIndex/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                if (!(data5 === 0 || data5 === 1))
                  return validate286.errors = [{ instancePath: instancePath + "/activeIndex", schemaPath: "#/properties/activeIndex/enum", keyword: "enum", params: { allowedValues: schema131.properties.activeIndex.enum }, message: "must be equal to one of the allowed values" }], !1;
                var valid0 = _errs10 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate286.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate286.errors = vErrors, errors === 0;
}
var widgetProps56 = validate290;
function validate290(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "user" || key0 === "pointLabel")) {
          return validate290.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.user !== void 0) {
          let data0 = data.user, _errs2 = errors, _errs3 = errors, valid1 = !1, passing0 = null, _errs4 = errors;
          if (data0 !== null) {
            let err0 = { instancePath: instancePath + "/user", schemaPath: "#/properties/user/oneOf/0/type", keyword: "type", params: { type: "null" }, message: "must be null" };
            vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
          }
          var _valid0 = _errs4 === errors;
          _valid0 && (valid1 = !0, passing0 = 0);
          let _errs6 = errors;
          if (errors === _errs6)
            if (data0 && typeof data0 == "object" && !Array.isArray(data0)) {
              if (data0.name !== void 0) {
                let _errs8 = errors;
                if (typeof data0.name != "string") {
                  let err1 = { instancePath: instancePath + "/user/name", schemaPath: "#/properties/user/oneOf/1/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                  vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++;
                }
                var valid2 = _errs8 === errors;
              } else
                var valid2 = !0;
              if (valid2) {
                if (data0.nick_name !== void 0) {
                  let _errs10 = errors;
                  if (typeof data0.nick_name != "string") {
                    let err2 = { instancePath: instancePath + "/user/nick_name", schemaPath: "#/properties/user/oneOf/1/properties/nick_name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                    vErrors === null ? vErrors = [err2] : vErrors.push(err2), errors++;
                  }
                  var valid2 = _errs10 === errors;
                } else
                  var valid2 = !0;
                if (valid2) {
                  if (data0.avatar !== void 0) {
                    let _errs12 = errors;
                    if (typeof data0.avatar != "string") {
                      let err3 = { instancePath: instancePath + "/user/avatar", schemaPath: "#/properties/user/oneOf/1/properties/avatar/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                      vErrors === null ? vErrors = [err3] : vErrors.push(err3), errors++;
                    }
                    var valid2 = _errs12 === errors;
                  } else
                    var valid2 = !0;
                  if (valid2) {
                    if (data0.point !== void 0) {
                      let data4 = data0.point, _errs14 = errors;
                      if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
                        let err4 = { instancePath: instancePath + "/user/point", schemaPath: "#/properties/user/oneOf/1/properties/point/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                        vErrors === null ? vErrors = [err4] : vErrors.push(err4), errors++;
                      }
                      var valid2 = _errs14 === errors;
                    } else
                      var valid2 = !0;
                    if (valid2) {
                      if (data0.is_complete !== void 0) {
                        let data5 = data0.is_complete, _errs16 = errors;
                        if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
                          let err5 = { instancePath: instancePath + "/user/is_complete", schemaPath: "#/properties/user/oneOf/1/properties/is_complete/type", keyword: "type", params: { type: "integer" }, message: "must be integer" };
                          vErrors === null ? vErrors = [err5] : vErrors.push(err5), errors++;
                        }
                        var valid2 = _errs16 === errors;
                      } else
                        var valid2 = !0;
                      if (valid2)
                        if (data0.identity !== void 0) {
                          let data6 = data0.identity, _errs18 = errors, _errs19 = errors, valid3 = !1, passing1 = null, _errs20 = errors;
                          if (data6 !== null) {
                            let err6 = { instancePath: instancePath + "/user/identity", schemaPath: "#/properties/user/oneOf/1/properties/identity/oneOf/0/type", keyword: "type", params: { type: "null" }, message: "must be null" };
                            vErrors === null ? vErrors = [err6] : vErrors.push(err6), errors++;
                          }
                          var _valid1 = _errs20 === errors;
                          _valid1 && (valid3 = !0, passing1 = 0);
                          let _errs22 = errors;
                          if (errors === _errs22)
                            if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
                              if (data6.name !== void 0 && typeof data6.name != "string") {
                                let err7 = { instancePath: instancePath + "/user/identity/name", schemaPath: "#/properties/user/oneOf/1/properties/identity/oneOf/1/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                                vErrors === null ? vErrors = [err7] : vErrors.push(err7), errors++;
                              }
                            } else {
                              let err8 = { instancePath: instancePath + "/user/identity", schemaPath: "#/properties/user/oneOf/1/properties/identity/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
                              vErrors === null ? vErrors = [err8] : vErrors.push(err8), errors++;
                            }
                          var _valid1 = _errs22 === errors;
                          if (_valid1 && valid3 ? (valid3 = !1, passing1 = [passing1, 1]) : _valid1 && (valid3 = !0, passing1 = 1), valid3)
                            errors = _errs19, vErrors !== null && (_errs19 ? vErrors.length = _errs19 : vErrors = null);
                          else {
                            let err9 = { instancePath: instancePath + "/user/identity", schemaPath: "#/properties/user/oneOf/1/properties/identity/oneOf", keyword: "oneOf", params: { passingSchemas: passing1 }, message: "must match exactly one schema in oneOf" };
                            vErrors === null ? vErrors = [err9] : vErrors.push(err9), errors++;
                          }
                          var valid2 = _errs18 === errors;
                        } else
                          var valid2 = !0;
                    }
                  }
                }
              }
            } else {
              let err10 = { instancePath: instancePath + "/user", schemaPath: "#/properties/user/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
              vErrors === null ? vErrors = [err10] : vErrors.push(err10), errors++;
            }
          var _valid0 = _errs6 === errors;
          if (_valid0 && valid1 ? (valid1 = !1, passing0 = [passing0, 1]) : _valid0 && (valid1 = !0, passing0 = 1), valid1)
            errors = _errs3, vErrors !== null && (_errs3 ? vErrors.length = _errs3 : vErrors = null);
          else {
            let err11 = { instancePath: instancePath + "/user", schemaPath: "#/properties/user/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
            return vErrors === null ? vErrors = [err11] : vErrors.push(err11), errors++, validate290.errors = vErrors, !1;
          }
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0)
          if (data.pointLabel !== void 0) {
            let _errs26 = errors;
            if (typeof data.pointLabel != "string")
              return validate290.errors = [{ instancePath: instancePath + "/pointLabel", schemaPath: "#/properties/pointLabel/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs26 === errors;
          } else
            var valid0 = !0;
      }
    } else
      return validate290.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate290.errors = vErrors, errors === 0;
}
var widgetProps57 = validate291, schema134 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, definitions: { formatRule: { type: "object", required: ["rule"], additionalProperties: !1, properties: { rule: { type: "string", enum: ["minLength", "maxLength", "notAllDigits", "notRepeatedChar"] }, value: { type: "integer", minimum: 0, maximum: 500 }, message: { type: "string" } } }, field: { type: "object", required: ["name", "label", "kind", "key"], additionalProperties: !1, properties: { name: { type: "string", pattern: "^[A-Za-z][A-Za-z0-9_]*$" }, label: { type: "string" }, kind: { type: "string", enum: ["text", "identity", "region", "select", "tree", "picker", "tags", "chips"] }, key: { type: "string" }, nameKey: { type: "string" }, subKey: { type: "string" }, extraKeys: { type: "object", additionalProperties: { type: "string" } }, placeholder: { type: "string" }, required: { oneOf: [{ type: "boolean" }, { $ref: "../../schemas/layout/condition.json" }] }, requiredMessage: { type: "string" }, rules: { type: "array", items: { $ref: "#/definitions/formatRule" } }, maxItems: { type: "integer", minimum: 1, maximum: 50 }, maxItemsMessage: { type: "string" }, when: { $ref: "../../schemas/layout/condition.json" }, requires: { type: "array", items: { type: "object", required: ["key", "message"], additionalProperties: !1, properties: { key: { type: "string" }, message: { type: "string" } } } }, source: { type: "string" }, picker: { type: "object", required: ["route"], additionalProperties: !1, properties: { route: { type: "string" }, query: { type: "object", additionalProperties: { type: "string" } } } } } } }, properties: { fields: { type: "array", minItems: 1, items: { $ref: "#/definitions/field" } }, values: { type: ["object", "null"], additionalProperties: !0 }, sources: { type: "object", additionalProperties: { type: ["array", "null"], items: { $ref: "../../schemas/entities/option-node.json" } } }, editing: { type: ["boolean", "string", "integer", "null"] }, prompt: { type: ["boolean", "integer", "null"] }, promptText: { type: "string" }, draftKey: { type: "string" }, submitText: { type: "string" }, success: { type: "object", additionalProperties: !1, properties: { title: { type: "string" }, text: { type: "string" }, qrImage: { type: "string" }, buttonText: { type: "string" } } } }, $id: "https://schemas.boyihui.local/widgets/profile-form/profile-form.schema.json" }, schema135 = { type: "object", required: ["name", "label", "kind", "key"], additionalProperties: !1, properties: { name: { type: "string", pattern: "^[A-Za-z][A-Za-z0-9_]*$" }, label: { type: "string" }, kind: { type: "string", enum: ["text", "identity", "region", "select", "tree", "picker", "tags", "chips"] }, key: { type: "string" }, nameKey: { type: "string" }, subKey: { type: "string" }, extraKeys: { type: "object", additionalProperties: { type: "string" } }, placeholder: { type: "string" }, required: { oneOf: [{ type: "boolean" }, { $ref: "../../schemas/layout/condition.json" }] }, requiredMessage: { type: "string" }, rules: { type: "array", items: { $ref: "#/definitions/formatRule" } }, maxItems: { type: "integer", minimum: 1, maximum: 50 }, maxItemsMessage: { type: "string" }, when: { $ref: "../../schemas/layout/condition.json" }, requires: { type: "array", items: { type: "object", required: ["key", "message"], additionalProperties: !1, properties: { key: { type: "string" }, message: { type: "string" } } } }, source: { type: "string" }, picker: { type: "object", required: ["route"], additionalProperties: !1, properties: { route: { type: "string" }, query: { type: "object", additionalProperties: { type: "string" } } } } } }, pattern9 = new RegExp("^[A-Za-z][A-Za-z0-9_]*$", "u"), schema9 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/layout/condition.json", oneOf: [{ type: "object", required: ["path", "op"], additionalProperties: !1, properties: { path: { type: "string", pattern: "^\\$(data|route|state|item|event)(\\.[A-Za-z0-9_]+)*$" }, op: { type: "string", enum: ["eq", "ne", "gt", "gte", "lt", "lte", "in", "nin", "exists", "truthy", "falsy", "empty", "nonempty"] }, value: {} } }, { type: "object", required: ["all"], additionalProperties: !1, properties: { all: { type: "array", minItems: 1, items: { $ref: "condition.json" } } } }, { type: "object", required: ["any"], additionalProperties: !1, properties: { any: { type: "array", minItems: 1, items: { $ref: "condition.json" } } } }, { type: "object", required: ["not"], additionalProperties: !1, properties: { not: { $ref: "condition.json" } } }] }, pattern2 = new RegExp("^\\$(data|route|state|item|event)(\\.[A-Za-z0-9_]+)*$", "u"), wrapper0 = { validate: validate25 };
function validate25(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0, _errs0 = errors, valid0 = !1, passing0 = null, _errs1 = errors;
  if (errors === _errs1)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.path === void 0 && (missing0 = "path") || data.op === void 0 && (missing0 = "op")) {
        let err0 = { instancePath, schemaPath: "#/oneOf/0/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" };
        vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
      } else {
        let _errs3 = errors;
        for (let key0 in data)
          if (!(key0 === "path" || key0 === "op" || key0 === "value")) {
            let err1 = { instancePath, schemaPath: "#/oneOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++;
            break;
          }
        if (_errs3 === errors) {
          if (data.path !== void 0) {
            let data0 = data.path, _errs4 = errors;
            if (errors === _errs4)
              if (typeof data0 == "string") {
                if (!pattern2.test(data0)) {
                  let err2 = { instancePath: instancePath + "/path", schemaPath: "#/oneOf/0/properties/path/pattern", keyword: "pattern", params: { pattern: "^\\$(data|route|state|item|event)(\\.[A-Za-z0-9_]+)*$" }, message: 'must match pattern "^\\$(data|route|state|item|event)(\\.[A-Za-z0-9_]+)*$"' };
                  vErrors === null ? vErrors = [err2] : vErrors.push(err2), errors++;
                }
              } else {
                let err3 = { instancePath: instancePath + "/path", schemaPath: "#/oneOf/0/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                vErrors === null ? vErrors = [err3] : vErrors.push(err3), errors++;
              }
            var valid1 = _errs4 === errors;
          } else
            var valid1 = !0;
          if (valid1)
            if (data.op !== void 0) {
              let data1 = data.op, _errs6 = errors;
              if (typeof data1 != "string") {
                let err4 = { instancePath: instancePath + "/op", schemaPath: "#/oneOf/0/properties/op/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                vErrors === null ? vErrors = [err4] : vErrors.push(err4), errors++;
              }
              if (!(data1 === "eq" || data1 === "ne" || data1 === "gt" || data1 === "gte" || data1 === "lt" || data1 === "lte" || data1 === "in" || data1 === "nin" || data1 === "exists" || data1 === "truthy" || data1 === "falsy" || data1 === "empty" || data1 === "nonempty")) {
                let err5 = { instancePath: instancePath + "/op", schemaPath: "#/oneOf/0/properties/op/enum", keyword: "enum", params: { allowedValues: schema9.oneOf[0].properties.op.enum }, message: "must be equal to one of the allowed values" };
                vErrors === null ? vErrors = [err5] : vErrors.push(err5), errors++;
              }
              var valid1 = _errs6 === errors;
            } else
              var valid1 = !0;
        }
      }
    } else {
      let err6 = { instancePath, schemaPath: "#/oneOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      vErrors === null ? vErrors = [err6] : vErrors.push(err6), errors++;
    }
  var _valid0 = _errs1 === errors;
  _valid0 && (valid0 = !0, passing0 = 0);
  let _errs8 = errors;
  if (errors === _errs8)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing1;
      if (data.all === void 0 && (missing1 = "all")) {
        let err7 = { instancePath, schemaPath: "#/oneOf/1/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" };
        vErrors === null ? vErrors = [err7] : vErrors.push(err7), errors++;
      } else {
        let _errs10 = errors;
        for (let key1 in data)
          if (key1 !== "all") {
            let err8 = { instancePath, schemaPath: "#/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            vErrors === null ? vErrors = [err8] : vErrors.push(err8), errors++;
            break;
          }
        if (_errs10 === errors && data.all !== void 0) {
          let data2 = data.all;
          if (errors === errors)
            if (Array.isArray(data2))
              if (data2.length < 1) {
                let err9 = { instancePath: instancePath + "/all", schemaPath: "#/oneOf/1/properties/all/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                vErrors === null ? vErrors = [err9] : vErrors.push(err9), errors++;
              } else {
                var valid3 = !0;
                let len0 = data2.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  let _errs13 = errors;
                  wrapper0.validate(data2[i0], { instancePath: instancePath + "/all/" + i0, parentData: data2, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors), errors = vErrors.length);
                  var valid3 = _errs13 === errors;
                  if (!valid3)
                    break;
                }
              }
            else {
              let err10 = { instancePath: instancePath + "/all", schemaPath: "#/oneOf/1/properties/all/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              vErrors === null ? vErrors = [err10] : vErrors.push(err10), errors++;
            }
        }
      }
    } else {
      let err11 = { instancePath, schemaPath: "#/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      vErrors === null ? vErrors = [err11] : vErrors.push(err11), errors++;
    }
  var _valid0 = _errs8 === errors;
  if (_valid0 && valid0)
    valid0 = !1, passing0 = [passing0, 1];
  else {
    _valid0 && (valid0 = !0, passing0 = 1);
    let _errs14 = errors;
    if (errors === _errs14)
      if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing2;
        if (data.any === void 0 && (missing2 = "any")) {
          let err12 = { instancePath, schemaPath: "#/oneOf/2/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" };
          vErrors === null ? vErrors = [err12] : vErrors.push(err12), errors++;
        } else {
          let _errs16 = errors;
          for (let key2 in data)
            if (key2 !== "any") {
              let err13 = { instancePath, schemaPath: "#/oneOf/2/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
              vErrors === null ? vErrors = [err13] : vErrors.push(err13), errors++;
              break;
            }
          if (_errs16 === errors && data.any !== void 0) {
            let data4 = data.any;
            if (errors === errors)
              if (Array.isArray(data4))
                if (data4.length < 1) {
                  let err14 = { instancePath: instancePath + "/any", schemaPath: "#/oneOf/2/properties/any/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                  vErrors === null ? vErrors = [err14] : vErrors.push(err14), errors++;
                } else {
                  var valid5 = !0;
                  let len1 = data4.length;
                  for (let i1 = 0; i1 < len1; i1++) {
                    let _errs19 = errors;
                    wrapper0.validate(data4[i1], { instancePath: instancePath + "/any/" + i1, parentData: data4, parentDataProperty: i1, rootData }) || (vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors), errors = vErrors.length);
                    var valid5 = _errs19 === errors;
                    if (!valid5)
                      break;
                  }
                }
              else {
                let err15 = { instancePath: instancePath + "/any", schemaPath: "#/oneOf/2/properties/any/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                vErrors === null ? vErrors = [err15] : vErrors.push(err15), errors++;
              }
          }
        }
      } else {
        let err16 = { instancePath, schemaPath: "#/oneOf/2/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        vErrors === null ? vErrors = [err16] : vErrors.push(err16), errors++;
      }
    var _valid0 = _errs14 === errors;
    if (_valid0 && valid0)
      valid0 = !1, passing0 = [passing0, 2];
    else {
      _valid0 && (valid0 = !0, passing0 = 2);
      let _errs20 = errors;
      if (errors === _errs20)
        if (data && typeof data == "object" && !Array.isArray(data)) {
          let missing3;
          if (data.not === void 0 && (missing3 = "not")) {
            let err17 = { instancePath, schemaPath: "#/oneOf/3/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" };
            vErrors === null ? vErrors = [err17] : vErrors.push(err17), errors++;
          } else {
            let _errs22 = errors;
            for (let key3 in data)
              if (key3 !== "not") {
                let err18 = { instancePath, schemaPath: "#/oneOf/3/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                vErrors === null ? vErrors = [err18] : vErrors.push(err18), errors++;
                break;
              }
            _errs22 === errors && data.not !== void 0 && (wrapper0.validate(data.not, { instancePath: instancePath + "/not", parentData: data, parentDataProperty: "not", rootData }) || (vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors), errors = vErrors.length));
          }
        } else {
          let err19 = { instancePath, schemaPath: "#/oneOf/3/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          vErrors === null ? vErrors = [err19] : vErrors.push(err19), errors++;
        }
      var _valid0 = _errs20 === errors;
      _valid0 && valid0 ? (valid0 = !1, passing0 = [passing0, 3]) : _valid0 && (valid0 = !0, passing0 = 3);
    }
  }
  if (valid0)
    errors = _errs0, vErrors !== null && (_errs0 ? vErrors.length = _errs0 : vErrors = null);
  else {
    let err20 = { instancePath, schemaPath: "#/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
    return vErrors === null ? vErrors = [err20] : vErrors.push(err20), errors++, validate25.errors = vErrors, !1;
  }
  return validate25.errors = vErrors, errors === 0;
}
var schema136 = { type: "object", required: ["rule"], additionalProperties: !1, properties: { rule: { type: "string", enum: ["minLength", "maxLength", "notAllDigits", "notRepeatedChar"] }, value: { type: "integer", minimum: 0, maximum: 500 }, message: { type: "string" } } };
function validate294(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.rule === void 0 && (missing0 = "rule"))
        return validate294.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "rule" || key0 === "value" || key0 === "message")) {
            return validate294.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.rule !== void 0) {
            let data0 = data.rule, _errs2 = errors;
            if (typeof data0 != "string")
              return validate294.errors = [{ instancePath: instancePath + "/rule", schemaPath: "#/properties/rule/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            if (!(data0 === "minLength" || data0 === "maxLength" || data0 === "notAllDigits" || data0 === "notRepeatedChar"))
              return validate294.errors = [{ instancePath: instancePath + "/rule", schemaPath: "#/properties/rule/enum", keyword: "enum", params: { allowedValues: schema136.properties.rule.enum }, message: "must be equal to one of the allowed values" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.value !== void 0) {
              let data1 = data.value, _errs4 = errors;
              if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)))
                return validate294.errors = [{ instancePath: instancePath + "/value", schemaPath: "#/properties/value/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              if (errors === _errs4 && typeof data1 == "number" && isFinite(data1)) {
                if (data1 > 500 || isNaN(data1))
                  return validate294.errors = [{ instancePath: instancePath + "/value", schemaPath: "#/properties/value/maximum", keyword: "maximum", params: { comparison: "<=", limit: 500 }, message: "must be <= 500" }], !1;
                if (data1 < 0 || isNaN(data1))
                  return validate294.errors = [{ instancePath: instancePath + "/value", schemaPath: "#/properties/value/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
              }
              var valid0 = _errs4 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.message !== void 0) {
                let _errs6 = errors;
                if (typeof data.message != "string")
                  return validate294.errors = [{ instancePath: instancePath + "/message", schemaPath: "#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs6 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate294.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate294.errors = vErrors, errors === 0;
}
function validate292(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.name === void 0 && (missing0 = "name") || data.label === void 0 && (missing0 = "label") || data.kind === void 0 && (missing0 = "kind") || data.key === void 0 && (missing0 = "key"))
        return validate292.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!func2.call(schema135.properties, key0)) {
            return validate292.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.name !== void 0) {
            let data0 = data.name, _errs2 = errors;
            if (errors === _errs2)
              if (typeof data0 == "string") {
                if (!pattern9.test(data0))
                  return validate292.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z][A-Za-z0-9_]*$" }, message: 'must match pattern "^[A-Za-z][A-Za-z0-9_]*$"' }], !1;
              } else
                return validate292.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.label !== void 0) {
              let _errs4 = errors;
              if (typeof data.label != "string")
                return validate292.errors = [{ instancePath: instancePath + "/label", schemaPath: "#/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs4 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.kind !== void 0) {
                let data2 = data.kind, _errs6 = errors;
                if (typeof data2 != "string")
                  return validate292.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                if (!(data2 === "text" || data2 === "identity" || data2 === "region" || data2 === "select" || data2 === "tree" || data2 === "picker" || data2 === "tags" || data2 === "chips"))
                  return validate292.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/enum", keyword: "enum", params: { allowedValues: schema135.properties.kind.enum }, message: "must be equal to one of the allowed values" }], !1;
                var valid0 = _errs6 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.key !== void 0) {
                  let _errs8 = errors;
                  if (typeof data.key != "string")
                    return validate292.errors = [{ instancePath: instancePath + "/key", schemaPath: "#/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs8 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.nameKey !== void 0) {
                    let _errs10 = errors;
                    if (typeof data.nameKey != "string")
                      return validate292.errors = [{ instancePath: instancePath + "/nameKey", schemaPath: "#/properties/nameKey/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs10 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.subKey !== void 0) {
                      let _errs12 = errors;
                      if (typeof data.subKey != "string")
                        return validate292.errors = [{ instancePath: instancePath + "/subKey", schemaPath: "#/properties/subKey/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid0 = _errs12 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.extraKeys !== void 0) {
                        let data6 = data.extraKeys, _errs14 = errors;
                        if (errors === _errs14)
                          if (data6 && typeof data6 == "object" && !Array.isArray(data6))
                            for (let key1 in data6) {
                              let _errs17 = errors;
                              if (typeof data6[key1] != "string")
                                return validate292.errors = [{ instancePath: instancePath + "/extraKeys/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/extraKeys/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                              var valid1 = _errs17 === errors;
                              if (!valid1)
                                break;
                            }
                          else
                            return validate292.errors = [{ instancePath: instancePath + "/extraKeys", schemaPath: "#/properties/extraKeys/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                        var valid0 = _errs14 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0) {
                        if (data.placeholder !== void 0) {
                          let _errs19 = errors;
                          if (typeof data.placeholder != "string")
                            return validate292.errors = [{ instancePath: instancePath + "/placeholder", schemaPath: "#/properties/placeholder/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                          var valid0 = _errs19 === errors;
                        } else
                          var valid0 = !0;
                        if (valid0) {
                          if (data.required !== void 0) {
                            let data9 = data.required, _errs21 = errors, _errs22 = errors, valid2 = !1, passing0 = null, _errs23 = errors;
                            if (typeof data9 != "boolean") {
                              let err0 = { instancePath: instancePath + "/required", schemaPath: "#/properties/required/oneOf/0/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" };
                              vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
                            }
                            var _valid0 = _errs23 === errors;
                            _valid0 && (valid2 = !0, passing0 = 0);
                            let _errs25 = errors;
                            validate25(data9, { instancePath: instancePath + "/required", parentData: data, parentDataProperty: "required", rootData }) || (vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors), errors = vErrors.length);
                            var _valid0 = _errs25 === errors;
                            if (_valid0 && valid2 ? (valid2 = !1, passing0 = [passing0, 1]) : _valid0 && (valid2 = !0, passing0 = 1), valid2)
                              errors = _errs22, vErrors !== null && (_errs22 ? vErrors.length = _errs22 : vErrors = null);
                            else {
                              let err1 = { instancePath: instancePath + "/required", schemaPath: "#/properties/required/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
                              return vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++, validate292.errors = vErrors, !1;
                            }
                            var valid0 = _errs21 === errors;
                          } else
                            var valid0 = !0;
                          if (valid0) {
                            if (data.requiredMessage !== void 0) {
                              let _errs26 = errors;
                              if (typeof data.requiredMessage != "string")
                                return validate292.errors = [{ instancePath: instancePath + "/requiredMessage", schemaPath: "#/properties/requiredMessage/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                              var valid0 = _errs26 === errors;
                            } else
                              var valid0 = !0;
                            if (valid0) {
                              if (data.rules !== void 0) {
                                let data11 = data.rules, _errs28 = errors;
                                if (errors === _errs28)
                                  if (Array.isArray(data11)) {
                                    var valid3 = !0;
                                    let len0 = data11.length;
                                    for (let i0 = 0; i0 < len0; i0++) {
                                      let _errs30 = errors;
                                      validate294(data11[i0], { instancePath: instancePath + "/rules/" + i0, parentData: data11, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate294.errors : vErrors.concat(validate294.errors), errors = vErrors.length);
                                      var valid3 = _errs30 === errors;
                                      if (!valid3)
                                        break;
                                    }
                                  } else
                                    return validate292.errors = [{ instancePath: instancePath + "/rules", schemaPath: "#/properties/rules/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                                var valid0 = _errs28 === errors;
                              } else
                                var valid0 = !0;
                              if (valid0) {
                                if (data.maxItems !== void 0) {
                                  let data13 = data.maxItems, _errs31 = errors;
                                  if (!(typeof data13 == "number" && !(data13 % 1) && !isNaN(data13) && isFinite(data13)))
                                    return validate292.errors = [{ instancePath: instancePath + "/maxItems", schemaPath: "#/properties/maxItems/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                  if (errors === _errs31 && typeof data13 == "number" && isFinite(data13)) {
                                    if (data13 > 50 || isNaN(data13))
                                      return validate292.errors = [{ instancePath: instancePath + "/maxItems", schemaPath: "#/properties/maxItems/maximum", keyword: "maximum", params: { comparison: "<=", limit: 50 }, message: "must be <= 50" }], !1;
                                    if (data13 < 1 || isNaN(data13))
                                      return validate292.errors = [{ instancePath: instancePath + "/maxItems", schemaPath: "#/properties/maxItems/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
                                  }
                                  var valid0 = _errs31 === errors;
                                } else
                                  var valid0 = !0;
                                if (valid0) {
                                  if (data.maxItemsMessage !== void 0) {
                                    let _errs33 = errors;
                                    if (typeof data.maxItemsMessage != "string")
                                      return validate292.errors = [{ instancePath: instancePath + "/maxItemsMessage", schemaPath: "#/properties/maxItemsMessage/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                    var valid0 = _errs33 === errors;
                                  } else
                                    var valid0 = !0;
                                  if (valid0) {
                                    if (data.when !== void 0) {
                                      let _errs35 = errors;
                                      validate25(data.when, { instancePath: instancePath + "/when", parentData: data, parentDataProperty: "when", rootData }) || (vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors), errors = vErrors.length);
                                      var valid0 = _errs35 === errors;
                                    } else
                                      var valid0 = !0;
                                    if (valid0) {
                                      if (data.requires !== void 0) {
                                        let data16 = data.requires, _errs36 = errors;
                                        if (errors === _errs36)
                                          if (Array.isArray(data16)) {
                                            var valid4 = !0;
                                            let len1 = data16.length;
                                            for (let i1 = 0; i1 < len1; i1++) {
                                              let data17 = data16[i1], _errs38 = errors;
                                              if (errors === _errs38)
                                                if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                                                  let missing1;
                                                  if (data17.key === void 0 && (missing1 = "key") || data17.message === void 0 && (missing1 = "message"))
                                                    return validate292.errors = [{ instancePath: instancePath + "/requires/" + i1, schemaPath: "#/properties/requires/items/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }], !1;
                                                  {
                                                    let _errs40 = errors;
                                                    for (let key2 in data17)
                                                      if (!(key2 === "key" || key2 === "message")) {
                                                        return validate292.errors = [{ instancePath: instancePath + "/requires/" + i1, schemaPath: "#/properties/requires/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" }], !1;
                                                        break;
                                                      }
                                                    if (_errs40 === errors) {
                                                      if (data17.key !== void 0) {
                                                        let _errs41 = errors;
                                                        if (typeof data17.key != "string")
                                                          return validate292.errors = [{ instancePath: instancePath + "/requires/" + i1 + "/key", schemaPath: "#/properties/requires/items/properties/key/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                                        var valid5 = _errs41 === errors;
                                                      } else
                                                        var valid5 = !0;
                                                      if (valid5)
                                                        if (data17.message !== void 0) {
                                                          let _errs43 = errors;
                                                          if (typeof data17.message != "string")
                                                            return validate292.errors = [{ instancePath: instancePath + "/requires/" + i1 + "/message", schemaPath: "#/properties/requires/items/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                                          var valid5 = _errs43 === errors;
                                                        } else
                                                          var valid5 = !0;
                                                    }
                                                  }
                                                } else
                                                  return validate292.errors = [{ instancePath: instancePath + "/requires/" + i1, schemaPath: "#/properties/requires/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                                              var valid4 = _errs38 === errors;
                                              if (!valid4)
                                                break;
                                            }
                                          } else
                                            return validate292.errors = [{ instancePath: instancePath + "/requires", schemaPath: "#/properties/requires/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                                        var valid0 = _errs36 === errors;
                                      } else
                                        var valid0 = !0;
                                      if (valid0) {
                                        if (data.source !== void 0) {
                                          let _errs45 = errors;
                                          if (typeof data.source != "string")
                                            return validate292.errors = [{ instancePath: instancePath + "/source", schemaPath: "#/properties/source/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                          var valid0 = _errs45 === errors;
                                        } else
                                          var valid0 = !0;
                                        if (valid0)
                                          if (data.picker !== void 0) {
                                            let data21 = data.picker, _errs47 = errors;
                                            if (errors === _errs47)
                                              if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
                                                let missing2;
                                                if (data21.route === void 0 && (missing2 = "route"))
                                                  return validate292.errors = [{ instancePath: instancePath + "/picker", schemaPath: "#/properties/picker/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" }], !1;
                                                {
                                                  let _errs49 = errors;
                                                  for (let key3 in data21)
                                                    if (!(key3 === "route" || key3 === "query")) {
                                                      return validate292.errors = [{ instancePath: instancePath + "/picker", schemaPath: "#/properties/picker/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" }], !1;
                                                      break;
                                                    }
                                                  if (_errs49 === errors) {
                                                    if (data21.route !== void 0) {
                                                      let _errs50 = errors;
                                                      if (typeof data21.route != "string")
                                                        return validate292.errors = [{ instancePath: instancePath + "/picker/route", schemaPath: "#/properties/picker/properties/route/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                                      var valid6 = _errs50 === errors;
                                                    } else
                                                      var valid6 = !0;
                                                    if (valid6)
                                                      if (data21.query !== void 0) {
                                                        let data23 = data21.query, _errs52 = errors;
                                                        if (errors === _errs52)
                                                          if (data23 && typeof data23 == "object" && !Array.isArray(data23))
                                                            for (let key4 in data23) {
                                                              let _errs55 = errors;
                                                              if (typeof data23[key4] != "string")
                                                                return validate292.errors = [{ instancePath: instancePath + "/picker/query/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/picker/properties/query/additionalProperties/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                                              var valid7 = _errs55 === errors;
                                                              if (!valid7)
                                                                break;
                                                            }
                                                          else
                                                            return validate292.errors = [{ instancePath: instancePath + "/picker/query", schemaPath: "#/properties/picker/properties/query/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                                                        var valid6 = _errs52 === errors;
                                                      } else
                                                        var valid6 = !0;
                                                  }
                                                }
                                              } else
                                                return validate292.errors = [{ instancePath: instancePath + "/picker", schemaPath: "#/properties/picker/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                                            var valid0 = _errs47 === errors;
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
    } else
      return validate292.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate292.errors = vErrors, errors === 0;
}
function validate291(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!func2.call(schema134.properties, key0)) {
          return validate291.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.fields !== void 0) {
          let data0 = data.fields, _errs2 = errors;
          if (errors === _errs2)
            if (Array.isArray(data0)) {
              if (data0.length < 1)
                return validate291.errors = [{ instancePath: instancePath + "/fields", schemaPath: "#/properties/fields/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" }], !1;
              {
                var valid1 = !0;
                let len0 = data0.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  let _errs4 = errors;
                  validate292(data0[i0], { instancePath: instancePath + "/fields/" + i0, parentData: data0, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate292.errors : vErrors.concat(validate292.errors), errors = vErrors.length);
                  var valid1 = _errs4 === errors;
                  if (!valid1)
                    break;
                }
              }
            } else
              return validate291.errors = [{ instancePath: instancePath + "/fields", schemaPath: "#/properties/fields/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.values !== void 0) {
            let data2 = data.values, _errs5 = errors;
            if (!(data2 && typeof data2 == "object" && !Array.isArray(data2)) && data2 !== null)
              return validate291.errors = [{ instancePath: instancePath + "/values", schemaPath: "#/properties/values/type", keyword: "type", params: { type: schema134.properties.values.type }, message: "must be object,null" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.sources !== void 0) {
              let data3 = data.sources, _errs8 = errors;
              if (errors === _errs8)
                if (data3 && typeof data3 == "object" && !Array.isArray(data3))
                  for (let key1 in data3) {
                    let data4 = data3[key1], _errs11 = errors;
                    if (!Array.isArray(data4) && data4 !== null)
                      return validate291.errors = [{ instancePath: instancePath + "/sources/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/sources/additionalProperties/type", keyword: "type", params: { type: schema134.properties.sources.additionalProperties.type }, message: "must be array,null" }], !1;
                    if (errors === _errs11 && Array.isArray(data4)) {
                      var valid3 = !0;
                      let len1 = data4.length;
                      for (let i1 = 0; i1 < len1; i1++) {
                        let _errs13 = errors;
                        validate225(data4[i1], { instancePath: instancePath + "/sources/" + key1.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i1, parentData: data4, parentDataProperty: i1, rootData }) || (vErrors = vErrors === null ? validate225.errors : vErrors.concat(validate225.errors), errors = vErrors.length);
                        var valid3 = _errs13 === errors;
                        if (!valid3)
                          break;
                      }
                    }
                    var valid2 = _errs11 === errors;
                    if (!valid2)
                      break;
                  }
                else
                  return validate291.errors = [{ instancePath: instancePath + "/sources", schemaPath: "#/properties/sources/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
              var valid0 = _errs8 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.editing !== void 0) {
                let data6 = data.editing, _errs14 = errors;
                if (typeof data6 != "boolean" && typeof data6 != "string" && !(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)) && data6 !== null)
                  return validate291.errors = [{ instancePath: instancePath + "/editing", schemaPath: "#/properties/editing/type", keyword: "type", params: { type: schema134.properties.editing.type }, message: "must be boolean,string,integer,null" }], !1;
                var valid0 = _errs14 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.prompt !== void 0) {
                  let data7 = data.prompt, _errs16 = errors;
                  if (typeof data7 != "boolean" && !(typeof data7 == "number" && !(data7 % 1) && !isNaN(data7) && isFinite(data7)) && data7 !== null)
                    return validate291.errors = [{ instancePath: instancePath + "/prompt", schemaPath: "#/properties/prompt/type", keyword: "type", params: { type: schema134.properties.prompt.type }, message: "must be boolean,integer,null" }], !1;
                  var valid0 = _errs16 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.promptText !== void 0) {
                    let _errs18 = errors;
                    if (typeof data.promptText != "string")
                      return validate291.errors = [{ instancePath: instancePath + "/promptText", schemaPath: "#/properties/promptText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs18 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.draftKey !== void 0) {
                      let _errs20 = errors;
                      if (typeof data.draftKey != "string")
                        return validate291.errors = [{ instancePath: instancePath + "/draftKey", schemaPath: "#/properties/draftKey/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid0 = _errs20 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.submitText !== void 0) {
                        let _errs22 = errors;
                        if (typeof data.submitText != "string")
                          return validate291.errors = [{ instancePath: instancePath + "/submitText", schemaPath: "#/properties/submitText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                        var valid0 = _errs22 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0)
                        if (data.success !== void 0) {
                          let data11 = data.success, _errs24 = errors;
                          if (errors === _errs24)
                            if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                              let _errs26 = errors;
                              for (let key2 in data11)
                                if (!(key2 === "title" || key2 === "text" || key2 === "qrImage" || key2 === "buttonText")) {
                                  return validate291.errors = [{ instancePath: instancePath + "/success", schemaPath: "#/properties/success/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" }], !1;
                                  break;
                                }
                              if (_errs26 === errors) {
                                if (data11.title !== void 0) {
                                  let _errs27 = errors;
                                  if (typeof data11.title != "string")
                                    return validate291.errors = [{ instancePath: instancePath + "/success/title", schemaPath: "#/properties/success/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                  var valid4 = _errs27 === errors;
                                } else
                                  var valid4 = !0;
                                if (valid4) {
                                  if (data11.text !== void 0) {
                                    let _errs29 = errors;
                                    if (typeof data11.text != "string")
                                      return validate291.errors = [{ instancePath: instancePath + "/success/text", schemaPath: "#/properties/success/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                    var valid4 = _errs29 === errors;
                                  } else
                                    var valid4 = !0;
                                  if (valid4) {
                                    if (data11.qrImage !== void 0) {
                                      let _errs31 = errors;
                                      if (typeof data11.qrImage != "string")
                                        return validate291.errors = [{ instancePath: instancePath + "/success/qrImage", schemaPath: "#/properties/success/properties/qrImage/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                      var valid4 = _errs31 === errors;
                                    } else
                                      var valid4 = !0;
                                    if (valid4)
                                      if (data11.buttonText !== void 0) {
                                        let _errs33 = errors;
                                        if (typeof data11.buttonText != "string")
                                          return validate291.errors = [{ instancePath: instancePath + "/success/buttonText", schemaPath: "#/properties/success/properties/buttonText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                        var valid4 = _errs33 === errors;
                                      } else
                                        var valid4 = !0;
                                  }
                                }
                              }
                            } else
                              return validate291.errors = [{ instancePath: instancePath + "/success", schemaPath: "#/properties/success/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                          var valid0 = _errs24 === errors;
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
      return validate291.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate291.errors = vErrors, errors === 0;
}
var widgetProps58 = validate299;
var schema138 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/entities/recommend-module.json", type: "object", required: ["id", "layout", "module_type", "module_name", "module_data"], properties: { id: { type: "integer" }, layout: { type: "integer", enum: [1, 2, 3] }, module_type: { type: "integer" }, module_name: { type: "string" }, module_data: { type: "array", items: { $ref: "content-item.json" } } } };
function validate300(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.layout === void 0 && (missing0 = "layout") || data.module_type === void 0 && (missing0 = "module_type") || data.module_name === void 0 && (missing0 = "module_name") || data.module_data === void 0 && (missing0 = "module_data"))
        return validate300.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate300.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.layout !== void 0) {
          let data1 = data.layout, _errs3 = errors;
          if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)))
            return validate300.errors = [{ instancePath: instancePath + "/layout", schemaPath: "#/properties/layout/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
          if (!(data1 === 1 || data1 === 2 || data1 === 3))
            return validate300.errors = [{ instancePath: instancePath + "/layout", schemaPath: "#/properties/layout/enum", keyword: "enum", params: { allowedValues: schema138.properties.layout.enum }, message: "must be equal to one of the allowed values" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.module_type !== void 0) {
            let data2 = data.module_type, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
              return validate300.errors = [{ instancePath: instancePath + "/module_type", schemaPath: "#/properties/module_type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.module_name !== void 0) {
              let _errs7 = errors;
              if (typeof data.module_name != "string")
                return validate300.errors = [{ instancePath: instancePath + "/module_name", schemaPath: "#/properties/module_name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
                      validate182(data4[i0], { instancePath: instancePath + "/module_data/" + i0, parentData: data4, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate182.errors : vErrors.concat(validate182.errors), errors = vErrors.length);
                      var valid1 = _errs11 === errors;
                      if (!valid1)
                        break;
                    }
                  } else
                    return validate300.errors = [{ instancePath: instancePath + "/module_data", schemaPath: "#/properties/module_data/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate300.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate300.errors = vErrors, errors === 0;
}
function validate299(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "module" || key0 === "titleLength")) {
          return validate299.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.module !== void 0) {
          let _errs2 = errors;
          validate300(data.module, { instancePath: instancePath + "/module", parentData: data, parentDataProperty: "module", rootData }) || (vErrors = vErrors === null ? validate300.errors : vErrors.concat(validate300.errors), errors = vErrors.length);
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0)
          if (data.titleLength !== void 0) {
            let data1 = data.titleLength, _errs3 = errors;
            if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)))
              return validate299.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            if (errors === _errs3 && typeof data1 == "number" && isFinite(data1) && (data1 < 1 || isNaN(data1)))
              return validate299.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
            var valid0 = _errs3 === errors;
          } else
            var valid0 = !0;
      }
    } else
      return validate299.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate299.errors = vErrors, errors === 0;
}
var widgetProps59 = validate303;
function validate303(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "html" || key0 === "label")) {
          return validate303.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.html !== void 0) {
          let _errs2 = errors;
          if (typeof data.html != "string")
            return validate303.errors = [{ instancePath: instancePath + "/html", schemaPath: "#/properties/html/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0)
          if (data.label !== void 0) {
            let _errs4 = errors;
            if (typeof data.label != "string")
              return validate303.errors = [{ instancePath: instancePath + "/label", schemaPath: "#/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
      }
    } else
      return validate303.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate303.errors = vErrors, errors === 0;
}
var widgetProps60 = validate304;
function validate305(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.cover_img === void 0 && (missing0 = "cover_img") || data.start_time === void 0 && (missing0 = "start_time") || data.end_time === void 0 && (missing0 = "end_time"))
        return validate305.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate305.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.cover_img !== void 0) {
          let _errs3 = errors;
          if (typeof data.cover_img != "string")
            return validate305.errors = [{ instancePath: instancePath + "/cover_img", schemaPath: "#/properties/cover_img/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.link !== void 0) {
            let _errs5 = errors;
            if (typeof data.link != "string")
              return validate305.errors = [{ instancePath: instancePath + "/link", schemaPath: "#/properties/link/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.start_time !== void 0) {
              let _errs7 = errors;
              if (typeof data.start_time != "string")
                return validate305.errors = [{ instancePath: instancePath + "/start_time", schemaPath: "#/properties/start_time/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.end_time !== void 0) {
                let _errs9 = errors;
                if (typeof data.end_time != "string")
                  return validate305.errors = [{ instancePath: instancePath + "/end_time", schemaPath: "#/properties/end_time/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate305.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate305.errors = vErrors, errors === 0;
}
function validate304(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "advert" || key0 === "now")) {
          return validate304.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.advert !== void 0) {
          let data0 = data.advert, _errs2 = errors, _errs3 = errors, valid1 = !1, passing0 = null, _errs4 = errors;
          validate305(data0, { instancePath: instancePath + "/advert", parentData: data, parentDataProperty: "advert", rootData }) || (vErrors = vErrors === null ? validate305.errors : vErrors.concat(validate305.errors), errors = vErrors.length);
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
            return vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++, validate304.errors = vErrors, !1;
          }
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0)
          if (data.now !== void 0) {
            let _errs7 = errors;
            if (typeof data.now != "string")
              return validate304.errors = [{ instancePath: instancePath + "/now", schemaPath: "#/properties/now/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs7 === errors;
          } else
            var valid0 = !0;
      }
    } else
      return validate304.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate304.errors = vErrors, errors === 0;
}
var widgetProps61 = validate307;
function validate308(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.title === void 0 && (missing0 = "title"))
        return validate308.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate308.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.title !== void 0) {
          let _errs3 = errors;
          if (typeof data.title != "string")
            return validate308.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.content_type !== void 0) {
            let data2 = data.content_type, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
              return validate308.errors = [{ instancePath: instancePath + "/content_type", schemaPath: "#/properties/content_type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.link !== void 0) {
              let _errs7 = errors;
              if (typeof data.link != "string")
                return validate308.errors = [{ instancePath: instancePath + "/link", schemaPath: "#/properties/link/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate308.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate308.errors = vErrors, errors === 0;
}
function validate307(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "hints" || key0 === "intervalMs" || key0 === "placeholder" || key0 === "readOnly")) {
          return validate307.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
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
                validate308(data0[i0], { instancePath: instancePath + "/hints/" + i0, parentData: data0, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate308.errors : vErrors.concat(validate308.errors), errors = vErrors.length);
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate307.errors = [{ instancePath: instancePath + "/hints", schemaPath: "#/properties/hints/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.intervalMs !== void 0) {
            let data2 = data.intervalMs, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
              return validate307.errors = [{ instancePath: instancePath + "/intervalMs", schemaPath: "#/properties/intervalMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            if (errors === _errs5 && typeof data2 == "number" && isFinite(data2) && (data2 < 1e3 || isNaN(data2)))
              return validate307.errors = [{ instancePath: instancePath + "/intervalMs", schemaPath: "#/properties/intervalMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1e3 }, message: "must be >= 1000" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.placeholder !== void 0) {
              let _errs7 = errors;
              if (typeof data.placeholder != "string")
                return validate307.errors = [{ instancePath: instancePath + "/placeholder", schemaPath: "#/properties/placeholder/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.readOnly !== void 0) {
                let _errs9 = errors;
                if (typeof data.readOnly != "boolean")
                  return validate307.errors = [{ instancePath: instancePath + "/readOnly", schemaPath: "#/properties/readOnly/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate307.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate307.errors = vErrors, errors === 0;
}
var widgetProps62 = validate310;
function validate310(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "keyword" || key0 === "search" || key0 === "placeholder" || key0 === "autoFocus")) {
          return validate310.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.keyword !== void 0) {
          let _errs2 = errors;
          if (typeof data.keyword != "string")
            return validate310.errors = [{ instancePath: instancePath + "/keyword", schemaPath: "#/properties/keyword/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.search !== void 0) {
            let _errs4 = errors;
            if (typeof data.search != "string")
              return validate310.errors = [{ instancePath: instancePath + "/search", schemaPath: "#/properties/search/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.placeholder !== void 0) {
              let _errs6 = errors;
              if (typeof data.placeholder != "string")
                return validate310.errors = [{ instancePath: instancePath + "/placeholder", schemaPath: "#/properties/placeholder/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.autoFocus !== void 0) {
                let _errs8 = errors;
                if (typeof data.autoFocus != "boolean")
                  return validate310.errors = [{ instancePath: instancePath + "/autoFocus", schemaPath: "#/properties/autoFocus/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate310.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate310.errors = vErrors, errors === 0;
}
var widgetProps63 = validate311;
function validate311(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "title" || key0 === "histories" || key0 === "max" || key0 === "lines")) {
          return validate311.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.title !== void 0) {
          let _errs2 = errors;
          if (typeof data.title != "string")
            return validate311.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.histories !== void 0) {
            let data1 = data.histories, _errs4 = errors;
            if (errors === _errs4)
              if (Array.isArray(data1)) {
                var valid1 = !0;
                let len0 = data1.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  let data2 = data1[i0], _errs6 = errors;
                  if (errors === _errs6)
                    if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                      let missing0;
                      if (data2.title === void 0 && (missing0 = "title"))
                        return validate311.errors = [{ instancePath: instancePath + "/histories/" + i0, schemaPath: "#/properties/histories/items/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
                      if (data2.id !== void 0) {
                        let data3 = data2.id, _errs8 = errors;
                        if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                          return validate311.errors = [{ instancePath: instancePath + "/histories/" + i0 + "/id", schemaPath: "#/properties/histories/items/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                        var valid2 = _errs8 === errors;
                      } else
                        var valid2 = !0;
                      if (valid2)
                        if (data2.title !== void 0) {
                          let _errs10 = errors;
                          if (typeof data2.title != "string")
                            return validate311.errors = [{ instancePath: instancePath + "/histories/" + i0 + "/title", schemaPath: "#/properties/histories/items/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                          var valid2 = _errs10 === errors;
                        } else
                          var valid2 = !0;
                    } else
                      return validate311.errors = [{ instancePath: instancePath + "/histories/" + i0, schemaPath: "#/properties/histories/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                  var valid1 = _errs6 === errors;
                  if (!valid1)
                    break;
                }
              } else
                return validate311.errors = [{ instancePath: instancePath + "/histories", schemaPath: "#/properties/histories/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.max !== void 0) {
              let data5 = data.max, _errs12 = errors;
              if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                return validate311.errors = [{ instancePath: instancePath + "/max", schemaPath: "#/properties/max/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              if (errors === _errs12 && typeof data5 == "number" && isFinite(data5)) {
                if (data5 > 10 || isNaN(data5))
                  return validate311.errors = [{ instancePath: instancePath + "/max", schemaPath: "#/properties/max/maximum", keyword: "maximum", params: { comparison: "<=", limit: 10 }, message: "must be <= 10" }], !1;
                if (data5 < 1 || isNaN(data5))
                  return validate311.errors = [{ instancePath: instancePath + "/max", schemaPath: "#/properties/max/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
              }
              var valid0 = _errs12 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.lines !== void 0) {
                let data6 = data.lines, _errs14 = errors;
                if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)))
                  return validate311.errors = [{ instancePath: instancePath + "/lines", schemaPath: "#/properties/lines/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                if (errors === _errs14 && typeof data6 == "number" && isFinite(data6)) {
                  if (data6 > 5 || isNaN(data6))
                    return validate311.errors = [{ instancePath: instancePath + "/lines", schemaPath: "#/properties/lines/maximum", keyword: "maximum", params: { comparison: "<=", limit: 5 }, message: "must be <= 5" }], !1;
                  if (data6 < 1 || isNaN(data6))
                    return validate311.errors = [{ instancePath: instancePath + "/lines", schemaPath: "#/properties/lines/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
                }
                var valid0 = _errs14 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate311.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate311.errors = vErrors, errors === 0;
}
var widgetProps64 = validate312;
function validate312(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "title" || key0 === "hotWords" || key0 === "max" || key0 === "highlight")) {
          return validate312.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.title !== void 0) {
          let _errs2 = errors;
          if (typeof data.title != "string")
            return validate312.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.hotWords !== void 0) {
            let data1 = data.hotWords, _errs4 = errors;
            if (errors === _errs4)
              if (Array.isArray(data1)) {
                var valid1 = !0;
                let len0 = data1.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  let _errs6 = errors;
                  validate308(data1[i0], { instancePath: instancePath + "/hotWords/" + i0, parentData: data1, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate308.errors : vErrors.concat(validate308.errors), errors = vErrors.length);
                  var valid1 = _errs6 === errors;
                  if (!valid1)
                    break;
                }
              } else
                return validate312.errors = [{ instancePath: instancePath + "/hotWords", schemaPath: "#/properties/hotWords/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.max !== void 0) {
              let data3 = data.max, _errs7 = errors;
              if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                return validate312.errors = [{ instancePath: instancePath + "/max", schemaPath: "#/properties/max/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              if (errors === _errs7 && typeof data3 == "number" && isFinite(data3)) {
                if (data3 > 6 || isNaN(data3))
                  return validate312.errors = [{ instancePath: instancePath + "/max", schemaPath: "#/properties/max/maximum", keyword: "maximum", params: { comparison: "<=", limit: 6 }, message: "must be <= 6" }], !1;
                if (data3 < 1 || isNaN(data3))
                  return validate312.errors = [{ instancePath: instancePath + "/max", schemaPath: "#/properties/max/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
              }
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.highlight !== void 0) {
                let data4 = data.highlight, _errs9 = errors;
                if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4)))
                  return validate312.errors = [{ instancePath: instancePath + "/highlight", schemaPath: "#/properties/highlight/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                if (errors === _errs9 && typeof data4 == "number" && isFinite(data4)) {
                  if (data4 > 6 || isNaN(data4))
                    return validate312.errors = [{ instancePath: instancePath + "/highlight", schemaPath: "#/properties/highlight/maximum", keyword: "maximum", params: { comparison: "<=", limit: 6 }, message: "must be <= 6" }], !1;
                  if (data4 < 0 || isNaN(data4))
                    return validate312.errors = [{ instancePath: instancePath + "/highlight", schemaPath: "#/properties/highlight/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                }
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate312.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate312.errors = vErrors, errors === 0;
}
var widgetProps65 = validate314;
function validate314(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "keyword" || key0 === "items")) {
          return validate314.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.keyword !== void 0) {
          let _errs2 = errors;
          if (typeof data.keyword != "string")
            return validate314.errors = [{ instancePath: instancePath + "/keyword", schemaPath: "#/properties/keyword/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
                  let data2 = data1[i0], _errs6 = errors;
                  if (errors === _errs6)
                    if (data2 && typeof data2 == "object" && !Array.isArray(data2)) {
                      let missing0;
                      if (data2.title === void 0 && (missing0 = "title"))
                        return validate314.errors = [{ instancePath: instancePath + "/items/" + i0, schemaPath: "#/properties/items/items/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
                      if (data2.id !== void 0) {
                        let data3 = data2.id, _errs8 = errors;
                        if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                          return validate314.errors = [{ instancePath: instancePath + "/items/" + i0 + "/id", schemaPath: "#/properties/items/items/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                        var valid2 = _errs8 === errors;
                      } else
                        var valid2 = !0;
                      if (valid2) {
                        if (data2.title !== void 0) {
                          let _errs10 = errors;
                          if (typeof data2.title != "string")
                            return validate314.errors = [{ instancePath: instancePath + "/items/" + i0 + "/title", schemaPath: "#/properties/items/items/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                          var valid2 = _errs10 === errors;
                        } else
                          var valid2 = !0;
                        if (valid2)
                          if (data2.origin_type !== void 0) {
                            let data5 = data2.origin_type, _errs12 = errors;
                            if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                              return validate314.errors = [{ instancePath: instancePath + "/items/" + i0 + "/origin_type", schemaPath: "#/properties/items/items/properties/origin_type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                            var valid2 = _errs12 === errors;
                          } else
                            var valid2 = !0;
                      }
                    } else
                      return validate314.errors = [{ instancePath: instancePath + "/items/" + i0, schemaPath: "#/properties/items/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                  var valid1 = _errs6 === errors;
                  if (!valid1)
                    break;
                }
              } else
                return validate314.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
      }
    } else
      return validate314.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate314.errors = vErrors, errors === 0;
}
var widgetProps66 = validate315, schema148 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { tabs: { type: "array", items: { type: "object", required: ["name", "type"], properties: { id: { type: "integer" }, name: { type: "string" }, type: { type: "integer" }, count: { type: "integer" } } } }, active: { type: ["integer", "string"] }, label: { type: "string" }, variant: { type: "string", enum: ["underline", "pill"] } }, $id: "https://schemas.boyihui.local/widgets/search-tabs/search-tabs.schema.json" };
function validate315(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "tabs" || key0 === "active" || key0 === "label" || key0 === "variant")) {
          return validate315.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.tabs !== void 0) {
          let data0 = data.tabs, _errs2 = errors;
          if (errors === _errs2)
            if (Array.isArray(data0)) {
              var valid1 = !0;
              let len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data1 = data0[i0], _errs4 = errors;
                if (errors === _errs4)
                  if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                    let missing0;
                    if (data1.name === void 0 && (missing0 = "name") || data1.type === void 0 && (missing0 = "type"))
                      return validate315.errors = [{ instancePath: instancePath + "/tabs/" + i0, schemaPath: "#/properties/tabs/items/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
                    if (data1.id !== void 0) {
                      let data2 = data1.id, _errs6 = errors;
                      if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
                        return validate315.errors = [{ instancePath: instancePath + "/tabs/" + i0 + "/id", schemaPath: "#/properties/tabs/items/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                      var valid2 = _errs6 === errors;
                    } else
                      var valid2 = !0;
                    if (valid2) {
                      if (data1.name !== void 0) {
                        let _errs8 = errors;
                        if (typeof data1.name != "string")
                          return validate315.errors = [{ instancePath: instancePath + "/tabs/" + i0 + "/name", schemaPath: "#/properties/tabs/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                        var valid2 = _errs8 === errors;
                      } else
                        var valid2 = !0;
                      if (valid2) {
                        if (data1.type !== void 0) {
                          let data4 = data1.type, _errs10 = errors;
                          if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4)))
                            return validate315.errors = [{ instancePath: instancePath + "/tabs/" + i0 + "/type", schemaPath: "#/properties/tabs/items/properties/type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                          var valid2 = _errs10 === errors;
                        } else
                          var valid2 = !0;
                        if (valid2)
                          if (data1.count !== void 0) {
                            let data5 = data1.count, _errs12 = errors;
                            if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                              return validate315.errors = [{ instancePath: instancePath + "/tabs/" + i0 + "/count", schemaPath: "#/properties/tabs/items/properties/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                            var valid2 = _errs12 === errors;
                          } else
                            var valid2 = !0;
                      }
                    }
                  } else
                    return validate315.errors = [{ instancePath: instancePath + "/tabs/" + i0, schemaPath: "#/properties/tabs/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate315.errors = [{ instancePath: instancePath + "/tabs", schemaPath: "#/properties/tabs/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.active !== void 0) {
            let data6 = data.active, _errs14 = errors;
            if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)) && typeof data6 != "string")
              return validate315.errors = [{ instancePath: instancePath + "/active", schemaPath: "#/properties/active/type", keyword: "type", params: { type: schema148.properties.active.type }, message: "must be integer,string" }], !1;
            var valid0 = _errs14 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.label !== void 0) {
              let _errs16 = errors;
              if (typeof data.label != "string")
                return validate315.errors = [{ instancePath: instancePath + "/label", schemaPath: "#/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs16 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.variant !== void 0) {
                let data8 = data.variant, _errs18 = errors;
                if (typeof data8 != "string")
                  return validate315.errors = [{ instancePath: instancePath + "/variant", schemaPath: "#/properties/variant/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                if (!(data8 === "underline" || data8 === "pill"))
                  return validate315.errors = [{ instancePath: instancePath + "/variant", schemaPath: "#/properties/variant/enum", keyword: "enum", params: { allowedValues: schema148.properties.variant.enum }, message: "must be equal to one of the allowed values" }], !1;
                var valid0 = _errs18 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate315.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate315.errors = vErrors, errors === 0;
}
var widgetProps67 = validate316;
function validate316(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "title" || key0 === "moreText" || key0 === "showMore" || key0 === "count")) {
          return validate316.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.title !== void 0) {
          let _errs2 = errors;
          if (typeof data.title != "string")
            return validate316.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.moreText !== void 0) {
            let _errs4 = errors;
            if (typeof data.moreText != "string")
              return validate316.errors = [{ instancePath: instancePath + "/moreText", schemaPath: "#/properties/moreText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.showMore !== void 0) {
              let _errs6 = errors;
              if (typeof data.showMore != "boolean")
                return validate316.errors = [{ instancePath: instancePath + "/showMore", schemaPath: "#/properties/showMore/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.count !== void 0) {
                let data3 = data.count, _errs8 = errors;
                if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                  return validate316.errors = [{ instancePath: instancePath + "/count", schemaPath: "#/properties/count/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                if (errors === _errs8 && typeof data3 == "number" && isFinite(data3) && (data3 < 0 || isNaN(data3)))
                  return validate316.errors = [{ instancePath: instancePath + "/count", schemaPath: "#/properties/count/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate316.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate316.errors = vErrors, errors === 0;
}
var widgetProps68 = validate317;
var func3 = require_ucs2length().default;
function validate317(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "title" || key0 === "lines" || key0 === "qrText" || key0 === "caption")) {
          return validate317.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.title !== void 0) {
          let _errs2 = errors;
          if (typeof data.title != "string")
            return validate317.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.lines !== void 0) {
            let data1 = data.lines, _errs4 = errors;
            if (errors === _errs4)
              if (Array.isArray(data1)) {
                var valid1 = !0;
                let len0 = data1.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  let _errs6 = errors;
                  if (typeof data1[i0] != "string")
                    return validate317.errors = [{ instancePath: instancePath + "/lines/" + i0, schemaPath: "#/properties/lines/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid1 = _errs6 === errors;
                  if (!valid1)
                    break;
                }
              } else
                return validate317.errors = [{ instancePath: instancePath + "/lines", schemaPath: "#/properties/lines/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.qrText !== void 0) {
              let data3 = data.qrText, _errs8 = errors;
              if (errors === _errs8)
                if (typeof data3 == "string") {
                  if (func3(data3) > 500)
                    return validate317.errors = [{ instancePath: instancePath + "/qrText", schemaPath: "#/properties/qrText/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters" }], !1;
                  if (func3(data3) < 1)
                    return validate317.errors = [{ instancePath: instancePath + "/qrText", schemaPath: "#/properties/qrText/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }], !1;
                } else
                  return validate317.errors = [{ instancePath: instancePath + "/qrText", schemaPath: "#/properties/qrText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs8 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.caption !== void 0) {
                let _errs10 = errors;
                if (typeof data.caption != "string")
                  return validate317.errors = [{ instancePath: instancePath + "/caption", schemaPath: "#/properties/caption/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs10 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate317.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate317.errors = vErrors, errors === 0;
}
var widgetProps69 = validate318, schema151 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { storageKey: { type: "string", minLength: 1 }, value: { type: ["string", "integer", "null"] } }, $id: "https://schemas.boyihui.local/widgets/session-memory/session-memory.schema.json" };
function validate318(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "storageKey" || key0 === "value")) {
          return validate318.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.storageKey !== void 0) {
          let data0 = data.storageKey, _errs2 = errors;
          if (errors === _errs2)
            if (typeof data0 == "string") {
              if (func3(data0) < 1)
                return validate318.errors = [{ instancePath: instancePath + "/storageKey", schemaPath: "#/properties/storageKey/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }], !1;
            } else
              return validate318.errors = [{ instancePath: instancePath + "/storageKey", schemaPath: "#/properties/storageKey/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0)
          if (data.value !== void 0) {
            let data1 = data.value, _errs4 = errors;
            if (typeof data1 != "string" && !(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)) && data1 !== null)
              return validate318.errors = [{ instancePath: instancePath + "/value", schemaPath: "#/properties/value/type", keyword: "type", params: { type: schema151.properties.value.type }, message: "must be string,integer,null" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
      }
    } else
      return validate318.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate318.errors = vErrors, errors === 0;
}
var widgetProps70 = validate319, schema152 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { title: { type: "string" }, value: { type: ["string", "number", "null"] }, maskMobile: { type: "boolean" }, arrow: { type: "boolean" }, danger: { type: "boolean" }, gapBefore: { type: "boolean" } }, $id: "https://schemas.boyihui.local/widgets/setting-cell/setting-cell.schema.json" };
function validate319(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "title" || key0 === "value" || key0 === "maskMobile" || key0 === "arrow" || key0 === "danger" || key0 === "gapBefore")) {
          return validate319.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.title !== void 0) {
          let _errs2 = errors;
          if (typeof data.title != "string")
            return validate319.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.value !== void 0) {
            let data1 = data.value, _errs4 = errors;
            if (typeof data1 != "string" && !(typeof data1 == "number" && isFinite(data1)) && data1 !== null)
              return validate319.errors = [{ instancePath: instancePath + "/value", schemaPath: "#/properties/value/type", keyword: "type", params: { type: schema152.properties.value.type }, message: "must be string,number,null" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.maskMobile !== void 0) {
              let _errs6 = errors;
              if (typeof data.maskMobile != "boolean")
                return validate319.errors = [{ instancePath: instancePath + "/maskMobile", schemaPath: "#/properties/maskMobile/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.arrow !== void 0) {
                let _errs8 = errors;
                if (typeof data.arrow != "boolean")
                  return validate319.errors = [{ instancePath: instancePath + "/arrow", schemaPath: "#/properties/arrow/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.danger !== void 0) {
                  let _errs10 = errors;
                  if (typeof data.danger != "boolean")
                    return validate319.errors = [{ instancePath: instancePath + "/danger", schemaPath: "#/properties/danger/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                  var valid0 = _errs10 === errors;
                } else
                  var valid0 = !0;
                if (valid0)
                  if (data.gapBefore !== void 0) {
                    let _errs12 = errors;
                    if (typeof data.gapBefore != "boolean")
                      return validate319.errors = [{ instancePath: instancePath + "/gapBefore", schemaPath: "#/properties/gapBefore/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                    var valid0 = _errs12 === errors;
                  } else
                    var valid0 = !0;
              }
            }
          }
        }
      }
    } else
      return validate319.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate319.errors = vErrors, errors === 0;
}
var widgetProps71 = validate320, schema153 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { posterUrl: { type: ["string", "null"] }, buttonText: { type: "string" }, hint: { type: "string" }, floating: { type: "boolean" } }, $id: "https://schemas.boyihui.local/widgets/share-poster/share-poster.schema.json" };
function validate320(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "posterUrl" || key0 === "buttonText" || key0 === "hint" || key0 === "floating")) {
          return validate320.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.posterUrl !== void 0) {
          let data0 = data.posterUrl, _errs2 = errors;
          if (typeof data0 != "string" && data0 !== null)
            return validate320.errors = [{ instancePath: instancePath + "/posterUrl", schemaPath: "#/properties/posterUrl/type", keyword: "type", params: { type: schema153.properties.posterUrl.type }, message: "must be string,null" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.buttonText !== void 0) {
            let _errs4 = errors;
            if (typeof data.buttonText != "string")
              return validate320.errors = [{ instancePath: instancePath + "/buttonText", schemaPath: "#/properties/buttonText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.hint !== void 0) {
              let _errs6 = errors;
              if (typeof data.hint != "string")
                return validate320.errors = [{ instancePath: instancePath + "/hint", schemaPath: "#/properties/hint/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.floating !== void 0) {
                let _errs8 = errors;
                if (typeof data.floating != "boolean")
                  return validate320.errors = [{ instancePath: instancePath + "/floating", schemaPath: "#/properties/floating/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate320.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate320.errors = vErrors, errors === 0;
}
var widgetProps72 = validate321;
var schema155 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/entities/topic-study-group.json", type: "object", required: ["id", "topic_id", "title", "main_img", "show_avatar", "configure"], properties: { id: { type: "integer" }, topic_id: { type: "integer" }, meeting_subject_id: { type: ["integer", "null"] }, title: { type: "string" }, main_img: { type: "string" }, show_avatar: { type: "integer" }, configure: { type: "array", items: { $ref: "study-group-role.json" } }, content: { type: "string" } } };
function validate323(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.name === void 0 && (missing0 = "name") || data.members === void 0 && (missing0 = "members"))
        return validate323.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.name !== void 0) {
        let _errs1 = errors;
        if (typeof data.name != "string")
          return validate323.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
                      return validate323.errors = [{ instancePath: instancePath + "/members/" + i0, schemaPath: "#/properties/members/items/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }], !1;
                    if (data2.name !== void 0) {
                      let _errs7 = errors;
                      if (typeof data2.name != "string")
                        return validate323.errors = [{ instancePath: instancePath + "/members/" + i0 + "/name", schemaPath: "#/properties/members/items/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid2 = _errs7 === errors;
                    } else
                      var valid2 = !0;
                    if (valid2) {
                      if (data2.avatar !== void 0) {
                        let _errs9 = errors;
                        if (typeof data2.avatar != "string")
                          return validate323.errors = [{ instancePath: instancePath + "/members/" + i0 + "/avatar", schemaPath: "#/properties/members/items/properties/avatar/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                        var valid2 = _errs9 === errors;
                      } else
                        var valid2 = !0;
                      if (valid2) {
                        if (data2.title !== void 0) {
                          let _errs11 = errors;
                          if (typeof data2.title != "string")
                            return validate323.errors = [{ instancePath: instancePath + "/members/" + i0 + "/title", schemaPath: "#/properties/members/items/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                          var valid2 = _errs11 === errors;
                        } else
                          var valid2 = !0;
                        if (valid2)
                          if (data2.hospital !== void 0) {
                            let _errs13 = errors;
                            if (typeof data2.hospital != "string")
                              return validate323.errors = [{ instancePath: instancePath + "/members/" + i0 + "/hospital", schemaPath: "#/properties/members/items/properties/hospital/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                            var valid2 = _errs13 === errors;
                          } else
                            var valid2 = !0;
                      }
                    }
                  } else
                    return validate323.errors = [{ instancePath: instancePath + "/members/" + i0, schemaPath: "#/properties/members/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                var valid1 = _errs5 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate323.errors = [{ instancePath: instancePath + "/members", schemaPath: "#/properties/members/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
    } else
      return validate323.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate323.errors = vErrors, errors === 0;
}
function validate322(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.topic_id === void 0 && (missing0 = "topic_id") || data.title === void 0 && (missing0 = "title") || data.main_img === void 0 && (missing0 = "main_img") || data.show_avatar === void 0 && (missing0 = "show_avatar") || data.configure === void 0 && (missing0 = "configure"))
        return validate322.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate322.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.topic_id !== void 0) {
          let data1 = data.topic_id, _errs3 = errors;
          if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)))
            return validate322.errors = [{ instancePath: instancePath + "/topic_id", schemaPath: "#/properties/topic_id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.meeting_subject_id !== void 0) {
            let data2 = data.meeting_subject_id, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)) && data2 !== null)
              return validate322.errors = [{ instancePath: instancePath + "/meeting_subject_id", schemaPath: "#/properties/meeting_subject_id/type", keyword: "type", params: { type: schema155.properties.meeting_subject_id.type }, message: "must be integer,null" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.title !== void 0) {
              let _errs7 = errors;
              if (typeof data.title != "string")
                return validate322.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.main_img !== void 0) {
                let _errs9 = errors;
                if (typeof data.main_img != "string")
                  return validate322.errors = [{ instancePath: instancePath + "/main_img", schemaPath: "#/properties/main_img/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.show_avatar !== void 0) {
                  let data5 = data.show_avatar, _errs11 = errors;
                  if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                    return validate322.errors = [{ instancePath: instancePath + "/show_avatar", schemaPath: "#/properties/show_avatar/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
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
                          validate323(data6[i0], { instancePath: instancePath + "/configure/" + i0, parentData: data6, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate323.errors : vErrors.concat(validate323.errors), errors = vErrors.length);
                          var valid1 = _errs15 === errors;
                          if (!valid1)
                            break;
                        }
                      } else
                        return validate322.errors = [{ instancePath: instancePath + "/configure", schemaPath: "#/properties/configure/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                    var valid0 = _errs13 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0)
                    if (data.content !== void 0) {
                      let _errs16 = errors;
                      if (typeof data.content != "string")
                        return validate322.errors = [{ instancePath: instancePath + "/content", schemaPath: "#/properties/content/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
      return validate322.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate322.errors = vErrors, errors === 0;
}
function validate321(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (key0 !== "group") {
          return validate321.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      _errs1 === errors && data.group !== void 0 && (validate322(data.group, { instancePath: instancePath + "/group", parentData: data, parentDataProperty: "group", rootData }) || (vErrors = vErrors === null ? validate322.errors : vErrors.concat(validate322.errors), errors = vErrors.length));
    } else
      return validate321.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate321.errors = vErrors, errors === 0;
}
var widgetProps73 = validate326, schema157 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { tabs: { type: "array", items: { type: "object", additionalProperties: !1, required: ["title"], properties: { title: { type: "string" } } } }, activeIndex: { type: ["integer", "string"] }, sticky: { type: "boolean" } }, $id: "https://schemas.boyihui.local/widgets/tabs/tabs.schema.json" };
function validate326(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "tabs" || key0 === "activeIndex" || key0 === "sticky")) {
          return validate326.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.tabs !== void 0) {
          let data0 = data.tabs, _errs2 = errors;
          if (errors === _errs2)
            if (Array.isArray(data0)) {
              var valid1 = !0;
              let len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data1 = data0[i0], _errs4 = errors;
                if (errors === _errs4)
                  if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                    let missing0;
                    if (data1.title === void 0 && (missing0 = "title"))
                      return validate326.errors = [{ instancePath: instancePath + "/tabs/" + i0, schemaPath: "#/properties/tabs/items/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
                    {
                      let _errs6 = errors;
                      for (let key1 in data1)
                        if (key1 !== "title") {
                          return validate326.errors = [{ instancePath: instancePath + "/tabs/" + i0, schemaPath: "#/properties/tabs/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" }], !1;
                          break;
                        }
                      if (_errs6 === errors && data1.title !== void 0 && typeof data1.title != "string")
                        return validate326.errors = [{ instancePath: instancePath + "/tabs/" + i0 + "/title", schemaPath: "#/properties/tabs/items/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    }
                  } else
                    return validate326.errors = [{ instancePath: instancePath + "/tabs/" + i0, schemaPath: "#/properties/tabs/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate326.errors = [{ instancePath: instancePath + "/tabs", schemaPath: "#/properties/tabs/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.activeIndex !== void 0) {
            let data3 = data.activeIndex, _errs9 = errors;
            if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)) && typeof data3 != "string")
              return validate326.errors = [{ instancePath: instancePath + "/activeIndex", schemaPath: "#/properties/activeIndex/type", keyword: "type", params: { type: schema157.properties.activeIndex.type }, message: "must be integer,string" }], !1;
            var valid0 = _errs9 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.sticky !== void 0) {
              let _errs11 = errors;
              if (typeof data.sticky != "boolean")
                return validate326.errors = [{ instancePath: instancePath + "/sticky", schemaPath: "#/properties/sticky/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
              var valid0 = _errs11 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate326.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate326.errors = vErrors, errors === 0;
}
var widgetProps74 = validate327, schema158 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { title: { type: "string" }, cover: { type: "string" }, desc: { type: "string" }, descLength: { type: "integer", minimum: 0 }, titleColor: { type: "string" }, titleFontSize: { type: "integer", minimum: 10, maximum: 40 }, showDescTitle: { type: ["integer", "boolean"] }, descTitle: { type: "string" }, moreText: { type: "string" } }, $id: "https://schemas.boyihui.local/widgets/topic-header/topic-header.schema.json" };
function validate327(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!func2.call(schema158.properties, key0)) {
          return validate327.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.title !== void 0) {
          let _errs2 = errors;
          if (typeof data.title != "string")
            return validate327.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.cover !== void 0) {
            let _errs4 = errors;
            if (typeof data.cover != "string")
              return validate327.errors = [{ instancePath: instancePath + "/cover", schemaPath: "#/properties/cover/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.desc !== void 0) {
              let _errs6 = errors;
              if (typeof data.desc != "string")
                return validate327.errors = [{ instancePath: instancePath + "/desc", schemaPath: "#/properties/desc/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.descLength !== void 0) {
                let data3 = data.descLength, _errs8 = errors;
                if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                  return validate327.errors = [{ instancePath: instancePath + "/descLength", schemaPath: "#/properties/descLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                if (errors === _errs8 && typeof data3 == "number" && isFinite(data3) && (data3 < 0 || isNaN(data3)))
                  return validate327.errors = [{ instancePath: instancePath + "/descLength", schemaPath: "#/properties/descLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.titleColor !== void 0) {
                  let _errs10 = errors;
                  if (typeof data.titleColor != "string")
                    return validate327.errors = [{ instancePath: instancePath + "/titleColor", schemaPath: "#/properties/titleColor/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs10 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.titleFontSize !== void 0) {
                    let data5 = data.titleFontSize, _errs12 = errors;
                    if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                      return validate327.errors = [{ instancePath: instancePath + "/titleFontSize", schemaPath: "#/properties/titleFontSize/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                    if (errors === _errs12 && typeof data5 == "number" && isFinite(data5)) {
                      if (data5 > 40 || isNaN(data5))
                        return validate327.errors = [{ instancePath: instancePath + "/titleFontSize", schemaPath: "#/properties/titleFontSize/maximum", keyword: "maximum", params: { comparison: "<=", limit: 40 }, message: "must be <= 40" }], !1;
                      if (data5 < 10 || isNaN(data5))
                        return validate327.errors = [{ instancePath: instancePath + "/titleFontSize", schemaPath: "#/properties/titleFontSize/minimum", keyword: "minimum", params: { comparison: ">=", limit: 10 }, message: "must be >= 10" }], !1;
                    }
                    var valid0 = _errs12 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.showDescTitle !== void 0) {
                      let data6 = data.showDescTitle, _errs14 = errors;
                      if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)) && typeof data6 != "boolean")
                        return validate327.errors = [{ instancePath: instancePath + "/showDescTitle", schemaPath: "#/properties/showDescTitle/type", keyword: "type", params: { type: schema158.properties.showDescTitle.type }, message: "must be integer,boolean" }], !1;
                      var valid0 = _errs14 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.descTitle !== void 0) {
                        let _errs16 = errors;
                        if (typeof data.descTitle != "string")
                          return validate327.errors = [{ instancePath: instancePath + "/descTitle", schemaPath: "#/properties/descTitle/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                        var valid0 = _errs16 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0)
                        if (data.moreText !== void 0) {
                          let _errs18 = errors;
                          if (typeof data.moreText != "string")
                            return validate327.errors = [{ instancePath: instancePath + "/moreText", schemaPath: "#/properties/moreText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                          var valid0 = _errs18 === errors;
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
      return validate327.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate327.errors = vErrors, errors === 0;
}
var widgetProps75 = validate328, schema159 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { options: { type: ["array", "null"], items: { $ref: "../../schemas/entities/option-node.json" } }, title: { type: "string" }, emptyText: { type: "string" }, loading: { type: ["boolean", "null"] } }, $id: "https://schemas.boyihui.local/widgets/tree-pick/tree-pick.schema.json" };
function validate328(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "options" || key0 === "title" || key0 === "emptyText" || key0 === "loading")) {
          return validate328.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.options !== void 0) {
          let data0 = data.options, _errs2 = errors;
          if (!Array.isArray(data0) && data0 !== null)
            return validate328.errors = [{ instancePath: instancePath + "/options", schemaPath: "#/properties/options/type", keyword: "type", params: { type: schema159.properties.options.type }, message: "must be array,null" }], !1;
          if (errors === _errs2 && Array.isArray(data0)) {
            var valid1 = !0;
            let len0 = data0.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let _errs4 = errors;
              validate225(data0[i0], { instancePath: instancePath + "/options/" + i0, parentData: data0, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate225.errors : vErrors.concat(validate225.errors), errors = vErrors.length);
              var valid1 = _errs4 === errors;
              if (!valid1)
                break;
            }
          }
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.title !== void 0) {
            let _errs5 = errors;
            if (typeof data.title != "string")
              return validate328.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.emptyText !== void 0) {
              let _errs7 = errors;
              if (typeof data.emptyText != "string")
                return validate328.errors = [{ instancePath: instancePath + "/emptyText", schemaPath: "#/properties/emptyText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.loading !== void 0) {
                let data4 = data.loading, _errs9 = errors;
                if (typeof data4 != "boolean" && data4 !== null)
                  return validate328.errors = [{ instancePath: instancePath + "/loading", schemaPath: "#/properties/loading/type", keyword: "type", params: { type: schema159.properties.loading.type }, message: "must be boolean,null" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate328.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate328.errors = vErrors, errors === 0;
}
var widgetProps76 = validate330;
function validate330(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "items" || key0 === "hasMore" || key0 === "loading" || key0 === "error" || key0 === "columns" || key0 === "endText" || key0 === "emptyText" || key0 === "titleLength")) {
          return validate330.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
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
                validate182(data0[i0], { instancePath: instancePath + "/items/" + i0, parentData: data0, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate182.errors : vErrors.concat(validate182.errors), errors = vErrors.length);
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate330.errors = [{ instancePath: instancePath + "/items", schemaPath: "#/properties/items/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.hasMore !== void 0) {
            let _errs5 = errors;
            if (typeof data.hasMore != "boolean")
              return validate330.errors = [{ instancePath: instancePath + "/hasMore", schemaPath: "#/properties/hasMore/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.loading !== void 0) {
              let _errs7 = errors;
              if (typeof data.loading != "boolean")
                return validate330.errors = [{ instancePath: instancePath + "/loading", schemaPath: "#/properties/loading/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.error !== void 0) {
                let _errs9 = errors;
                if (typeof data.error != "boolean")
                  return validate330.errors = [{ instancePath: instancePath + "/error", schemaPath: "#/properties/error/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.columns !== void 0) {
                  let data5 = data.columns, _errs11 = errors;
                  if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                    return validate330.errors = [{ instancePath: instancePath + "/columns", schemaPath: "#/properties/columns/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                  if (errors === _errs11 && typeof data5 == "number" && isFinite(data5)) {
                    if (data5 > 3 || isNaN(data5))
                      return validate330.errors = [{ instancePath: instancePath + "/columns", schemaPath: "#/properties/columns/maximum", keyword: "maximum", params: { comparison: "<=", limit: 3 }, message: "must be <= 3" }], !1;
                    if (data5 < 1 || isNaN(data5))
                      return validate330.errors = [{ instancePath: instancePath + "/columns", schemaPath: "#/properties/columns/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
                  }
                  var valid0 = _errs11 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.endText !== void 0) {
                    let _errs13 = errors;
                    if (typeof data.endText != "string")
                      return validate330.errors = [{ instancePath: instancePath + "/endText", schemaPath: "#/properties/endText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs13 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.emptyText !== void 0) {
                      let _errs15 = errors;
                      if (typeof data.emptyText != "string")
                        return validate330.errors = [{ instancePath: instancePath + "/emptyText", schemaPath: "#/properties/emptyText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid0 = _errs15 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0)
                      if (data.titleLength !== void 0) {
                        let data8 = data.titleLength, _errs17 = errors;
                        if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8)))
                          return validate330.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                        if (errors === _errs17 && typeof data8 == "number" && isFinite(data8) && (data8 < 1 || isNaN(data8)))
                          return validate330.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
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
      return validate330.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate330.errors = vErrors, errors === 0;
}

// validators-entry.js
var widgetPropsValidators = Object.freeze({
  "activity-calendar": widgetProps0,
  "appointment-list": widgetProps1,
  "attachment-list": widgetProps2,
  "avatar-stack": widgetProps3,
  "back-button": widgetProps4,
  "banner-carousel": widgetProps5,
  "booking-success": widgetProps6,
  "channel-tabs": widgetProps7,
  "code-entry": widgetProps8,
  "column-header": widgetProps9,
  "comment-thread": widgetProps10,
  "contact-block": widgetProps11,
  "content-list": widgetProps12,
  "course-info": widgetProps13,
  "data-export": widgetProps14,
  "detail-header": widgetProps15,
  "download-rows": widgetProps16,
  "email-dialog": widgetProps17,
  "empty-state": widgetProps18,
  "expert-list": widgetProps19,
  "floating-service-button": widgetProps20,
  "followed-strip": widgetProps21,
  "handoff-status": widgetProps22,
  "honour-detail": widgetProps23,
  "honour-list": widgetProps24,
  "hospital-form": widgetProps25,
  "icon-grid": widgetProps26,
  "index-bar": widgetProps27,
  "interaction-bar": widgetProps28,
  "live-ad-swiper": widgetProps29,
  "live-chat": widgetProps30,
  "live-column-tabs": widgetProps31,
  "live-detail-card": widgetProps32,
  "live-ended-banner": widgetProps33,
  "live-forecast": widgetProps34,
  "live-image-dialog": widgetProps35,
  "live-preview-carousel": widgetProps36,
  "live-questionnaire": widgetProps37,
  "live-room-status": widgetProps38,
  "live-series-slider": widgetProps39,
  "live-subscribe-sheet": widgetProps40,
  "live-white-list-dialog": widgetProps41,
  "meeting-cards": widgetProps42,
  "message-ticker": widgetProps43,
  "module-grid": widgetProps44,
  "my-shortcuts": widgetProps45,
  "news-list": widgetProps46,
  "page-title": widgetProps47,
  "parent-column": widgetProps48,
  "partner-logos": widgetProps49,
  "password-dialog": widgetProps50,
  "phone-login-form": widgetProps51,
  "pick-list": widgetProps52,
  player: widgetProps53,
  "point-rules": widgetProps54,
  "points-summary": widgetProps55,
  "profile-card": widgetProps56,
  "profile-form": widgetProps57,
  "recommend-module": widgetProps58,
  "rich-text": widgetProps59,
  "screen-advert": widgetProps60,
  "search-bar": widgetProps61,
  "search-box": widgetProps62,
  "search-history": widgetProps63,
  "search-hot-words": widgetProps64,
  "search-suggestions": widgetProps65,
  "search-tabs": widgetProps66,
  section: widgetProps67,
  "service-qr": widgetProps68,
  "session-memory": widgetProps69,
  "setting-cell": widgetProps70,
  "share-poster": widgetProps71,
  "study-group": widgetProps72,
  tabs: widgetProps73,
  "topic-header": widgetProps74,
  "tree-pick": widgetProps75,
  "video-grid": widgetProps76
});
export {
  widgetPropsValidators
};
