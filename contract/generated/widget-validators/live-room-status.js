// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21, schema6 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { liveId: { type: ["integer", "string"] }, liveStatus: { type: ["integer", "null"] }, openStatus: { type: ["integer", "null"] }, polled: { type: ["object", "null"] }, pollMs: { type: "integer", minimum: 1e3, maximum: 6e5 }, reloadDelayMs: { type: "integer", minimum: 0, maximum: 6e4 }, initDelayMs: { type: "integer", minimum: 0, maximum: 1e4 }, realtime: { type: "boolean" } }, $id: "https://schemas.boyihui.local/widgets/live-room-status/live-room-status.schema.json" };
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "liveId" || key0 === "liveStatus" || key0 === "openStatus" || key0 === "polled" || key0 === "pollMs" || key0 === "reloadDelayMs" || key0 === "initDelayMs" || key0 === "realtime")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.liveId !== void 0) {
          let data0 = data.liveId, _errs2 = errors;
          if (!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0)) && typeof data0 != "string")
            return validate21.errors = [{ instancePath: instancePath + "/liveId", schemaPath: "#/properties/liveId/type", keyword: "type", params: { type: schema6.properties.liveId.type }, message: "must be integer,string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.liveStatus !== void 0) {
            let data1 = data.liveStatus, _errs4 = errors;
            if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)) && data1 !== null)
              return validate21.errors = [{ instancePath: instancePath + "/liveStatus", schemaPath: "#/properties/liveStatus/type", keyword: "type", params: { type: schema6.properties.liveStatus.type }, message: "must be integer,null" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.openStatus !== void 0) {
              let data2 = data.openStatus, _errs6 = errors;
              if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)) && data2 !== null)
                return validate21.errors = [{ instancePath: instancePath + "/openStatus", schemaPath: "#/properties/openStatus/type", keyword: "type", params: { type: schema6.properties.openStatus.type }, message: "must be integer,null" }], !1;
              var valid0 = _errs6 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.polled !== void 0) {
                let data3 = data.polled, _errs8 = errors;
                if (!(data3 && typeof data3 == "object" && !Array.isArray(data3)) && data3 !== null)
                  return validate21.errors = [{ instancePath: instancePath + "/polled", schemaPath: "#/properties/polled/type", keyword: "type", params: { type: schema6.properties.polled.type }, message: "must be object,null" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.pollMs !== void 0) {
                  let data4 = data.pollMs, _errs10 = errors;
                  if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4)))
                    return validate21.errors = [{ instancePath: instancePath + "/pollMs", schemaPath: "#/properties/pollMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                  if (errors === _errs10 && typeof data4 == "number" && isFinite(data4)) {
                    if (data4 > 6e5 || isNaN(data4))
                      return validate21.errors = [{ instancePath: instancePath + "/pollMs", schemaPath: "#/properties/pollMs/maximum", keyword: "maximum", params: { comparison: "<=", limit: 6e5 }, message: "must be <= 600000" }], !1;
                    if (data4 < 1e3 || isNaN(data4))
                      return validate21.errors = [{ instancePath: instancePath + "/pollMs", schemaPath: "#/properties/pollMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1e3 }, message: "must be >= 1000" }], !1;
                  }
                  var valid0 = _errs10 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.reloadDelayMs !== void 0) {
                    let data5 = data.reloadDelayMs, _errs12 = errors;
                    if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                      return validate21.errors = [{ instancePath: instancePath + "/reloadDelayMs", schemaPath: "#/properties/reloadDelayMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                    if (errors === _errs12 && typeof data5 == "number" && isFinite(data5)) {
                      if (data5 > 6e4 || isNaN(data5))
                        return validate21.errors = [{ instancePath: instancePath + "/reloadDelayMs", schemaPath: "#/properties/reloadDelayMs/maximum", keyword: "maximum", params: { comparison: "<=", limit: 6e4 }, message: "must be <= 60000" }], !1;
                      if (data5 < 0 || isNaN(data5))
                        return validate21.errors = [{ instancePath: instancePath + "/reloadDelayMs", schemaPath: "#/properties/reloadDelayMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                    }
                    var valid0 = _errs12 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.initDelayMs !== void 0) {
                      let data6 = data.initDelayMs, _errs14 = errors;
                      if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)))
                        return validate21.errors = [{ instancePath: instancePath + "/initDelayMs", schemaPath: "#/properties/initDelayMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                      if (errors === _errs14 && typeof data6 == "number" && isFinite(data6)) {
                        if (data6 > 1e4 || isNaN(data6))
                          return validate21.errors = [{ instancePath: instancePath + "/initDelayMs", schemaPath: "#/properties/initDelayMs/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e4 }, message: "must be <= 10000" }], !1;
                        if (data6 < 0 || isNaN(data6))
                          return validate21.errors = [{ instancePath: instancePath + "/initDelayMs", schemaPath: "#/properties/initDelayMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                      }
                      var valid0 = _errs14 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0)
                      if (data.realtime !== void 0) {
                        let _errs16 = errors;
                        if (typeof data.realtime != "boolean")
                          return validate21.errors = [{ instancePath: instancePath + "/realtime", schemaPath: "#/properties/realtime/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
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
