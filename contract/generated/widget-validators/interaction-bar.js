// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21;
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "viewCount" || key0 === "viewLabel" || key0 === "likeCount" || key0 === "isLike" || key0 === "favoriteCount" || key0 === "isFavorite" || key0 === "commentCount")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.viewCount !== void 0) {
          let data0 = data.viewCount, _errs2 = errors;
          if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
            return validate21.errors = [{ instancePath: instancePath + "/viewCount", schemaPath: "#/properties/viewCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
          if (errors === _errs2 && typeof data0 == "number" && isFinite(data0) && (data0 < 0 || isNaN(data0)))
            return validate21.errors = [{ instancePath: instancePath + "/viewCount", schemaPath: "#/properties/viewCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.viewLabel !== void 0) {
            let _errs4 = errors;
            if (typeof data.viewLabel != "string")
              return validate21.errors = [{ instancePath: instancePath + "/viewLabel", schemaPath: "#/properties/viewLabel/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.likeCount !== void 0) {
              let data2 = data.likeCount, _errs6 = errors;
              if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
                return validate21.errors = [{ instancePath: instancePath + "/likeCount", schemaPath: "#/properties/likeCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              if (errors === _errs6 && typeof data2 == "number" && isFinite(data2) && (data2 < 0 || isNaN(data2)))
                return validate21.errors = [{ instancePath: instancePath + "/likeCount", schemaPath: "#/properties/likeCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.isLike !== void 0) {
                let _errs8 = errors;
                if (typeof data.isLike != "boolean")
                  return validate21.errors = [{ instancePath: instancePath + "/isLike", schemaPath: "#/properties/isLike/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.favoriteCount !== void 0) {
                  let data4 = data.favoriteCount, _errs10 = errors;
                  if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4)))
                    return validate21.errors = [{ instancePath: instancePath + "/favoriteCount", schemaPath: "#/properties/favoriteCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                  if (errors === _errs10 && typeof data4 == "number" && isFinite(data4) && (data4 < 0 || isNaN(data4)))
                    return validate21.errors = [{ instancePath: instancePath + "/favoriteCount", schemaPath: "#/properties/favoriteCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                  var valid0 = _errs10 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.isFavorite !== void 0) {
                    let _errs12 = errors;
                    if (typeof data.isFavorite != "boolean")
                      return validate21.errors = [{ instancePath: instancePath + "/isFavorite", schemaPath: "#/properties/isFavorite/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                    var valid0 = _errs12 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0)
                    if (data.commentCount !== void 0) {
                      let data6 = data.commentCount, _errs14 = errors;
                      if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)))
                        return validate21.errors = [{ instancePath: instancePath + "/commentCount", schemaPath: "#/properties/commentCount/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                      if (errors === _errs14 && typeof data6 == "number" && isFinite(data6) && (data6 < 0 || isNaN(data6)))
                        return validate21.errors = [{ instancePath: instancePath + "/commentCount", schemaPath: "#/properties/commentCount/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
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
      return validate21.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate21.errors = vErrors, errors === 0;
}

// validators-entry.js
var validateProps2 = validateProps;
export {
  validateProps2 as validateProps
};
