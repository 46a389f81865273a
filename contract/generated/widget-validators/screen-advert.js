// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21;
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.cover_img === void 0 && (missing0 = "cover_img") || data.start_time === void 0 && (missing0 = "start_time") || data.end_time === void 0 && (missing0 = "end_time"))
        return validate22.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      if (data.id !== void 0) {
        let data0 = data.id, _errs1 = errors;
        if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)))
          return validate22.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
        var valid0 = _errs1 === errors;
      } else
        var valid0 = !0;
      if (valid0) {
        if (data.cover_img !== void 0) {
          let _errs3 = errors;
          if (typeof data.cover_img != "string")
            return validate22.errors = [{ instancePath: instancePath + "/cover_img", schemaPath: "#/properties/cover_img/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs3 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.link !== void 0) {
            let _errs5 = errors;
            if (typeof data.link != "string")
              return validate22.errors = [{ instancePath: instancePath + "/link", schemaPath: "#/properties/link/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs5 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.start_time !== void 0) {
              let _errs7 = errors;
              if (typeof data.start_time != "string")
                return validate22.errors = [{ instancePath: instancePath + "/start_time", schemaPath: "#/properties/start_time/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs7 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.end_time !== void 0) {
                let _errs9 = errors;
                if (typeof data.end_time != "string")
                  return validate22.errors = [{ instancePath: instancePath + "/end_time", schemaPath: "#/properties/end_time/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs9 === errors;
              } else
                var valid0 = !0;
          }
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
        if (!(key0 === "advert" || key0 === "now")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.advert !== void 0) {
          let data0 = data.advert, _errs2 = errors, _errs3 = errors, valid1 = !1, passing0 = null, _errs4 = errors;
          validate22(data0, { instancePath: instancePath + "/advert", parentData: data, parentDataProperty: "advert", rootData }) || (vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors), errors = vErrors.length);
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
            return vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++, validate21.errors = vErrors, !1;
          }
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0)
          if (data.now !== void 0) {
            let _errs7 = errors;
            if (typeof data.now != "string")
              return validate21.errors = [{ instancePath: instancePath + "/now", schemaPath: "#/properties/now/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs7 === errors;
          } else
            var valid0 = !0;
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
