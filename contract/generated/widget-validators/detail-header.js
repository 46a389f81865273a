// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21;
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "title" || key0 === "time" || key0 === "views" || key0 === "viewLabel" || key0 === "cover" || key0 === "titleLength")) {
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
          if (data.time !== void 0) {
            let _errs4 = errors;
            if (typeof data.time != "string")
              return validate21.errors = [{ instancePath: instancePath + "/time", schemaPath: "#/properties/time/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.views !== void 0) {
              let data2 = data.views, _errs6 = errors;
              if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
                return validate21.errors = [{ instancePath: instancePath + "/views", schemaPath: "#/properties/views/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              if (errors === _errs6 && typeof data2 == "number" && isFinite(data2) && (data2 < 0 || isNaN(data2)))
                return validate21.errors = [{ instancePath: instancePath + "/views", schemaPath: "#/properties/views/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.viewLabel !== void 0) {
                let _errs8 = errors;
                if (typeof data.viewLabel != "string")
                  return validate21.errors = [{ instancePath: instancePath + "/viewLabel", schemaPath: "#/properties/viewLabel/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.cover !== void 0) {
                  let _errs10 = errors;
                  if (typeof data.cover != "string")
                    return validate21.errors = [{ instancePath: instancePath + "/cover", schemaPath: "#/properties/cover/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs10 === errors;
                } else
                  var valid0 = !0;
                if (valid0)
                  if (data.titleLength !== void 0) {
                    let data5 = data.titleLength, _errs12 = errors;
                    if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                      return validate21.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                    if (errors === _errs12 && typeof data5 == "number" && isFinite(data5) && (data5 < 1 || isNaN(data5)))
                      return validate21.errors = [{ instancePath: instancePath + "/titleLength", schemaPath: "#/properties/titleLength/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
                    var valid0 = _errs12 === errors;
                  } else
                    var valid0 = !0;
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
