// generated — do not edit; run npm run gen:types
var __getOwnPropNames = Object.getOwnPropertyNames;
var __commonJS = (cb, mod) => function() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: !0 });
    function ucs2length(str) {
      let len = str.length, length = 0, pos = 0, value;
      for (; pos < len; )
        length++, value = str.charCodeAt(pos++), value >= 55296 && value <= 56319 && pos < len && (value = str.charCodeAt(pos), (value & 64512) === 56320 && pos++);
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// standalone:gen-types:standalone
var validateProps = validate21, schema6 = { $schema: "http://json-schema.org/draft-07/schema#", type: "object", additionalProperties: !1, properties: { storageKey: { type: "string", minLength: 1 }, value: { type: ["string", "integer", "null"] } }, $id: "https://schemas.boyihui.local/widgets/session-memory/session-memory.schema.json" }, func2 = require_ucs2length().default;
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "storageKey" || key0 === "value")) {
          return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
          break;
        }
      if (_errs1 === errors) {
        if (data.storageKey !== void 0) {
          let data0 = data.storageKey, _errs2 = errors;
          if (errors === _errs2)
            if (typeof data0 == "string") {
              if (func2(data0) < 1)
                return validate21.errors = [{ instancePath: instancePath + "/storageKey", schemaPath: "#/properties/storageKey/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }], !1;
            } else
              return validate21.errors = [{ instancePath: instancePath + "/storageKey", schemaPath: "#/properties/storageKey/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs2 === errors;
        } else
          var valid0 = !0;
        if (valid0)
          if (data.value !== void 0) {
            let data1 = data.value, _errs4 = errors;
            if (typeof data1 != "string" && !(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)) && data1 !== null)
              return validate21.errors = [{ instancePath: instancePath + "/value", schemaPath: "#/properties/value/type", keyword: "type", params: { type: schema6.properties.value.type }, message: "must be string,integer,null" }], !1;
            var valid0 = _errs4 === errors;
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
