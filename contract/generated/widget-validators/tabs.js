// generated — do not edit; run npm run gen:types
// standalone:gen-types:standalone
var validateProps = validate21, schema6 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { tabs: { type: "array", items: { type: "object", additionalProperties: !1, required: ["title"], properties: { title: { type: "string" } } } }, activeIndex: { type: ["integer", "string"] }, sticky: { type: "boolean" } }, $id: "https://schemas.boyihui.local/widgets/tabs/tabs.schema.json" };
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "tabs" || key0 === "activeIndex" || key0 === "sticky")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.tabs !== void 0) {
          let data0 = data.tabs, _errs2 = errors;
          if (errors === _errs2)
            if (Array.isArray(data0)) {
              var valid1 = !0;
              let len0 = data0.length;
              for (let i0 = 0; i0 < len0; i0++) {
                let data1 = data0[i0], _errs4 = errors;
                if (errors === _errs4)
                  if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                    let missing0;
                    if (data1.title === void 0 && (missing0 = "title"))
                      return validate21.errors = [{ instancePath: instancePath + "/tabs/" + i0, schemaPath: "#/properties/tabs/items/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
                    {
                      let _errs6 = errors;
                      for (let key1 in data1)
                        if (key1 !== "title") {
                          return validate21.errors = [{ instancePath: instancePath + "/tabs/" + i0, schemaPath: "#/properties/tabs/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" }], !1;
                          break;
                        }
                      if (_errs6 === errors && data1.title !== void 0 && typeof data1.title != "string")
                        return validate21.errors = [{ instancePath: instancePath + "/tabs/" + i0 + "/title", schemaPath: "#/properties/tabs/items/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    }
                  } else
                    return validate21.errors = [{ instancePath: instancePath + "/tabs/" + i0, schemaPath: "#/properties/tabs/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                var valid1 = _errs4 === errors;
                if (!valid1)
                  break;
              }
            } else
              return validate21.errors = [{ instancePath: instancePath + "/tabs", schemaPath: "#/properties/tabs/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0) {
          if (data.activeIndex !== void 0) {
            let data3 = data.activeIndex, _errs9 = errors;
            if (!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3)) && typeof data3 != "string")
              return validate21.errors = [{ instancePath: instancePath + "/activeIndex", schemaPath: "#/properties/activeIndex/type", keyword: "type", params: { type: schema6.properties.activeIndex.type }, message: "must be integer,string" }], !1;
            var valid0 = _errs9 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.sticky !== void 0) {
              let _errs11 = errors;
              if (typeof data.sticky != "boolean")
                return validate21.errors = [{ instancePath: instancePath + "/sticky", schemaPath: "#/properties/sticky/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
              var valid0 = _errs11 === errors;
            } else
              var valid0 = !0;
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
