// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21, schema6 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { title: { type: "string" }, cover: { type: "string" }, doctor: { type: "string" }, hospital: { type: "string" }, viewCount: { type: "integer", minimum: 0 }, durationFormat: { type: "string" }, courseCount: { type: "integer", minimum: 0 }, desc: { type: "string" }, parent: { type: ["object", "null"], required: ["id", "title"], properties: { id: { type: "integer" }, title: { type: "string" } } }, showFavorite: { type: "boolean" }, isFavorite: { type: "boolean" }, titleLength: { type: "integer", minimum: 1 } }, $id: "https://schemas.boyihui.local/widgets/course-info/course-info.schema.json" }, func2 = Object.prototype.hasOwnProperty;
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
        if (data.title !== void 0) {
          let _errs2 = errors;
          if (typeof data.title != "string")
            return validate21.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.cover !== void 0) {
            let _errs4 = errors;
            if (typeof data.cover != "string")
              return validate21.errors = [{ instancePath: instancePath + "/cover", schemaPath: "#/properties/cover/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.doctor !== void 0) {
              let _errs6 = errors;
              if (typeof data.doctor != "string")
                return validate21.errors = [{ instancePath: instancePath + "/doctor", schemaPath: "#/properties/doctor/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.hospital !== void 0) {
                let _errs8 = errors;
                if (typeof data.hospital != "string")
                  return validate21.errors = [{ instancePath: instancePath + "/hospital", schemaPath: "#/properties/hospital/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.viewCount !== void 0) {
                  let data4 = data.viewCount, _errs10 = errors;
                  if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4)))
                    return validate21.errors = [{ instancePath: instancePath + "/viewCount", schemaPath: "#/properties/viewCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                  if (errors === _errs10 && typeof data4 == "number" && isFinite(data4) && (data4 < 0 || isNaN(data4)))
                    return validate21.errors = [{ instancePath: instancePath + "/viewCount", schemaPath: "#/properties/viewCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                  var valid0 = _errs10 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.durationFormat !== void 0) {
                    let _errs12 = errors;
                    if (typeof data.durationFormat != "string")
                      return validate21.errors = [{ instancePath: instancePath + "/durationFormat", schemaPath: "#/properties/durationFormat/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs12 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.courseCount !== void 0) {
                      let data6 = data.courseCount, _errs14 = errors;
                      if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)))
                        return validate21.errors = [{ instancePath: instancePath + "/courseCount", schemaPath: "#/properties/courseCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                      if (errors === _errs14 && typeof data6 == "number" && isFinite(data6) && (data6 < 0 || isNaN(data6)))
                        return validate21.errors = [{ instancePath: instancePath + "/courseCount", schemaPath: "#/properties/courseCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                      var valid0 = _errs14 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.desc !== void 0) {
                        let _errs16 = errors;
                        if (typeof data.desc != "string")
                          return validate21.errors = [{ instancePath: instancePath + "/desc", schemaPath: "#/properties/desc/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                        var valid0 = _errs16 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0) {
                        if (data.parent !== void 0) {
                          let data8 = data.parent, _errs18 = errors;
                          if (!(data8 && typeof data8 == "object" && !Array.isArray(data8)) && data8 !== null)
                            return validate21.errors = [{ instancePath: instancePath + "/parent", schemaPath: "#/properties/parent/type", keyword: "type", params: { type: schema6.properties.parent.type }, message: "must be object,null" }], !1;
                          if (errors === _errs18 && data8 && typeof data8 == "object" && !Array.isArray(data8)) {
                            let missing0;
                            if (data8.id === void 0 && (missing0 = "id") || data8.title === void 0 && (missing0 = "title"))
                              return validate21.errors = [{ instancePath: instancePath + "/parent", schemaPath: "#/properties/parent/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
                            if (data8.id !== void 0) {
                              let data9 = data8.id, _errs20 = errors;
                              if (!(typeof data9 == "number" && !(data9 % 1) && !isNaN(data9) && isFinite(data9)))
                                return validate21.errors = [{ instancePath: instancePath + "/parent/id", schemaPath: "#/properties/parent/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                              var valid1 = _errs20 === errors;
                            } else
                              var valid1 = !0;
                            if (valid1)
                              if (data8.title !== void 0) {
                                let _errs22 = errors;
                                if (typeof data8.title != "string")
                                  return validate21.errors = [{ instancePath: instancePath + "/parent/title", schemaPath: "#/properties/parent/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                var valid1 = _errs22 === errors;
                              } else
                                var valid1 = !0;
                          }
                          var valid0 = _errs18 === errors;
                        } else
                          var valid0 = !0;
                        if (valid0) {
                          if (data.showFavorite !== void 0) {
                            let _errs24 = errors;
                            if (typeof data.showFavorite != "boolean")
                              return validate21.errors = [{ instancePath: instancePath + "/showFavorite", schemaPath: "#/properties/showFavorite/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                            var valid0 = _errs24 === errors;
                          } else
                            var valid0 = !0;
                          if (valid0) {
                            if (data.isFavorite !== void 0) {
                              let _errs26 = errors;
                              if (typeof data.isFavorite != "boolean")
                                return validate21.errors = [{ instancePath: instancePath + "/isFavorite", schemaPath: "#/properties/isFavorite/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                              var valid0 = _errs26 === errors;
                            } else
                              var valid0 = !0;
                            if (valid0)
                              if (data.titleLength !== void 0) {
                                let data13 = data.titleLength, _errs28 = errors;
                                if (!(typeof data13 == "number" && !(data13 % 1) && !isNaN(data13) && isFinite(data13)))
                                  return validate21.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                                if (errors === _errs28 && typeof data13 == "number" && isFinite(data13) && (data13 < 1 || isNaN(data13)))
                                  return validate21.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
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
    } else
      return validate21.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate21.errors = vErrors, errors === 0;
}

// validators-entry.js
var validateProps2 = validateProps;
export {
  validateProps2 as validateProps
};
