// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21, schema6 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { liveStatus: { type: ["integer", "null"] }, fromStatus: { type: "integer", minimum: 0 }, belowStatus: { type: "integer", minimum: 1 }, text: { type: "string" }, hint: { type: "string" } }, $id: "https://schemas.boyihui.local/widgets/live-ended-banner/live-ended-banner.schema.json" };
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "liveStatus" || key0 === "fromStatus" || key0 === "belowStatus" || key0 === "text" || key0 === "hint")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.liveStatus !== void 0) {
          let data0 = data.liveStatus, _errs2 = errors;
          if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)) && data0 !== null)
            return validate21.errors = [{ instancePath: instancePath + "/liveStatus", schemaPath: "#/properties/liveStatus/type", keyword: "type", params: { type: schema6.properties.liveStatus.type }, message: "must be integer,null" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.fromStatus !== void 0) {
            let data1 = data.fromStatus, _errs4 = errors;
            if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)))
              return validate21.errors = [{ instancePath: instancePath + "/fromStatus", schemaPath: "#/properties/fromStatus/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
            if (errors === _errs4 && typeof data1 == "number" && isFinite(data1) && (data1 < 0 || isNaN(data1)))
              return validate21.errors = [{ instancePath: instancePath + "/fromStatus", schemaPath: "#/properties/fromStatus/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.belowStatus !== void 0) {
              let data2 = data.belowStatus, _errs6 = errors;
              if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
                return validate21.errors = [{ instancePath: instancePath + "/belowStatus", schemaPath: "#/properties/belowStatus/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              if (errors === _errs6 && typeof data2 == "number" && isFinite(data2) && (data2 < 1 || isNaN(data2)))
                return validate21.errors = [{ instancePath: instancePath + "/belowStatus", schemaPath: "#/properties/belowStatus/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.text !== void 0) {
                let _errs8 = errors;
                if (typeof data.text != "string")
                  return validate21.errors = [{ instancePath: instancePath + "/text", schemaPath: "#/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
              if (valid0)
                if (data.hint !== void 0) {
                  let _errs10 = errors;
                  if (typeof data.hint != "string")
                    return validate21.errors = [{ instancePath: instancePath + "/hint", schemaPath: "#/properties/hint/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs10 === errors;
                } else
                  var valid0 = !0;
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
