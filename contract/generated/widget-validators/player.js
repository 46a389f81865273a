// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21, schema6 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { sources: { type: "array", items: { type: "object", properties: { url: { type: "string" }, format: { type: "string", enum: ["mp4", "m3u8", "webm"] }, PlayURL: { type: "string" }, Format: { type: "string" } } } }, poster: { type: "string" }, pinned: { type: "boolean" }, title: { type: "string" }, resumeAt: { type: "number", minimum: 0 }, finished: { type: "boolean" }, progressEverySeconds: { type: "integer", minimum: 1, maximum: 600 } }, $id: "https://schemas.boyihui.local/widgets/player/player.schema.json" };
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "sources" || key0 === "poster" || key0 === "pinned" || key0 === "title" || key0 === "resumeAt" || key0 === "finished" || key0 === "progressEverySeconds")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
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
                        return validate21.errors = [{ instancePath: instancePath + "/sources/" + i0 + "/url", schemaPath: "#/properties/sources/items/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid2 = _errs6 === errors;
                    } else
                      var valid2 = !0;
                    if (valid2) {
                      if (data1.format !== void 0) {
                        let data3 = data1.format, _errs8 = errors;
                        if (typeof data3 != "string")
                          return validate21.errors = [{ instancePath: instancePath + "/sources/" + i0 + "/format", schemaPath: "#/properties/sources/items/properties/format/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                        if (!(data3 === "mp4" || data3 === "m3u8" || data3 === "webm"))
                          return validate21.errors = [{ instancePath: instancePath + "/sources/" + i0 + "/format", schemaPath: "#/properties/sources/items/properties/format/enum", keyword: "enum", params: { allowedValues: schema6.properties.sources.items.properties.format.enum }, message: "must be equal to one of the allowed values" }], !1;
                        var valid2 = _errs8 === errors;
                      } else
                        var valid2 = !0;
                      if (valid2) {
                        if (data1.PlayURL !== void 0) {
                          let _errs10 = errors;
                          if (typeof data1.PlayURL != "string")
                            return validate21.errors = [{ instancePath: instancePath + "/sources/" + i0 + "/PlayURL", schemaPath: "#/properties/sources/items/properties/PlayURL/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                          var valid2 = _errs10 === errors;
                        } else
                          var valid2 = !0;
                        if (valid2)
                          if (data1.Format !== void 0) {
                            let _errs12 = errors;
                            if (typeof data1.Format != "string")
                              return validate21.errors = [{ instancePath: instancePath + "/sources/" + i0 + "/Format", schemaPath: "#/properties/sources/items/properties/Format/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                            var valid2 = _errs12 === errors;
                          } else
                            var valid2 = !0;
                      }
                    }
                  } else
                    return validate21.errors = [{ instancePath: instancePath + "/sources/" + i0, schemaPath: "#/properties/sources/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate21.errors = [{ instancePath: instancePath + "/sources", schemaPath: "#/properties/sources/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.poster !== void 0) {
            let _errs14 = errors;
            if (typeof data.poster != "string")
              return validate21.errors = [{ instancePath: instancePath + "/poster", schemaPath: "#/properties/poster/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs14 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.pinned !== void 0) {
              let _errs16 = errors;
              if (typeof data.pinned != "boolean")
                return validate21.errors = [{ instancePath: instancePath + "/pinned", schemaPath: "#/properties/pinned/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
              var valid0 = _errs16 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.title !== void 0) {
                let _errs18 = errors;
                if (typeof data.title != "string")
                  return validate21.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs18 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.resumeAt !== void 0) {
                  let data9 = data.resumeAt, _errs20 = errors;
                  if (errors === _errs20)
                    if (typeof data9 == "number" && isFinite(data9)) {
                      if (data9 < 0 || isNaN(data9))
                        return validate21.errors = [{ instancePath: instancePath + "/resumeAt", schemaPath: "#/properties/resumeAt/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                    } else
                      return validate21.errors = [{ instancePath: instancePath + "/resumeAt", schemaPath: "#/properties/resumeAt/type", keyword: "type", params: { type: "number" }, message: "must be number" }], !1;
                  var valid0 = _errs20 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.finished !== void 0) {
                    let _errs22 = errors;
                    if (typeof data.finished != "boolean")
                      return validate21.errors = [{ instancePath: instancePath + "/finished", schemaPath: "#/properties/finished/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                    var valid0 = _errs22 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0)
                    if (data.progressEverySeconds !== void 0) {
                      let data11 = data.progressEverySeconds, _errs24 = errors;
                      if (!(typeof data11 == "number" && !(data11 % 1) && !isNaN(data11) && isFinite(data11)))
                        return validate21.errors = [{ instancePath: instancePath + "/progressEverySeconds", schemaPath: "#/properties/progressEverySeconds/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                      if (errors === _errs24 && typeof data11 == "number" && isFinite(data11)) {
                        if (data11 > 600 || isNaN(data11))
                          return validate21.errors = [{ instancePath: instancePath + "/progressEverySeconds", schemaPath: "#/properties/progressEverySeconds/maximum", keyword: "maximum", params: { comparison: "<=", limit: 600 }, message: "must be <= 600" }], !1;
                        if (data11 < 1 || isNaN(data11))
                          return validate21.errors = [{ instancePath: instancePath + "/progressEverySeconds", schemaPath: "#/properties/progressEverySeconds/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
                      }
                      var valid0 = _errs24 === errors;
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
