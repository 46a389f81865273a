// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21, schema6 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { title: { type: "string" }, cover: { type: "string" }, desc: { type: "string" }, descLength: { type: "integer", minimum: 0 }, titleColor: { type: "string" }, titleFontSize: { type: "integer", minimum: 10, maximum: 40 }, showDescTitle: { type: ["integer", "boolean"] }, descTitle: { type: "string" }, moreText: { type: "string" } }, $id: "https://schemas.boyihui.local/widgets/topic-header/topic-header.schema.json" }, func2 = Object.prototype.hasOwnProperty;
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
                if (data.titleColor !== void 0) {
                  let _errs10 = errors;
                  if (typeof data.titleColor != "string")
                    return validate21.errors = [{ instancePath: instancePath + "/titleColor", schemaPath: "#/properties/titleColor/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs10 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.titleFontSize !== void 0) {
                    let data5 = data.titleFontSize, _errs12 = errors;
                    if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                      return validate21.errors = [{ instancePath: instancePath + "/titleFontSize", schemaPath: "#/properties/titleFontSize/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                    if (errors === _errs12 && typeof data5 == "number" && isFinite(data5)) {
                      if (data5 > 40 || isNaN(data5))
                        return validate21.errors = [{ instancePath: instancePath + "/titleFontSize", schemaPath: "#/properties/titleFontSize/maximum", keyword: "maximum", params: { comparison: "<=", limit: 40 }, message: "must be <= 40" }], !1;
                      if (data5 < 10 || isNaN(data5))
                        return validate21.errors = [{ instancePath: instancePath + "/titleFontSize", schemaPath: "#/properties/titleFontSize/minimum", keyword: "minimum", params: { comparison: ">=", limit: 10 }, message: "must be >= 10" }], !1;
                    }
                    var valid0 = _errs12 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.showDescTitle !== void 0) {
                      let data6 = data.showDescTitle, _errs14 = errors;
                      if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)) && typeof data6 != "boolean")
                        return validate21.errors = [{ instancePath: instancePath + "/showDescTitle", schemaPath: "#/properties/showDescTitle/type", keyword: "type", params: { type: schema6.properties.showDescTitle.type }, message: "must be integer,boolean" }], !1;
                      var valid0 = _errs14 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.descTitle !== void 0) {
                        let _errs16 = errors;
                        if (typeof data.descTitle != "string")
                          return validate21.errors = [{ instancePath: instancePath + "/descTitle", schemaPath: "#/properties/descTitle/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                        var valid0 = _errs16 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0)
                        if (data.moreText !== void 0) {
                          let _errs18 = errors;
                          if (typeof data.moreText != "string")
                            return validate21.errors = [{ instancePath: instancePath + "/moreText", schemaPath: "#/properties/moreText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
      return validate21.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate21.errors = vErrors, errors === 0;
}

// validators-entry.js
var validateProps2 = validateProps;
export {
  validateProps2 as validateProps
};
