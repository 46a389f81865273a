// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21, schema6 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { title: { type: "string" }, logo: { type: "string" }, desc: { type: "string" }, descLength: { type: "integer", minimum: 0 }, titleLength: { type: "integer", minimum: 1 }, contentCount: { type: "integer", minimum: 0 }, followerCount: { type: "integer", minimum: 0 }, readerCount: { type: "integer", minimum: 0 }, updatedCount: { type: "integer", minimum: 0 }, totalCount: { type: "integer", minimum: 0 }, isSubscribe: { type: "integer", enum: [0, 1] }, showFollow: { type: "boolean" }, isFavorite: { type: "boolean" }, linkText: { type: "string" } }, $id: "https://schemas.boyihui.local/widgets/column-header/column-header.schema.json" }, func2 = Object.prototype.hasOwnProperty;
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
          if (data.logo !== void 0) {
            let _errs4 = errors;
            if (typeof data.logo != "string")
              return validate21.errors = [{ instancePath: instancePath + "/logo", schemaPath: "#/properties/logo/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.desc !== void 0) {
              let _errs6 = errors;
              if (typeof data.desc != "string")
                return validate21.errors = [{ instancePath: instancePath + "/desc", schemaPath: "#/properties/desc/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.descLength !== void 0) {
                let data3 = data.descLength, _errs8 = errors;
                if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)))
                  return validate21.errors = [{ instancePath: instancePath + "/descLength", schemaPath: "#/properties/descLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                if (errors === _errs8 && typeof data3 == "number" && isFinite(data3) && (data3 < 0 || isNaN(data3)))
                  return validate21.errors = [{ instancePath: instancePath + "/descLength", schemaPath: "#/properties/descLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.titleLength !== void 0) {
                  let data4 = data.titleLength, _errs10 = errors;
                  if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4)))
                    return validate21.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                  if (errors === _errs10 && typeof data4 == "number" && isFinite(data4) && (data4 < 1 || isNaN(data4)))
                    return validate21.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
                  var valid0 = _errs10 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.contentCount !== void 0) {
                    let data5 = data.contentCount, _errs12 = errors;
                    if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                      return validate21.errors = [{ instancePath: instancePath + "/contentCount", schemaPath: "#/properties/contentCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                    if (errors === _errs12 && typeof data5 == "number" && isFinite(data5) && (data5 < 0 || isNaN(data5)))
                      return validate21.errors = [{ instancePath: instancePath + "/contentCount", schemaPath: "#/properties/contentCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                    var valid0 = _errs12 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.followerCount !== void 0) {
                      let data6 = data.followerCount, _errs14 = errors;
                      if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)))
                        return validate21.errors = [{ instancePath: instancePath + "/followerCount", schemaPath: "#/properties/followerCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                      if (errors === _errs14 && typeof data6 == "number" && isFinite(data6) && (data6 < 0 || isNaN(data6)))
                        return validate21.errors = [{ instancePath: instancePath + "/followerCount", schemaPath: "#/properties/followerCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                      var valid0 = _errs14 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.readerCount !== void 0) {
                        let data7 = data.readerCount, _errs16 = errors;
                        if (!(typeof data7 == "number" && !(data7 % 1) && !isNaN(data7) && isFinite(data7)))
                          return validate21.errors = [{ instancePath: instancePath + "/readerCount", schemaPath: "#/properties/readerCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                        if (errors === _errs16 && typeof data7 == "number" && isFinite(data7) && (data7 < 0 || isNaN(data7)))
                          return validate21.errors = [{ instancePath: instancePath + "/readerCount", schemaPath: "#/properties/readerCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                        var valid0 = _errs16 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0) {
                        if (data.updatedCount !== void 0) {
                          let data8 = data.updatedCount, _errs18 = errors;
                          if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8)))
                            return validate21.errors = [{ instancePath: instancePath + "/updatedCount", schemaPath: "#/properties/updatedCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                          if (errors === _errs18 && typeof data8 == "number" && isFinite(data8) && (data8 < 0 || isNaN(data8)))
                            return validate21.errors = [{ instancePath: instancePath + "/updatedCount", schemaPath: "#/properties/updatedCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                          var valid0 = _errs18 === errors;
                        } else
                          var valid0 = !0;
                        if (valid0) {
                          if (data.totalCount !== void 0) {
                            let data9 = data.totalCount, _errs20 = errors;
                            if (!(typeof data9 == "number" && !(data9 % 1) && !isNaN(data9) && isFinite(data9)))
                              return validate21.errors = [{ instancePath: instancePath + "/totalCount", schemaPath: "#/properties/totalCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                            if (errors === _errs20 && typeof data9 == "number" && isFinite(data9) && (data9 < 0 || isNaN(data9)))
                              return validate21.errors = [{ instancePath: instancePath + "/totalCount", schemaPath: "#/properties/totalCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                            var valid0 = _errs20 === errors;
                          } else
                            var valid0 = !0;
                          if (valid0) {
                            if (data.isSubscribe !== void 0) {
                              let data10 = data.isSubscribe, _errs22 = errors;
                              if (!(typeof data10 == "number" && !(data10 % 1) && !isNaN(data10) && isFinite(data10)))
                                return validate21.errors = [{ instancePath: instancePath + "/isSubscribe", schemaPath: "#/properties/isSubscribe/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                              if (!(data10 === 0 || data10 === 1))
                                return validate21.errors = [{ instancePath: instancePath + "/isSubscribe", schemaPath: "#/properties/isSubscribe/enum", keyword: "enum", params: { allowedValues: schema6.properties.isSubscribe.enum }, message: "must be equal to one of the allowed values" }], !1;
                              var valid0 = _errs22 === errors;
                            } else
                              var valid0 = !0;
                            if (valid0) {
                              if (data.showFollow !== void 0) {
                                let _errs24 = errors;
                                if (typeof data.showFollow != "boolean")
                                  return validate21.errors = [{ instancePath: instancePath + "/showFollow", schemaPath: "#/properties/showFollow/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
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
                                  if (data.linkText !== void 0) {
                                    let _errs28 = errors;
                                    if (typeof data.linkText != "string")
                                      return validate21.errors = [{ instancePath: instancePath + "/linkText", schemaPath: "#/properties/linkText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
      return validate21.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate21.errors = vErrors, errors === 0;
}

// validators-entry.js
var validateProps2 = validateProps;
export {
  validateProps2 as validateProps
};
