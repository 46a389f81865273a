// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21, schema6 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { title: { type: "string" }, hint: { type: "string" }, label: { type: "string" }, placeholder: { type: "string" }, mobile: { type: ["string", "null"] }, submitText: { type: "string" }, showAgreement: { type: "boolean" }, agreementPrefix: { type: "string" } }, $id: "https://schemas.boyihui.local/widgets/phone-login-form/phone-login-form.schema.json" };
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "title" || key0 === "hint" || key0 === "label" || key0 === "placeholder" || key0 === "mobile" || key0 === "submitText" || key0 === "showAgreement" || key0 === "agreementPrefix")) {
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
          if (data.hint !== void 0) {
            let _errs4 = errors;
            if (typeof data.hint != "string")
              return validate21.errors = [{ instancePath: instancePath + "/hint", schemaPath: "#/properties/hint/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.label !== void 0) {
              let _errs6 = errors;
              if (typeof data.label != "string")
                return validate21.errors = [{ instancePath: instancePath + "/label", schemaPath: "#/properties/label/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.placeholder !== void 0) {
                let _errs8 = errors;
                if (typeof data.placeholder != "string")
                  return validate21.errors = [{ instancePath: instancePath + "/placeholder", schemaPath: "#/properties/placeholder/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.mobile !== void 0) {
                  let data4 = data.mobile, _errs10 = errors;
                  if (typeof data4 != "string" && data4 !== null)
                    return validate21.errors = [{ instancePath: instancePath + "/mobile", schemaPath: "#/properties/mobile/type", keyword: "type", params: { type: schema6.properties.mobile.type }, message: "must be string,null" }], !1;
                  var valid0 = _errs10 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.submitText !== void 0) {
                    let _errs12 = errors;
                    if (typeof data.submitText != "string")
                      return validate21.errors = [{ instancePath: instancePath + "/submitText", schemaPath: "#/properties/submitText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs12 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.showAgreement !== void 0) {
                      let _errs14 = errors;
                      if (typeof data.showAgreement != "boolean")
                        return validate21.errors = [{ instancePath: instancePath + "/showAgreement", schemaPath: "#/properties/showAgreement/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                      var valid0 = _errs14 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0)
                      if (data.agreementPrefix !== void 0) {
                        let _errs16 = errors;
                        if (typeof data.agreementPrefix != "string")
                          return validate21.errors = [{ instancePath: instancePath + "/agreementPrefix", schemaPath: "#/properties/agreementPrefix/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
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
      return validate21.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate21.errors = vErrors, errors === 0;
}

// validators-entry.js
var validateProps2 = validateProps;
export {
  validateProps2 as validateProps
};
