// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21;
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "user" || key0 === "pointLabel")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
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
            return vErrors === null ? vErrors = [err11] : vErrors.push(err11), errors++, validate21.errors = vErrors, !1;
          }
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0)
          if (data.pointLabel !== void 0) {
            let _errs26 = errors;
            if (typeof data.pointLabel != "string")
              return validate21.errors = [{ instancePath: instancePath + "/pointLabel", schemaPath: "#/properties/pointLabel/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs26 === errors;
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
