// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21;
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.title === void 0 && (missing0 = "title"))
        return validate22.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate22.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.title !== void 0) {
          let _errs3 = errors;
          if (typeof data.title != "string")
            return validate22.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.content_type !== void 0) {
            let data2 = data.content_type, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
              return validate22.errors = [{ instancePath: instancePath + "/content_type", schemaPath: "#/properties/content_type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.link !== void 0) {
              let _errs7 = errors;
              if (typeof data.link != "string")
                return validate22.errors = [{ instancePath: instancePath + "/link", schemaPath: "#/properties/link/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
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
        if (!(key0 === "hints" || key0 === "intervalMs" || key0 === "placeholder" || key0 === "readOnly")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
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
                validate22(data0[i0], { instancePath: instancePath + "/hints/" + i0, parentData: data0, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors), errors = vErrors.length);
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate21.errors = [{ instancePath: instancePath + "/hints", schemaPath: "#/properties/hints/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.intervalMs !== void 0) {
            let data2 = data.intervalMs, _errs5 = errors;
            if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
              return validate21.errors = [{ instancePath: instancePath + "/intervalMs", schemaPath: "#/properties/intervalMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            if (errors === _errs5 && typeof data2 == "number" && isFinite(data2) && (data2 < 1e3 || isNaN(data2)))
              return validate21.errors = [{ instancePath: instancePath + "/intervalMs", schemaPath: "#/properties/intervalMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1e3 }, message: "must be >= 1000" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.placeholder !== void 0) {
              let _errs7 = errors;
              if (typeof data.placeholder != "string")
                return validate21.errors = [{ instancePath: instancePath + "/placeholder", schemaPath: "#/properties/placeholder/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.readOnly !== void 0) {
                let _errs9 = errors;
                if (typeof data.readOnly != "boolean")
                  return validate21.errors = [{ instancePath: instancePath + "/readOnly", schemaPath: "#/properties/readOnly/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
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
