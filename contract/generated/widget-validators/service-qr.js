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
var validateProps = validate21;
var func2 = require_ucs2length().default;
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let _errs1 = errors;
      for (let key0 in data)
        if (!(key0 === "title" || key0 === "lines" || key0 === "qrText" || key0 === "caption")) {
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
          if (data.lines !== void 0) {
            let data1 = data.lines, _errs4 = errors;
            if (errors === _errs4)
              if (Array.isArray(data1)) {
                var valid1 = !0;
                let len0 = data1.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  let _errs6 = errors;
                  if (typeof data1[i0] != "string")
                    return validate21.errors = [{ instancePath: instancePath + "/lines/" + i0, schemaPath: "#/properties/lines/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid1 = _errs6 === errors;
                  if (!valid1)
                    break;
                }
              } else
                return validate21.errors = [{ instancePath: instancePath + "/lines", schemaPath: "#/properties/lines/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
            var valid0 = _errs4 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.qrText !== void 0) {
              let data3 = data.qrText, _errs8 = errors;
              if (errors === _errs8)
                if (typeof data3 == "string") {
                  if (func2(data3) > 500)
                    return validate21.errors = [{ instancePath: instancePath + "/qrText", schemaPath: "#/properties/qrText/maxLength", keyword: "maxLength", params: { limit: 500 }, message: "must NOT have more than 500 characters" }], !1;
                  if (func2(data3) < 1)
                    return validate21.errors = [{ instancePath: instancePath + "/qrText", schemaPath: "#/properties/qrText/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }], !1;
                } else
                  return validate21.errors = [{ instancePath: instancePath + "/qrText", schemaPath: "#/properties/qrText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs8 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.caption !== void 0) {
                let _errs10 = errors;
                if (typeof data.caption != "string")
                  return validate21.errors = [{ instancePath: instancePath + "/caption", schemaPath: "#/properties/caption/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs10 === errors;
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
