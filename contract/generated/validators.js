// generated — do not edit; run npm run gen:types
var __defProp = Object.defineProperty, __defProps = Object.defineProperties;
var __getOwnPropDescs = Object.getOwnPropertyDescriptors, __getOwnPropNames = Object.getOwnPropertyNames, __getOwnPropSymbols = Object.getOwnPropertySymbols;
var __hasOwnProp = Object.prototype.hasOwnProperty, __propIsEnum = Object.prototype.propertyIsEnumerable;
var __defNormalProp = (obj, key, value) => key in obj ? __defProp(obj, key, { enumerable: !0, configurable: !0, writable: !0, value }) : obj[key] = value, __spreadValues = (a, b) => {
  for (var prop in b || (b = {}))
    __hasOwnProp.call(b, prop) && __defNormalProp(a, prop, b[prop]);
  if (__getOwnPropSymbols)
    for (var prop of __getOwnPropSymbols(b))
      __propIsEnum.call(b, prop) && __defNormalProp(a, prop, b[prop]);
  return a;
}, __spreadProps = (a, b) => __defProps(a, __getOwnPropDescs(b));
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

// node_modules/ajv-formats/dist/formats.js
var require_formats = __commonJS({
  "node_modules/ajv-formats/dist/formats.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: !0 });
    exports.formatNames = exports.fastFormats = exports.fullFormats = void 0;
    function fmtDef(validate, compare) {
      return { validate, compare };
    }
    exports.fullFormats = {
      // date: http://tools.ietf.org/html/rfc3339#section-5.6
      date: fmtDef(date, compareDate),
      // date-time: http://tools.ietf.org/html/rfc3339#section-5.6
      time: fmtDef(getTime(!0), compareTime),
      "date-time": fmtDef(getDateTime(!0), compareDateTime),
      "iso-time": fmtDef(getTime(), compareIsoTime),
      "iso-date-time": fmtDef(getDateTime(), compareIsoDateTime),
      // duration: https://tools.ietf.org/html/rfc3339#appendix-A
      duration: /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/,
      uri,
      "uri-reference": /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i,
      // uri-template: https://tools.ietf.org/html/rfc6570
      "uri-template": /^(?:(?:[^\x00-\x20"'<>%\\^`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/i,
      // For the source: https://gist.github.com/dperini/729294
      // For test cases: https://mathiasbynens.be/demo/url-regex
      url: /^(?:https?|ftp):\/\/(?:\S+(?::\S*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)(?:\.(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)*(?:\.(?:[a-z\u{00a1}-\u{ffff}]{2,})))(?::\d{2,5})?(?:\/[^\s]*)?$/iu,
      email: /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
      hostname: /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i,
      // optimized https://www.safaribooksonline.com/library/view/regular-expressions-cookbook/9780596802837/ch07s16.html
      ipv4: /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
      ipv6: /^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$/i,
      regex,
      // uuid: http://tools.ietf.org/html/rfc4122
      uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
      // JSON-pointer: https://tools.ietf.org/html/rfc6901
      // uri fragment: https://tools.ietf.org/html/rfc3986#appendix-A
      "json-pointer": /^(?:\/(?:[^~/]|~0|~1)*)*$/,
      "json-pointer-uri-fragment": /^#(?:\/(?:[a-z0-9_\-.!$&'()*+,;:=@]|%[0-9a-f]{2}|~0|~1)*)*$/i,
      // relative JSON-pointer: http://tools.ietf.org/html/draft-luff-relative-json-pointer-00
      "relative-json-pointer": /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/,
      // the following formats are used by the openapi specification: https://spec.openapis.org/oas/v3.0.0#data-types
      // byte: https://github.com/miguelmota/is-base64
      byte,
      // signed 32 bit integer
      int32: { type: "number", validate: validateInt32 },
      // signed 64 bit integer
      int64: { type: "number", validate: validateInt64 },
      // C-type float
      float: { type: "number", validate: validateNumber },
      // C-type double
      double: { type: "number", validate: validateNumber },
      // hint to the UI to hide input strings
      password: !0,
      // unchecked string payload
      binary: !0
    };
    exports.fastFormats = __spreadProps(__spreadValues({}, exports.fullFormats), {
      date: fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d$/, compareDate),
      time: fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareTime),
      "date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\dt(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareDateTime),
      "iso-time": fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoTime),
      "iso-date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoDateTime),
      // uri: https://github.com/mafintosh/is-my-json-valid/blob/master/formats.js
      uri: /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i,
      "uri-reference": /^(?:(?:[a-z][a-z0-9+\-.]*:)?\/?\/)?(?:[^\\\s#][^\s#]*)?(?:#[^\\\s]*)?$/i,
      // email (sources from jsen validator):
      // http://stackoverflow.com/questions/201323/using-a-regular-expression-to-validate-an-email-address#answer-8829363
      // http://www.w3.org/TR/html5/forms.html#valid-e-mail-address (search for 'wilful violation')
      email: /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i
    });
    exports.formatNames = Object.keys(exports.fullFormats);
    function isLeapYear(year) {
      return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    }
    var DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/, DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    function date(str) {
      let matches = DATE.exec(str);
      if (!matches)
        return !1;
      let year = +matches[1], month = +matches[2], day = +matches[3];
      return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]);
    }
    function compareDate(d1, d2) {
      if (d1 && d2)
        return d1 > d2 ? 1 : d1 < d2 ? -1 : 0;
    }
    var TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
    function getTime(strictTimeZone) {
      return function(str) {
        let matches = TIME.exec(str);
        if (!matches)
          return !1;
        let hr = +matches[1], min = +matches[2], sec = +matches[3], tz = matches[4], tzSign = matches[5] === "-" ? -1 : 1, tzH = +(matches[6] || 0), tzM = +(matches[7] || 0);
        if (tzH > 23 || tzM > 59 || strictTimeZone && !tz)
          return !1;
        if (hr <= 23 && min <= 59 && sec < 60)
          return !0;
        let utcMin = min - tzM * tzSign, utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
        return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
      };
    }
    function compareTime(s1, s2) {
      if (!(s1 && s2))
        return;
      let t1 = (/* @__PURE__ */ new Date("2020-01-01T" + s1)).valueOf(), t2 = (/* @__PURE__ */ new Date("2020-01-01T" + s2)).valueOf();
      if (t1 && t2)
        return t1 - t2;
    }
    function compareIsoTime(t1, t2) {
      if (!(t1 && t2))
        return;
      let a1 = TIME.exec(t1), a2 = TIME.exec(t2);
      if (a1 && a2)
        return t1 = a1[1] + a1[2] + a1[3], t2 = a2[1] + a2[2] + a2[3], t1 > t2 ? 1 : t1 < t2 ? -1 : 0;
    }
    var DATE_TIME_SEPARATOR = /t|\s/i;
    function getDateTime(strictTimeZone) {
      let time = getTime(strictTimeZone);
      return function(str) {
        let dateTime = str.split(DATE_TIME_SEPARATOR);
        return dateTime.length === 2 && date(dateTime[0]) && time(dateTime[1]);
      };
    }
    function compareDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return;
      let d1 = new Date(dt1).valueOf(), d2 = new Date(dt2).valueOf();
      if (d1 && d2)
        return d1 - d2;
    }
    function compareIsoDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return;
      let [d1, t1] = dt1.split(DATE_TIME_SEPARATOR), [d2, t2] = dt2.split(DATE_TIME_SEPARATOR), res = compareDate(d1, d2);
      if (res !== void 0)
        return res || compareTime(t1, t2);
    }
    var NOT_URI_FRAGMENT = /\/|:/, URI = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
    function uri(str) {
      return NOT_URI_FRAGMENT.test(str) && URI.test(str);
    }
    var BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/gm;
    function byte(str) {
      return BYTE.lastIndex = 0, BYTE.test(str);
    }
    var MIN_INT32 = -(2 ** 31), MAX_INT32 = 2 ** 31 - 1;
    function validateInt32(value) {
      return Number.isInteger(value) && value <= MAX_INT32 && value >= MIN_INT32;
    }
    function validateInt64(value) {
      return Number.isInteger(value);
    }
    function validateNumber() {
      return !0;
    }
    var Z_ANCHOR = /[^\\]\\Z/;
    function regex(str) {
      if (Z_ANCHOR.test(str))
        return !1;
      try {
        return new RegExp(str), !0;
      } catch (e) {
        return !1;
      }
    }
  }
});

// standalone:gen-types:standalone
var validateLayoutDocument = validate21;
var pattern0 = new RegExp("^[a-z0-9][a-z0-9-]*(\\.[A-Za-z0-9_-]+)?$", "u");
var pattern1 = new RegExp("^[a-z][A-Za-z0-9]*$", "u"), schema8 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/layout/value.json", type: ["string", "number", "boolean", "null", "object", "array"] };
function validate23(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  return typeof data != "object" && typeof data != "string" && !(typeof data == "number" && isFinite(data)) && typeof data != "boolean" ? (validate23.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: schema8.type }, message: "must be string,number,boolean,null,object,array" }], !1) : (validate23.errors = vErrors, errors === 0);
}
var schema9 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/layout/condition.json", oneOf: [{ type: "object", required: ["path", "op"], additionalProperties: !1, properties: { path: { type: "string", pattern: "^\\$(data|route|state|item|event)(\\.[A-Za-z0-9_]+)*$" }, op: { type: "string", enum: ["eq", "ne", "gt", "gte", "lt", "lte", "in", "nin", "exists", "truthy", "falsy", "empty", "nonempty"] }, value: {} } }, { type: "object", required: ["all"], additionalProperties: !1, properties: { all: { type: "array", minItems: 1, items: { $ref: "condition.json" } } } }, { type: "object", required: ["any"], additionalProperties: !1, properties: { any: { type: "array", minItems: 1, items: { $ref: "condition.json" } } } }, { type: "object", required: ["not"], additionalProperties: !1, properties: { not: { $ref: "condition.json" } } }] }, pattern2 = new RegExp("^\\$(data|route|state|item|event)(\\.[A-Za-z0-9_]+)*$", "u"), wrapper0 = { validate: validate25 };
function validate25(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0, _errs0 = errors, valid0 = !1, passing0 = null, _errs1 = errors;
  if (errors === _errs1)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.path === void 0 && (missing0 = "path") || data.op === void 0 && (missing0 = "op")) {
        let err0 = { instancePath, schemaPath: "#/oneOf/0/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" };
        vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++;
      } else {
        let _errs3 = errors;
        for (let key0 in data)
          if (!(key0 === "path" || key0 === "op" || key0 === "value")) {
            let err1 = { instancePath, schemaPath: "#/oneOf/0/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" };
            vErrors === null ? vErrors = [err1] : vErrors.push(err1), errors++;
            break;
          }
        if (_errs3 === errors) {
          if (data.path !== void 0) {
            let data0 = data.path, _errs4 = errors;
            if (errors === _errs4)
              if (typeof data0 == "string") {
                if (!pattern2.test(data0)) {
                  let err2 = { instancePath: instancePath + "/path", schemaPath: "#/oneOf/0/properties/path/pattern", keyword: "pattern", params: { pattern: "^\\$(data|route|state|item|event)(\\.[A-Za-z0-9_]+)*$" }, message: 'must match pattern "^\\$(data|route|state|item|event)(\\.[A-Za-z0-9_]+)*$"' };
                  vErrors === null ? vErrors = [err2] : vErrors.push(err2), errors++;
                }
              } else {
                let err3 = { instancePath: instancePath + "/path", schemaPath: "#/oneOf/0/properties/path/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                vErrors === null ? vErrors = [err3] : vErrors.push(err3), errors++;
              }
            var valid1 = _errs4 === errors;
          } else
            var valid1 = !0;
          if (valid1)
            if (data.op !== void 0) {
              let data1 = data.op, _errs6 = errors;
              if (typeof data1 != "string") {
                let err4 = { instancePath: instancePath + "/op", schemaPath: "#/oneOf/0/properties/op/type", keyword: "type", params: { type: "string" }, message: "must be string" };
                vErrors === null ? vErrors = [err4] : vErrors.push(err4), errors++;
              }
              if (!(data1 === "eq" || data1 === "ne" || data1 === "gt" || data1 === "gte" || data1 === "lt" || data1 === "lte" || data1 === "in" || data1 === "nin" || data1 === "exists" || data1 === "truthy" || data1 === "falsy" || data1 === "empty" || data1 === "nonempty")) {
                let err5 = { instancePath: instancePath + "/op", schemaPath: "#/oneOf/0/properties/op/enum", keyword: "enum", params: { allowedValues: schema9.oneOf[0].properties.op.enum }, message: "must be equal to one of the allowed values" };
                vErrors === null ? vErrors = [err5] : vErrors.push(err5), errors++;
              }
              var valid1 = _errs6 === errors;
            } else
              var valid1 = !0;
        }
      }
    } else {
      let err6 = { instancePath, schemaPath: "#/oneOf/0/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      vErrors === null ? vErrors = [err6] : vErrors.push(err6), errors++;
    }
  var _valid0 = _errs1 === errors;
  _valid0 && (valid0 = !0, passing0 = 0);
  let _errs8 = errors;
  if (errors === _errs8)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing1;
      if (data.all === void 0 && (missing1 = "all")) {
        let err7 = { instancePath, schemaPath: "#/oneOf/1/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" };
        vErrors === null ? vErrors = [err7] : vErrors.push(err7), errors++;
      } else {
        let _errs10 = errors;
        for (let key1 in data)
          if (key1 !== "all") {
            let err8 = { instancePath, schemaPath: "#/oneOf/1/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties" };
            vErrors === null ? vErrors = [err8] : vErrors.push(err8), errors++;
            break;
          }
        if (_errs10 === errors && data.all !== void 0) {
          let data2 = data.all;
          if (errors === errors)
            if (Array.isArray(data2))
              if (data2.length < 1) {
                let err9 = { instancePath: instancePath + "/all", schemaPath: "#/oneOf/1/properties/all/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                vErrors === null ? vErrors = [err9] : vErrors.push(err9), errors++;
              } else {
                var valid3 = !0;
                let len0 = data2.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  let _errs13 = errors;
                  wrapper0.validate(data2[i0], { instancePath: instancePath + "/all/" + i0, parentData: data2, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors), errors = vErrors.length);
                  var valid3 = _errs13 === errors;
                  if (!valid3)
                    break;
                }
              }
            else {
              let err10 = { instancePath: instancePath + "/all", schemaPath: "#/oneOf/1/properties/all/type", keyword: "type", params: { type: "array" }, message: "must be array" };
              vErrors === null ? vErrors = [err10] : vErrors.push(err10), errors++;
            }
        }
      }
    } else {
      let err11 = { instancePath, schemaPath: "#/oneOf/1/type", keyword: "type", params: { type: "object" }, message: "must be object" };
      vErrors === null ? vErrors = [err11] : vErrors.push(err11), errors++;
    }
  var _valid0 = _errs8 === errors;
  if (_valid0 && valid0)
    valid0 = !1, passing0 = [passing0, 1];
  else {
    _valid0 && (valid0 = !0, passing0 = 1);
    let _errs14 = errors;
    if (errors === _errs14)
      if (data && typeof data == "object" && !Array.isArray(data)) {
        let missing2;
        if (data.any === void 0 && (missing2 = "any")) {
          let err12 = { instancePath, schemaPath: "#/oneOf/2/required", keyword: "required", params: { missingProperty: missing2 }, message: "must have required property '" + missing2 + "'" };
          vErrors === null ? vErrors = [err12] : vErrors.push(err12), errors++;
        } else {
          let _errs16 = errors;
          for (let key2 in data)
            if (key2 !== "any") {
              let err13 = { instancePath, schemaPath: "#/oneOf/2/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key2 }, message: "must NOT have additional properties" };
              vErrors === null ? vErrors = [err13] : vErrors.push(err13), errors++;
              break;
            }
          if (_errs16 === errors && data.any !== void 0) {
            let data4 = data.any;
            if (errors === errors)
              if (Array.isArray(data4))
                if (data4.length < 1) {
                  let err14 = { instancePath: instancePath + "/any", schemaPath: "#/oneOf/2/properties/any/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" };
                  vErrors === null ? vErrors = [err14] : vErrors.push(err14), errors++;
                } else {
                  var valid5 = !0;
                  let len1 = data4.length;
                  for (let i1 = 0; i1 < len1; i1++) {
                    let _errs19 = errors;
                    wrapper0.validate(data4[i1], { instancePath: instancePath + "/any/" + i1, parentData: data4, parentDataProperty: i1, rootData }) || (vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors), errors = vErrors.length);
                    var valid5 = _errs19 === errors;
                    if (!valid5)
                      break;
                  }
                }
              else {
                let err15 = { instancePath: instancePath + "/any", schemaPath: "#/oneOf/2/properties/any/type", keyword: "type", params: { type: "array" }, message: "must be array" };
                vErrors === null ? vErrors = [err15] : vErrors.push(err15), errors++;
              }
          }
        }
      } else {
        let err16 = { instancePath, schemaPath: "#/oneOf/2/type", keyword: "type", params: { type: "object" }, message: "must be object" };
        vErrors === null ? vErrors = [err16] : vErrors.push(err16), errors++;
      }
    var _valid0 = _errs14 === errors;
    if (_valid0 && valid0)
      valid0 = !1, passing0 = [passing0, 2];
    else {
      _valid0 && (valid0 = !0, passing0 = 2);
      let _errs20 = errors;
      if (errors === _errs20)
        if (data && typeof data == "object" && !Array.isArray(data)) {
          let missing3;
          if (data.not === void 0 && (missing3 = "not")) {
            let err17 = { instancePath, schemaPath: "#/oneOf/3/required", keyword: "required", params: { missingProperty: missing3 }, message: "must have required property '" + missing3 + "'" };
            vErrors === null ? vErrors = [err17] : vErrors.push(err17), errors++;
          } else {
            let _errs22 = errors;
            for (let key3 in data)
              if (key3 !== "not") {
                let err18 = { instancePath, schemaPath: "#/oneOf/3/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" };
                vErrors === null ? vErrors = [err18] : vErrors.push(err18), errors++;
                break;
              }
            _errs22 === errors && data.not !== void 0 && (wrapper0.validate(data.not, { instancePath: instancePath + "/not", parentData: data, parentDataProperty: "not", rootData }) || (vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors), errors = vErrors.length));
          }
        } else {
          let err19 = { instancePath, schemaPath: "#/oneOf/3/type", keyword: "type", params: { type: "object" }, message: "must be object" };
          vErrors === null ? vErrors = [err19] : vErrors.push(err19), errors++;
        }
      var _valid0 = _errs20 === errors;
      _valid0 && valid0 ? (valid0 = !1, passing0 = [passing0, 3]) : _valid0 && (valid0 = !0, passing0 = 3);
    }
  }
  if (valid0)
    errors = _errs0, vErrors !== null && (_errs0 ? vErrors.length = _errs0 : vErrors = null);
  else {
    let err20 = { instancePath, schemaPath: "#/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
    return vErrors === null ? vErrors = [err20] : vErrors.push(err20), errors++, validate25.errors = vErrors, !1;
  }
  return validate25.errors = vErrors, errors === 0;
}
function validate22(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.endpoint === void 0 && (missing0 = "endpoint"))
        return validate22.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "endpoint" || key0 === "args" || key0 === "paged" || key0 === "when" || key0 === "main")) {
            return validate22.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.endpoint !== void 0) {
            let data0 = data.endpoint, _errs2 = errors;
            if (errors === _errs2)
              if (typeof data0 == "string") {
                if (!pattern1.test(data0))
                  return validate22.errors = [{ instancePath: instancePath + "/endpoint", schemaPath: "#/properties/endpoint/pattern", keyword: "pattern", params: { pattern: "^[a-z][A-Za-z0-9]*$" }, message: 'must match pattern "^[a-z][A-Za-z0-9]*$"' }], !1;
              } else
                return validate22.errors = [{ instancePath: instancePath + "/endpoint", schemaPath: "#/properties/endpoint/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.args !== void 0) {
              let data1 = data.args, _errs4 = errors;
              if (errors === _errs4)
                if (data1 && typeof data1 == "object" && !Array.isArray(data1))
                  for (let key1 in data1) {
                    let _errs7 = errors;
                    validate23(data1[key1], { instancePath: instancePath + "/args/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data1, parentDataProperty: key1, rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                    var valid1 = _errs7 === errors;
                    if (!valid1)
                      break;
                  }
                else
                  return validate22.errors = [{ instancePath: instancePath + "/args", schemaPath: "#/properties/args/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
              var valid0 = _errs4 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.paged !== void 0) {
                let _errs8 = errors;
                if (typeof data.paged != "boolean")
                  return validate22.errors = [{ instancePath: instancePath + "/paged", schemaPath: "#/properties/paged/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                var valid0 = _errs8 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.when !== void 0) {
                  let _errs10 = errors;
                  validate25(data.when, { instancePath: instancePath + "/when", parentData: data, parentDataProperty: "when", rootData }) || (vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors), errors = vErrors.length);
                  var valid0 = _errs10 === errors;
                } else
                  var valid0 = !0;
                if (valid0)
                  if (data.main !== void 0) {
                    let _errs11 = errors;
                    if (typeof data.main != "boolean")
                      return validate22.errors = [{ instancePath: instancePath + "/main", schemaPath: "#/properties/main/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                    var valid0 = _errs11 === errors;
                  } else
                    var valid0 = !0;
              }
            }
          }
        }
      }
    } else
      return validate22.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate22.errors = vErrors, errors === 0;
}
var schema10 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/layout/layout-node.json", type: "object", required: ["id", "widget"], additionalProperties: !1, properties: { id: { type: "string", pattern: "^[a-z0-9][a-z0-9-]*$" }, widget: { type: "string", pattern: "^[a-z][a-z0-9-]*$" }, version: { type: "integer", minimum: 1 }, props: { type: "object" }, bind: { type: "object", additionalProperties: { $ref: "value.json" } }, on: { type: "object", additionalProperties: { type: "array", items: { $ref: "../actions/action.json" } } }, when: { $ref: "condition.json" }, hidden: { type: "boolean" }, schedule: { type: "object", additionalProperties: !1, properties: { start: { type: "string", format: "date-time" }, end: { type: "string", format: "date-time" } } }, audiences: { $ref: "../audience/audience-keys.json" }, repeat: { type: "string", pattern: "^\\$data(\\.[A-Za-z0-9_]+)+$" }, children: { type: "array", items: { $ref: "layout-node.json" } } } }, func2 = Object.prototype.hasOwnProperty, pattern3 = new RegExp("^[a-z0-9][a-z0-9-]*$", "u"), pattern4 = new RegExp("^[a-z][a-z0-9-]*$", "u"), pattern9 = new RegExp("^\\$data(\\.[A-Za-z0-9_]+)+$", "u");
function validate31(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action") || data.route === void 0 && (missing0 = "route"))
        return validate31.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "route" || key0 === "params" || key0 === "query" || key0 === "replace" || key0 === "returnHere")) {
            return validate31.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "navigate")
              return validate31.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "navigate" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.route !== void 0) {
              let _errs3 = errors;
              if (typeof data.route != "string")
                return validate31.errors = [{ instancePath: instancePath + "/route", schemaPath: "#/properties/route/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.params !== void 0) {
                let data2 = data.params, _errs5 = errors;
                if (errors === _errs5)
                  if (data2 && typeof data2 == "object" && !Array.isArray(data2))
                    for (let key1 in data2) {
                      let _errs8 = errors;
                      validate23(data2[key1], { instancePath: instancePath + "/params/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data2, parentDataProperty: key1, rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                      var valid1 = _errs8 === errors;
                      if (!valid1)
                        break;
                    }
                  else
                    return validate31.errors = [{ instancePath: instancePath + "/params", schemaPath: "#/properties/params/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                var valid0 = _errs5 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.query !== void 0) {
                  let data4 = data.query, _errs9 = errors;
                  if (errors === _errs9)
                    if (data4 && typeof data4 == "object" && !Array.isArray(data4))
                      for (let key2 in data4) {
                        let _errs12 = errors;
                        validate23(data4[key2], { instancePath: instancePath + "/query/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data4, parentDataProperty: key2, rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                        var valid2 = _errs12 === errors;
                        if (!valid2)
                          break;
                      }
                    else
                      return validate31.errors = [{ instancePath: instancePath + "/query", schemaPath: "#/properties/query/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                  var valid0 = _errs9 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.replace !== void 0) {
                    let _errs13 = errors;
                    if (typeof data.replace != "boolean")
                      return validate31.errors = [{ instancePath: instancePath + "/replace", schemaPath: "#/properties/replace/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                    var valid0 = _errs13 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0)
                    if (data.returnHere !== void 0) {
                      let _errs15 = errors;
                      if (typeof data.returnHere != "boolean")
                        return validate31.errors = [{ instancePath: instancePath + "/returnHere", schemaPath: "#/properties/returnHere/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                      var valid0 = _errs15 === errors;
                    } else
                      var valid0 = !0;
                }
              }
            }
          }
        }
      }
    } else
      return validate31.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate31.errors = vErrors, errors === 0;
}
function validate35(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action"))
        return validate35.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "item")) {
            return validate35.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "navigate-by-origin")
              return validate35.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "navigate-by-origin" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.item !== void 0) {
              let _errs3 = errors;
              validate23(data.item, { instancePath: instancePath + "/item", parentData: data, parentDataProperty: "item", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate35.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate35.errors = vErrors, errors === 0;
}
var func3 = require_ucs2length().default;
function validate38(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action") || data.url === void 0 && (missing0 = "url"))
        return validate38.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "url")) {
            return validate38.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "open-link")
              return validate38.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "open-link" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.url !== void 0) {
              let data1 = data.url, _errs3 = errors;
              if (errors === _errs3)
                if (typeof data1 == "string") {
                  if (func3(data1) < 1)
                    return validate38.errors = [{ instancePath: instancePath + "/url", schemaPath: "#/properties/url/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }], !1;
                } else
                  return validate38.errors = [{ instancePath: instancePath + "/url", schemaPath: "#/properties/url/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate38.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate38.errors = vErrors, errors === 0;
}
var schema15 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/actions/toast.json", type: "object", required: ["action", "text"], additionalProperties: !1, properties: { action: { const: "toast" }, text: { type: "string", minLength: 1 }, kind: { type: "string", enum: ["info", "success", "fail"] } } };
function validate40(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action") || data.text === void 0 && (missing0 = "text"))
        return validate40.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "text" || key0 === "kind")) {
            return validate40.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "toast")
              return validate40.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "toast" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.text !== void 0) {
              let data1 = data.text, _errs3 = errors;
              if (errors === _errs3)
                if (typeof data1 == "string") {
                  if (func3(data1) < 1)
                    return validate40.errors = [{ instancePath: instancePath + "/text", schemaPath: "#/properties/text/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }], !1;
                } else
                  return validate40.errors = [{ instancePath: instancePath + "/text", schemaPath: "#/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.kind !== void 0) {
                let data2 = data.kind, _errs5 = errors;
                if (typeof data2 != "string")
                  return validate40.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                if (!(data2 === "info" || data2 === "success" || data2 === "fail"))
                  return validate40.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/enum", keyword: "enum", params: { allowedValues: schema15.properties.kind.enum }, message: "must be equal to one of the allowed values" }], !1;
                var valid0 = _errs5 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate40.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate40.errors = vErrors, errors === 0;
}
var schema16 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/actions/require-login.json", type: "object", required: ["action"], additionalProperties: !1, properties: { action: { const: "require-login" }, required: { $ref: "../layout/value.json" }, variant: { type: "string", enum: ["default", "legacy"] } } };
function validate42(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action"))
        return validate42.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "required" || key0 === "variant")) {
            return validate42.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "require-login")
              return validate42.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "require-login" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.required !== void 0) {
              let _errs3 = errors;
              validate23(data.required, { instancePath: instancePath + "/required", parentData: data, parentDataProperty: "required", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.variant !== void 0) {
                let data2 = data.variant, _errs4 = errors;
                if (typeof data2 != "string")
                  return validate42.errors = [{ instancePath: instancePath + "/variant", schemaPath: "#/properties/variant/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                if (!(data2 === "default" || data2 === "legacy"))
                  return validate42.errors = [{ instancePath: instancePath + "/variant", schemaPath: "#/properties/variant/enum", keyword: "enum", params: { allowedValues: schema16.properties.variant.enum }, message: "must be equal to one of the allowed values" }], !1;
                var valid0 = _errs4 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate42.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate42.errors = vErrors, errors === 0;
}
var schema17 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/actions/check-password.json", type: "object", required: ["action", "type", "id"], additionalProperties: !1, properties: { action: { const: "check-password" }, type: { type: "integer", enum: [1, 2, 3, 4, 5] }, id: { $ref: "../layout/value.json" }, password: { $ref: "../layout/value.json" }, refetch: { type: "array", items: { type: "string" } } } };
function validate45(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action") || data.type === void 0 && (missing0 = "type") || data.id === void 0 && (missing0 = "id"))
        return validate45.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "type" || key0 === "id" || key0 === "password" || key0 === "refetch")) {
            return validate45.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "check-password")
              return validate45.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "check-password" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.type !== void 0) {
              let data1 = data.type, _errs3 = errors;
              if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)))
                return validate45.errors = [{ instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              if (!(data1 === 1 || data1 === 2 || data1 === 3 || data1 === 4 || data1 === 5))
                return validate45.errors = [{ instancePath: instancePath + "/type", schemaPath: "#/properties/type/enum", keyword: "enum", params: { allowedValues: schema17.properties.type.enum }, message: "must be equal to one of the allowed values" }], !1;
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.id !== void 0) {
                let _errs5 = errors;
                validate23(data.id, { instancePath: instancePath + "/id", parentData: data, parentDataProperty: "id", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                var valid0 = _errs5 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.password !== void 0) {
                  let _errs6 = errors;
                  validate23(data.password, { instancePath: instancePath + "/password", parentData: data, parentDataProperty: "password", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                  var valid0 = _errs6 === errors;
                } else
                  var valid0 = !0;
                if (valid0)
                  if (data.refetch !== void 0) {
                    let data4 = data.refetch, _errs7 = errors;
                    if (errors === _errs7)
                      if (Array.isArray(data4)) {
                        var valid1 = !0;
                        let len0 = data4.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                          let _errs9 = errors;
                          if (typeof data4[i0] != "string")
                            return validate45.errors = [{ instancePath: instancePath + "/refetch/" + i0, schemaPath: "#/properties/refetch/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                          var valid1 = _errs9 === errors;
                          if (!valid1)
                            break;
                        }
                      } else
                        return validate45.errors = [{ instancePath: instancePath + "/refetch", schemaPath: "#/properties/refetch/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                    var valid0 = _errs7 === errors;
                  } else
                    var valid0 = !0;
              }
            }
          }
        }
      }
    } else
      return validate45.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate45.errors = vErrors, errors === 0;
}
function validate49(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action"))
        return validate49.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (key0 !== "action") {
            return validate49.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors && data.action !== void 0 && data.action !== "go-back")
          return validate49.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "go-back" }, message: "must be equal to constant" }], !1;
      }
    } else
      return validate49.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate49.errors = vErrors, errors === 0;
}
var schema19 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/actions/record-progress.json", type: "object", required: ["action", "type", "contentId"], additionalProperties: !1, properties: { action: { const: "record-progress" }, type: { type: "integer", enum: [1, 2, 3, 4, 5] }, contentId: { $ref: "../layout/value.json" }, percent: { $ref: "../layout/value.json" } } };
function validate51(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action") || data.type === void 0 && (missing0 = "type") || data.contentId === void 0 && (missing0 = "contentId"))
        return validate51.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "type" || key0 === "contentId" || key0 === "percent")) {
            return validate51.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "record-progress")
              return validate51.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "record-progress" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.type !== void 0) {
              let data1 = data.type, _errs3 = errors;
              if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)))
                return validate51.errors = [{ instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              if (!(data1 === 1 || data1 === 2 || data1 === 3 || data1 === 4 || data1 === 5))
                return validate51.errors = [{ instancePath: instancePath + "/type", schemaPath: "#/properties/type/enum", keyword: "enum", params: { allowedValues: schema19.properties.type.enum }, message: "must be equal to one of the allowed values" }], !1;
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.contentId !== void 0) {
                let _errs5 = errors;
                validate23(data.contentId, { instancePath: instancePath + "/contentId", parentData: data, parentDataProperty: "contentId", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                var valid0 = _errs5 === errors;
              } else
                var valid0 = !0;
              if (valid0)
                if (data.percent !== void 0) {
                  let _errs6 = errors;
                  validate23(data.percent, { instancePath: instancePath + "/percent", parentData: data, parentDataProperty: "percent", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                  var valid0 = _errs6 === errors;
                } else
                  var valid0 = !0;
            }
          }
        }
      }
    } else
      return validate51.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate51.errors = vErrors, errors === 0;
}
function validate55(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action") || data.message === void 0 && (missing0 = "message"))
        return validate55.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "title" || key0 === "message" || key0 === "confirmText" || key0 === "cancelText")) {
            return validate55.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "confirm")
              return validate55.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "confirm" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.title !== void 0) {
              let _errs3 = errors;
              if (typeof data.title != "string")
                return validate55.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.message !== void 0) {
                let data2 = data.message, _errs5 = errors;
                if (errors === _errs5)
                  if (typeof data2 == "string") {
                    if (func3(data2) < 1)
                      return validate55.errors = [{ instancePath: instancePath + "/message", schemaPath: "#/properties/message/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }], !1;
                  } else
                    return validate55.errors = [{ instancePath: instancePath + "/message", schemaPath: "#/properties/message/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs5 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.confirmText !== void 0) {
                  let _errs7 = errors;
                  if (typeof data.confirmText != "string")
                    return validate55.errors = [{ instancePath: instancePath + "/confirmText", schemaPath: "#/properties/confirmText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs7 === errors;
                } else
                  var valid0 = !0;
                if (valid0)
                  if (data.cancelText !== void 0) {
                    let _errs9 = errors;
                    if (typeof data.cancelText != "string")
                      return validate55.errors = [{ instancePath: instancePath + "/cancelText", schemaPath: "#/properties/cancelText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs9 === errors;
                  } else
                    var valid0 = !0;
              }
            }
          }
        }
      }
    } else
      return validate55.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate55.errors = vErrors, errors === 0;
}
function validate57(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action"))
        return validate57.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "text")) {
            return validate57.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "clear-cache")
              return validate57.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "clear-cache" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.text !== void 0) {
              let _errs3 = errors;
              if (typeof data.text != "string")
                return validate57.errors = [{ instancePath: instancePath + "/text", schemaPath: "#/properties/text/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate57.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate57.errors = vErrors, errors === 0;
}
var schema22 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/actions/toggle-follow.json", type: "object", required: ["action", "id", "followed"], additionalProperties: !1, properties: { action: { const: "toggle-follow" }, kind: { type: "string", enum: ["medical-column", "column", "live-series"] }, originType: { $ref: "../layout/value.json" }, id: { $ref: "../layout/value.json" }, followed: { $ref: "../layout/value.json" }, refetch: { type: "array", items: { type: "string" } } } };
function validate59(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action") || data.id === void 0 && (missing0 = "id") || data.followed === void 0 && (missing0 = "followed"))
        return validate59.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "kind" || key0 === "originType" || key0 === "id" || key0 === "followed" || key0 === "refetch")) {
            return validate59.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "toggle-follow")
              return validate59.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "toggle-follow" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.kind !== void 0) {
              let data1 = data.kind, _errs3 = errors;
              if (typeof data1 != "string")
                return validate59.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              if (!(data1 === "medical-column" || data1 === "column" || data1 === "live-series"))
                return validate59.errors = [{ instancePath: instancePath + "/kind", schemaPath: "#/properties/kind/enum", keyword: "enum", params: { allowedValues: schema22.properties.kind.enum }, message: "must be equal to one of the allowed values" }], !1;
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.originType !== void 0) {
                let _errs5 = errors;
                validate23(data.originType, { instancePath: instancePath + "/originType", parentData: data, parentDataProperty: "originType", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                var valid0 = _errs5 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.id !== void 0) {
                  let _errs6 = errors;
                  validate23(data.id, { instancePath: instancePath + "/id", parentData: data, parentDataProperty: "id", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                  var valid0 = _errs6 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.followed !== void 0) {
                    let _errs7 = errors;
                    validate23(data.followed, { instancePath: instancePath + "/followed", parentData: data, parentDataProperty: "followed", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                    var valid0 = _errs7 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0)
                    if (data.refetch !== void 0) {
                      let data5 = data.refetch, _errs8 = errors;
                      if (errors === _errs8)
                        if (Array.isArray(data5)) {
                          var valid1 = !0;
                          let len0 = data5.length;
                          for (let i0 = 0; i0 < len0; i0++) {
                            let _errs10 = errors;
                            if (typeof data5[i0] != "string")
                              return validate59.errors = [{ instancePath: instancePath + "/refetch/" + i0, schemaPath: "#/properties/refetch/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                            var valid1 = _errs10 === errors;
                            if (!valid1)
                              break;
                          }
                        } else
                          return validate59.errors = [{ instancePath: instancePath + "/refetch", schemaPath: "#/properties/refetch/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                      var valid0 = _errs8 === errors;
                    } else
                      var valid0 = !0;
                }
              }
            }
          }
        }
      }
    } else
      return validate59.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate59.errors = vErrors, errors === 0;
}
function validate66(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.data === void 0 && (missing0 = "data") || data.flag === void 0 && (missing0 = "flag"))
        return validate66.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "data" || key0 === "list" || key0 === "flag" || key0 === "count")) {
            return validate66.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.data !== void 0) {
            let data0 = data.data, _errs2 = errors;
            if (errors === _errs2)
              if (typeof data0 == "string") {
                if (func3(data0) < 1)
                  return validate66.errors = [{ instancePath: instancePath + "/data", schemaPath: "#/properties/data/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }], !1;
              } else
                return validate66.errors = [{ instancePath: instancePath + "/data", schemaPath: "#/properties/data/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.list !== void 0) {
              let data1 = data.list, _errs4 = errors;
              if (errors === _errs4)
                if (typeof data1 == "string") {
                  if (func3(data1) < 1)
                    return validate66.errors = [{ instancePath: instancePath + "/list", schemaPath: "#/properties/list/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }], !1;
                } else
                  return validate66.errors = [{ instancePath: instancePath + "/list", schemaPath: "#/properties/list/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs4 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.flag !== void 0) {
                let data2 = data.flag, _errs6 = errors;
                if (errors === _errs6)
                  if (typeof data2 == "string") {
                    if (func3(data2) < 1)
                      return validate66.errors = [{ instancePath: instancePath + "/flag", schemaPath: "#/properties/flag/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }], !1;
                  } else
                    return validate66.errors = [{ instancePath: instancePath + "/flag", schemaPath: "#/properties/flag/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs6 === errors;
              } else
                var valid0 = !0;
              if (valid0)
                if (data.count !== void 0) {
                  let data3 = data.count, _errs8 = errors;
                  if (errors === _errs8)
                    if (typeof data3 == "string") {
                      if (func3(data3) < 1)
                        return validate66.errors = [{ instancePath: instancePath + "/count", schemaPath: "#/properties/count/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }], !1;
                    } else
                      return validate66.errors = [{ instancePath: instancePath + "/count", schemaPath: "#/properties/count/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs8 === errors;
                } else
                  var valid0 = !0;
            }
          }
        }
      }
    } else
      return validate66.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate66.errors = vErrors, errors === 0;
}
function validate64(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action") || data.id === void 0 && (missing0 = "id"))
        return validate64.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "id" || key0 === "overlay" || key0 === "refetch" || key0 === "update")) {
            return validate64.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "book-live")
              return validate64.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "book-live" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.id !== void 0) {
              let _errs3 = errors;
              validate23(data.id, { instancePath: instancePath + "/id", parentData: data, parentDataProperty: "id", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.overlay !== void 0) {
                let _errs4 = errors;
                if (typeof data.overlay != "boolean")
                  return validate64.errors = [{ instancePath: instancePath + "/overlay", schemaPath: "#/properties/overlay/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                var valid0 = _errs4 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.refetch !== void 0) {
                  let data3 = data.refetch, _errs6 = errors;
                  if (errors === _errs6)
                    if (Array.isArray(data3)) {
                      var valid1 = !0;
                      let len0 = data3.length;
                      for (let i0 = 0; i0 < len0; i0++) {
                        let _errs8 = errors;
                        if (typeof data3[i0] != "string")
                          return validate64.errors = [{ instancePath: instancePath + "/refetch/" + i0, schemaPath: "#/properties/refetch/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                        var valid1 = _errs8 === errors;
                        if (!valid1)
                          break;
                      }
                    } else
                      return validate64.errors = [{ instancePath: instancePath + "/refetch", schemaPath: "#/properties/refetch/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                  var valid0 = _errs6 === errors;
                } else
                  var valid0 = !0;
                if (valid0)
                  if (data.update !== void 0) {
                    let _errs10 = errors;
                    validate66(data.update, { instancePath: instancePath + "/update", parentData: data, parentDataProperty: "update", rootData }) || (vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors), errors = vErrors.length);
                    var valid0 = _errs10 === errors;
                  } else
                    var valid0 = !0;
              }
            }
          }
        }
      }
    } else
      return validate64.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate64.errors = vErrors, errors === 0;
}
var schema25 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/actions/apply-meeting.json", type: "object", required: ["action", "id"], additionalProperties: !1, properties: { action: { const: "apply-meeting" }, id: { $ref: "../layout/value.json" }, pageType: { type: "integer", enum: [1] }, refetch: { type: "array", items: { type: "string" } } } };
function validate69(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action") || data.id === void 0 && (missing0 = "id"))
        return validate69.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "id" || key0 === "pageType" || key0 === "refetch")) {
            return validate69.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "apply-meeting")
              return validate69.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "apply-meeting" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.id !== void 0) {
              let _errs3 = errors;
              validate23(data.id, { instancePath: instancePath + "/id", parentData: data, parentDataProperty: "id", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.pageType !== void 0) {
                let data2 = data.pageType, _errs4 = errors;
                if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
                  return validate69.errors = [{ instancePath: instancePath + "/pageType", schemaPath: "#/properties/pageType/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                if (data2 !== 1)
                  return validate69.errors = [{ instancePath: instancePath + "/pageType", schemaPath: "#/properties/pageType/enum", keyword: "enum", params: { allowedValues: schema25.properties.pageType.enum }, message: "must be equal to one of the allowed values" }], !1;
                var valid0 = _errs4 === errors;
              } else
                var valid0 = !0;
              if (valid0)
                if (data.refetch !== void 0) {
                  let data3 = data.refetch, _errs6 = errors;
                  if (errors === _errs6)
                    if (Array.isArray(data3)) {
                      var valid1 = !0;
                      let len0 = data3.length;
                      for (let i0 = 0; i0 < len0; i0++) {
                        let _errs8 = errors;
                        if (typeof data3[i0] != "string")
                          return validate69.errors = [{ instancePath: instancePath + "/refetch/" + i0, schemaPath: "#/properties/refetch/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                        var valid1 = _errs8 === errors;
                        if (!valid1)
                          break;
                      }
                    } else
                      return validate69.errors = [{ instancePath: instancePath + "/refetch", schemaPath: "#/properties/refetch/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                  var valid0 = _errs6 === errors;
                } else
                  var valid0 = !0;
            }
          }
        }
      }
    } else
      return validate69.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate69.errors = vErrors, errors === 0;
}
var schema26 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/actions/send-code.json", type: "object", required: ["action", "mobile", "purpose"], additionalProperties: !1, properties: { action: { const: "send-code" }, mobile: { $ref: "../layout/value.json" }, purpose: { type: "string", enum: ["login", "change-tel", "current-tel"] }, agreed: { $ref: "../layout/value.json" }, isRegister: { $ref: "../layout/value.json" } } };
function validate72(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action") || data.mobile === void 0 && (missing0 = "mobile") || data.purpose === void 0 && (missing0 = "purpose"))
        return validate72.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "mobile" || key0 === "purpose" || key0 === "agreed" || key0 === "isRegister")) {
            return validate72.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "send-code")
              return validate72.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "send-code" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.mobile !== void 0) {
              let _errs3 = errors;
              validate23(data.mobile, { instancePath: instancePath + "/mobile", parentData: data, parentDataProperty: "mobile", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.purpose !== void 0) {
                let data2 = data.purpose, _errs4 = errors;
                if (typeof data2 != "string")
                  return validate72.errors = [{ instancePath: instancePath + "/purpose", schemaPath: "#/properties/purpose/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                if (!(data2 === "login" || data2 === "change-tel" || data2 === "current-tel"))
                  return validate72.errors = [{ instancePath: instancePath + "/purpose", schemaPath: "#/properties/purpose/enum", keyword: "enum", params: { allowedValues: schema26.properties.purpose.enum }, message: "must be equal to one of the allowed values" }], !1;
                var valid0 = _errs4 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.agreed !== void 0) {
                  let _errs6 = errors;
                  validate23(data.agreed, { instancePath: instancePath + "/agreed", parentData: data, parentDataProperty: "agreed", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                  var valid0 = _errs6 === errors;
                } else
                  var valid0 = !0;
                if (valid0)
                  if (data.isRegister !== void 0) {
                    let _errs7 = errors;
                    validate23(data.isRegister, { instancePath: instancePath + "/isRegister", parentData: data, parentDataProperty: "isRegister", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                    var valid0 = _errs7 === errors;
                  } else
                    var valid0 = !0;
              }
            }
          }
        }
      }
    } else
      return validate72.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate72.errors = vErrors, errors === 0;
}
function validate77(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action") || data.mobile === void 0 && (missing0 = "mobile") || data.code === void 0 && (missing0 = "code"))
        return validate77.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "mobile" || key0 === "code" || key0 === "refer")) {
            return validate77.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "verify-login")
              return validate77.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "verify-login" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.mobile !== void 0) {
              let _errs3 = errors;
              validate23(data.mobile, { instancePath: instancePath + "/mobile", parentData: data, parentDataProperty: "mobile", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.code !== void 0) {
                let _errs4 = errors;
                validate23(data.code, { instancePath: instancePath + "/code", parentData: data, parentDataProperty: "code", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                var valid0 = _errs4 === errors;
              } else
                var valid0 = !0;
              if (valid0)
                if (data.refer !== void 0) {
                  let _errs5 = errors;
                  validate23(data.refer, { instancePath: instancePath + "/refer", parentData: data, parentDataProperty: "refer", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                  var valid0 = _errs5 === errors;
                } else
                  var valid0 = !0;
            }
          }
        }
      }
    } else
      return validate77.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate77.errors = vErrors, errors === 0;
}
function validate82(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action") || data.mobile === void 0 && (missing0 = "mobile") || data.code === void 0 && (missing0 = "code"))
        return validate82.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "mobile" || key0 === "code")) {
            return validate82.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "verify-change-tel")
              return validate82.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "verify-change-tel" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.mobile !== void 0) {
              let _errs3 = errors;
              validate23(data.mobile, { instancePath: instancePath + "/mobile", parentData: data, parentDataProperty: "mobile", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.code !== void 0) {
                let _errs4 = errors;
                validate23(data.code, { instancePath: instancePath + "/code", parentData: data, parentDataProperty: "code", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                var valid0 = _errs4 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate82.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate82.errors = vErrors, errors === 0;
}
function validate86(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action") || data.code === void 0 && (missing0 = "code"))
        return validate86.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "code")) {
            return validate86.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "verify-current-tel")
              return validate86.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "verify-current-tel" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.code !== void 0) {
              let _errs3 = errors;
              validate23(data.code, { instancePath: instancePath + "/code", parentData: data, parentDataProperty: "code", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate86.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate86.errors = vErrors, errors === 0;
}
function validate89(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action"))
        return validate89.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (key0 !== "action") {
            return validate89.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors && data.action !== void 0 && data.action !== "logout")
          return validate89.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "logout" }, message: "must be equal to constant" }], !1;
      }
    } else
      return validate89.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate89.errors = vErrors, errors === 0;
}
function validate91(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action"))
        return validate91.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "delayMs")) {
            return validate91.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "go-after-login")
              return validate91.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "go-after-login" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.delayMs !== void 0) {
              let data1 = data.delayMs, _errs3 = errors;
              if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)))
                return validate91.errors = [{ instancePath: instancePath + "/delayMs", schemaPath: "#/properties/delayMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              if (errors === _errs3 && typeof data1 == "number" && isFinite(data1)) {
                if (data1 > 1e4 || isNaN(data1))
                  return validate91.errors = [{ instancePath: instancePath + "/delayMs", schemaPath: "#/properties/delayMs/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e4 }, message: "must be <= 10000" }], !1;
                if (data1 < 0 || isNaN(data1))
                  return validate91.errors = [{ instancePath: instancePath + "/delayMs", schemaPath: "#/properties/delayMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
              }
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate91.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate91.errors = vErrors, errors === 0;
}
function validate93(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action"))
        return validate93.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "wxToken" || key0 === "uuid" || key0 === "path" || key0 === "searchChannel" || key0 === "oauthDelayMs")) {
            return validate93.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "handoff-login")
              return validate93.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "handoff-login" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.wxToken !== void 0) {
              let _errs3 = errors;
              validate23(data.wxToken, { instancePath: instancePath + "/wxToken", parentData: data, parentDataProperty: "wxToken", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.uuid !== void 0) {
                let _errs4 = errors;
                validate23(data.uuid, { instancePath: instancePath + "/uuid", parentData: data, parentDataProperty: "uuid", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                var valid0 = _errs4 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.path !== void 0) {
                  let _errs5 = errors;
                  validate23(data.path, { instancePath: instancePath + "/path", parentData: data, parentDataProperty: "path", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                  var valid0 = _errs5 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.searchChannel !== void 0) {
                    let _errs6 = errors;
                    validate23(data.searchChannel, { instancePath: instancePath + "/searchChannel", parentData: data, parentDataProperty: "searchChannel", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                    var valid0 = _errs6 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0)
                    if (data.oauthDelayMs !== void 0) {
                      let data5 = data.oauthDelayMs, _errs7 = errors;
                      if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5)))
                        return validate93.errors = [{ instancePath: instancePath + "/oauthDelayMs", schemaPath: "#/properties/oauthDelayMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                      if (errors === _errs7 && typeof data5 == "number" && isFinite(data5)) {
                        if (data5 > 1e4 || isNaN(data5))
                          return validate93.errors = [{ instancePath: instancePath + "/oauthDelayMs", schemaPath: "#/properties/oauthDelayMs/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e4 }, message: "must be <= 10000" }], !1;
                        if (data5 < 0 || isNaN(data5))
                          return validate93.errors = [{ instancePath: instancePath + "/oauthDelayMs", schemaPath: "#/properties/oauthDelayMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                      }
                      var valid0 = _errs7 === errors;
                    } else
                      var valid0 = !0;
                }
              }
            }
          }
        }
      }
    } else
      return validate93.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate93.errors = vErrors, errors === 0;
}
function validate99(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action"))
        return validate99.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "values" || key0 === "update" || key0 === "draftKey" || key0 === "successText")) {
            return validate99.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "save-profile")
              return validate99.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "save-profile" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.values !== void 0) {
              let _errs3 = errors;
              validate23(data.values, { instancePath: instancePath + "/values", parentData: data, parentDataProperty: "values", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.update !== void 0) {
                let _errs4 = errors;
                validate23(data.update, { instancePath: instancePath + "/update", parentData: data, parentDataProperty: "update", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                var valid0 = _errs4 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.draftKey !== void 0) {
                  let _errs5 = errors;
                  if (typeof data.draftKey != "string")
                    return validate99.errors = [{ instancePath: instancePath + "/draftKey", schemaPath: "#/properties/draftKey/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs5 === errors;
                } else
                  var valid0 = !0;
                if (valid0)
                  if (data.successText !== void 0) {
                    let _errs7 = errors;
                    if (typeof data.successText != "string")
                      return validate99.errors = [{ instancePath: instancePath + "/successText", schemaPath: "#/properties/successText/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs7 === errors;
                  } else
                    var valid0 = !0;
              }
            }
          }
        }
      }
    } else
      return validate99.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate99.errors = vErrors, errors === 0;
}
function validate103(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action"))
        return validate103.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "route" || key0 === "query")) {
            return validate103.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "open-picker")
              return validate103.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "open-picker" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.route !== void 0) {
              let _errs3 = errors;
              validate23(data.route, { instancePath: instancePath + "/route", parentData: data, parentDataProperty: "route", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.query !== void 0) {
                let _errs4 = errors;
                validate23(data.query, { instancePath: instancePath + "/query", parentData: data, parentDataProperty: "query", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                var valid0 = _errs4 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate103.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate103.errors = vErrors, errors === 0;
}
function validate107(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action") || data.values === void 0 && (missing0 = "values"))
        return validate107.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "draftKey" || key0 === "values")) {
            return validate107.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "update-draft")
              return validate107.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "update-draft" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.draftKey !== void 0) {
              let _errs3 = errors;
              if (typeof data.draftKey != "string")
                return validate107.errors = [{ instancePath: instancePath + "/draftKey", schemaPath: "#/properties/draftKey/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.values !== void 0) {
                let data2 = data.values, _errs5 = errors;
                if (errors === _errs5)
                  if (data2 && typeof data2 == "object" && !Array.isArray(data2))
                    for (let key1 in data2) {
                      let _errs8 = errors;
                      validate23(data2[key1], { instancePath: instancePath + "/values/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data2, parentDataProperty: key1, rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                      var valid1 = _errs8 === errors;
                      if (!valid1)
                        break;
                    }
                  else
                    return validate107.errors = [{ instancePath: instancePath + "/values", schemaPath: "#/properties/values/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                var valid0 = _errs5 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate107.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate107.errors = vErrors, errors === 0;
}
function validate110(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action"))
        return validate110.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "values" || key0 === "userMobile" || key0 === "draftKey" || key0 === "select" || key0 === "backDelayMs" || key0 === "returnSteps" || key0 === "fallbackRoute")) {
            return validate110.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "create-hospital")
              return validate110.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "create-hospital" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.values !== void 0) {
              let _errs3 = errors;
              validate23(data.values, { instancePath: instancePath + "/values", parentData: data, parentDataProperty: "values", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.userMobile !== void 0) {
                let _errs4 = errors;
                validate23(data.userMobile, { instancePath: instancePath + "/userMobile", parentData: data, parentDataProperty: "userMobile", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                var valid0 = _errs4 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.draftKey !== void 0) {
                  let _errs5 = errors;
                  if (typeof data.draftKey != "string")
                    return validate110.errors = [{ instancePath: instancePath + "/draftKey", schemaPath: "#/properties/draftKey/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs5 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.select !== void 0) {
                    let data4 = data.select, _errs7 = errors;
                    if (errors === _errs7)
                      if (data4 && typeof data4 == "object" && !Array.isArray(data4))
                        for (let key1 in data4) {
                          let _errs10 = errors;
                          validate23(data4[key1], { instancePath: instancePath + "/select/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data4, parentDataProperty: key1, rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                          var valid1 = _errs10 === errors;
                          if (!valid1)
                            break;
                        }
                      else
                        return validate110.errors = [{ instancePath: instancePath + "/select", schemaPath: "#/properties/select/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                    var valid0 = _errs7 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.backDelayMs !== void 0) {
                      let data6 = data.backDelayMs, _errs11 = errors;
                      if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6)))
                        return validate110.errors = [{ instancePath: instancePath + "/backDelayMs", schemaPath: "#/properties/backDelayMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                      if (errors === _errs11 && typeof data6 == "number" && isFinite(data6)) {
                        if (data6 > 5e3 || isNaN(data6))
                          return validate110.errors = [{ instancePath: instancePath + "/backDelayMs", schemaPath: "#/properties/backDelayMs/maximum", keyword: "maximum", params: { comparison: "<=", limit: 5e3 }, message: "must be <= 5000" }], !1;
                        if (data6 < 0 || isNaN(data6))
                          return validate110.errors = [{ instancePath: instancePath + "/backDelayMs", schemaPath: "#/properties/backDelayMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                      }
                      var valid0 = _errs11 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.returnSteps !== void 0) {
                        let data7 = data.returnSteps, _errs13 = errors;
                        if (!(typeof data7 == "number" && !(data7 % 1) && !isNaN(data7) && isFinite(data7)))
                          return validate110.errors = [{ instancePath: instancePath + "/returnSteps", schemaPath: "#/properties/returnSteps/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                        if (errors === _errs13 && typeof data7 == "number" && isFinite(data7)) {
                          if (data7 > 5 || isNaN(data7))
                            return validate110.errors = [{ instancePath: instancePath + "/returnSteps", schemaPath: "#/properties/returnSteps/maximum", keyword: "maximum", params: { comparison: "<=", limit: 5 }, message: "must be <= 5" }], !1;
                          if (data7 < 0 || isNaN(data7))
                            return validate110.errors = [{ instancePath: instancePath + "/returnSteps", schemaPath: "#/properties/returnSteps/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                        }
                        var valid0 = _errs13 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0)
                        if (data.fallbackRoute !== void 0) {
                          let _errs15 = errors;
                          if (typeof data.fallbackRoute != "string")
                            return validate110.errors = [{ instancePath: instancePath + "/fallbackRoute", schemaPath: "#/properties/fallbackRoute/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                          var valid0 = _errs15 === errors;
                        } else
                          var valid0 = !0;
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else
      return validate110.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate110.errors = vErrors, errors === 0;
}
var schema37 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/actions/open-share.json", type: "object", required: ["action", "type", "id"], additionalProperties: !1, properties: { action: { const: "open-share" }, type: { type: "integer", enum: [1, 2, 3, 4] }, id: { $ref: "../layout/value.json" }, contentType: { $ref: "../layout/value.json" }, title: { $ref: "../layout/value.json" }, posterOverlay: { type: "string", minLength: 1 }, refetch: { type: "array", items: { type: "string" } } } };
function validate115(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action") || data.type === void 0 && (missing0 = "type") || data.id === void 0 && (missing0 = "id"))
        return validate115.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "type" || key0 === "id" || key0 === "contentType" || key0 === "title" || key0 === "posterOverlay" || key0 === "refetch")) {
            return validate115.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "open-share")
              return validate115.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "open-share" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.type !== void 0) {
              let data1 = data.type, _errs3 = errors;
              if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)))
                return validate115.errors = [{ instancePath: instancePath + "/type", schemaPath: "#/properties/type/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              if (!(data1 === 1 || data1 === 2 || data1 === 3 || data1 === 4))
                return validate115.errors = [{ instancePath: instancePath + "/type", schemaPath: "#/properties/type/enum", keyword: "enum", params: { allowedValues: schema37.properties.type.enum }, message: "must be equal to one of the allowed values" }], !1;
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.id !== void 0) {
                let _errs5 = errors;
                validate23(data.id, { instancePath: instancePath + "/id", parentData: data, parentDataProperty: "id", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                var valid0 = _errs5 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.contentType !== void 0) {
                  let _errs6 = errors;
                  validate23(data.contentType, { instancePath: instancePath + "/contentType", parentData: data, parentDataProperty: "contentType", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                  var valid0 = _errs6 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.title !== void 0) {
                    let _errs7 = errors;
                    validate23(data.title, { instancePath: instancePath + "/title", parentData: data, parentDataProperty: "title", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                    var valid0 = _errs7 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.posterOverlay !== void 0) {
                      let data5 = data.posterOverlay, _errs8 = errors;
                      if (errors === _errs8)
                        if (typeof data5 == "string") {
                          if (func3(data5) < 1)
                            return validate115.errors = [{ instancePath: instancePath + "/posterOverlay", schemaPath: "#/properties/posterOverlay/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }], !1;
                        } else
                          return validate115.errors = [{ instancePath: instancePath + "/posterOverlay", schemaPath: "#/properties/posterOverlay/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid0 = _errs8 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0)
                      if (data.refetch !== void 0) {
                        let data6 = data.refetch, _errs10 = errors;
                        if (errors === _errs10)
                          if (Array.isArray(data6)) {
                            var valid1 = !0;
                            let len0 = data6.length;
                            for (let i0 = 0; i0 < len0; i0++) {
                              let _errs12 = errors;
                              if (typeof data6[i0] != "string")
                                return validate115.errors = [{ instancePath: instancePath + "/refetch/" + i0, schemaPath: "#/properties/refetch/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                              var valid1 = _errs12 === errors;
                              if (!valid1)
                                break;
                            }
                          } else
                            return validate115.errors = [{ instancePath: instancePath + "/refetch", schemaPath: "#/properties/refetch/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                        var valid0 = _errs10 === errors;
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
      return validate115.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate115.errors = vErrors, errors === 0;
}
var pattern5 = new RegExp("^[A-Za-z0-9_]+$", "u");
function validate120(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action") || data.name === void 0 && (missing0 = "name"))
        return validate120.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "name" || key0 === "value")) {
            return validate120.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "set-overlay")
              return validate120.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "set-overlay" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.name !== void 0) {
              let data1 = data.name, _errs3 = errors;
              if (errors === _errs3)
                if (typeof data1 == "string") {
                  if (!pattern5.test(data1))
                    return validate120.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_]+$" }, message: 'must match pattern "^[A-Za-z0-9_]+$"' }], !1;
                } else
                  return validate120.errors = [{ instancePath: instancePath + "/name", schemaPath: "#/properties/name/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.value !== void 0) {
                let _errs5 = errors;
                validate23(data.value, { instancePath: instancePath + "/value", parentData: data, parentDataProperty: "value", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                var valid0 = _errs5 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate120.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate120.errors = vErrors, errors === 0;
}
function validate123(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action"))
        return validate123.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "item" || key0 === "overlay")) {
            return validate123.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "open-download")
              return validate123.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "open-download" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.item !== void 0) {
              let _errs3 = errors;
              validate23(data.item, { instancePath: instancePath + "/item", parentData: data, parentDataProperty: "item", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.overlay !== void 0) {
                let data2 = data.overlay, _errs4 = errors;
                if (errors === _errs4)
                  if (typeof data2 == "string") {
                    if (!pattern5.test(data2))
                      return validate123.errors = [{ instancePath: instancePath + "/overlay", schemaPath: "#/properties/overlay/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9_]+$" }, message: 'must match pattern "^[A-Za-z0-9_]+$"' }], !1;
                  } else
                    return validate123.errors = [{ instancePath: instancePath + "/overlay", schemaPath: "#/properties/overlay/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs4 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate123.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate123.errors = vErrors, errors === 0;
}
function validate126(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action"))
        return validate126.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (key0 !== "action") {
            return validate126.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors && data.action !== void 0 && data.action !== "send-download-email")
          return validate126.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "send-download-email" }, message: "must be equal to constant" }], !1;
      }
    } else
      return validate126.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate126.errors = vErrors, errors === 0;
}
var schema41 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/actions/search.json", type: "object", required: ["action"], additionalProperties: !1, properties: { action: { const: "search" }, op: { type: "string", enum: ["submit", "clear-history"] }, keyword: { $ref: "../layout/value.json" }, hotWord: { $ref: "../layout/value.json" }, academicPhrase: { type: "string" }, route: { type: "string" }, query: { type: "object", additionalProperties: { $ref: "../layout/value.json" } }, replace: { type: "boolean" }, refetch: { type: "array", items: { type: "string" } } } };
function validate128(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action"))
        return validate128.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!func2.call(schema41.properties, key0)) {
            return validate128.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "search")
              return validate128.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "search" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.op !== void 0) {
              let data1 = data.op, _errs3 = errors;
              if (typeof data1 != "string")
                return validate128.errors = [{ instancePath: instancePath + "/op", schemaPath: "#/properties/op/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              if (!(data1 === "submit" || data1 === "clear-history"))
                return validate128.errors = [{ instancePath: instancePath + "/op", schemaPath: "#/properties/op/enum", keyword: "enum", params: { allowedValues: schema41.properties.op.enum }, message: "must be equal to one of the allowed values" }], !1;
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.keyword !== void 0) {
                let _errs5 = errors;
                validate23(data.keyword, { instancePath: instancePath + "/keyword", parentData: data, parentDataProperty: "keyword", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                var valid0 = _errs5 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.hotWord !== void 0) {
                  let _errs6 = errors;
                  validate23(data.hotWord, { instancePath: instancePath + "/hotWord", parentData: data, parentDataProperty: "hotWord", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                  var valid0 = _errs6 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.academicPhrase !== void 0) {
                    let _errs7 = errors;
                    if (typeof data.academicPhrase != "string")
                      return validate128.errors = [{ instancePath: instancePath + "/academicPhrase", schemaPath: "#/properties/academicPhrase/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid0 = _errs7 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.route !== void 0) {
                      let _errs9 = errors;
                      if (typeof data.route != "string")
                        return validate128.errors = [{ instancePath: instancePath + "/route", schemaPath: "#/properties/route/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid0 = _errs9 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.query !== void 0) {
                        let data6 = data.query, _errs11 = errors;
                        if (errors === _errs11)
                          if (data6 && typeof data6 == "object" && !Array.isArray(data6))
                            for (let key1 in data6) {
                              let _errs14 = errors;
                              validate23(data6[key1], { instancePath: instancePath + "/query/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data6, parentDataProperty: key1, rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                              var valid1 = _errs14 === errors;
                              if (!valid1)
                                break;
                            }
                          else
                            return validate128.errors = [{ instancePath: instancePath + "/query", schemaPath: "#/properties/query/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                        var valid0 = _errs11 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0) {
                        if (data.replace !== void 0) {
                          let _errs15 = errors;
                          if (typeof data.replace != "boolean")
                            return validate128.errors = [{ instancePath: instancePath + "/replace", schemaPath: "#/properties/replace/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                          var valid0 = _errs15 === errors;
                        } else
                          var valid0 = !0;
                        if (valid0)
                          if (data.refetch !== void 0) {
                            let data9 = data.refetch, _errs17 = errors;
                            if (errors === _errs17)
                              if (Array.isArray(data9)) {
                                var valid2 = !0;
                                let len0 = data9.length;
                                for (let i0 = 0; i0 < len0; i0++) {
                                  let _errs19 = errors;
                                  if (typeof data9[i0] != "string")
                                    return validate128.errors = [{ instancePath: instancePath + "/refetch/" + i0, schemaPath: "#/properties/refetch/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                  var valid2 = _errs19 === errors;
                                  if (!valid2)
                                    break;
                                }
                              } else
                                return validate128.errors = [{ instancePath: instancePath + "/refetch", schemaPath: "#/properties/refetch/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                            var valid0 = _errs17 === errors;
                          } else
                            var valid0 = !0;
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else
      return validate128.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate128.errors = vErrors, errors === 0;
}
var schema42 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/actions/post-comment.json", type: "object", required: ["action", "commentType", "contentId"], additionalProperties: !1, properties: { action: { const: "post-comment" }, commentType: { type: "integer", enum: [1, 2, 3, 4] }, contentId: { $ref: "../layout/value.json" }, contentType: { $ref: "../layout/value.json" }, refetch: { type: "array", items: { type: "string" } } } };
function validate133(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action") || data.commentType === void 0 && (missing0 = "commentType") || data.contentId === void 0 && (missing0 = "contentId"))
        return validate133.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "commentType" || key0 === "contentId" || key0 === "contentType" || key0 === "refetch")) {
            return validate133.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "post-comment")
              return validate133.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "post-comment" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.commentType !== void 0) {
              let data1 = data.commentType, _errs3 = errors;
              if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)))
                return validate133.errors = [{ instancePath: instancePath + "/commentType", schemaPath: "#/properties/commentType/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              if (!(data1 === 1 || data1 === 2 || data1 === 3 || data1 === 4))
                return validate133.errors = [{ instancePath: instancePath + "/commentType", schemaPath: "#/properties/commentType/enum", keyword: "enum", params: { allowedValues: schema42.properties.commentType.enum }, message: "must be equal to one of the allowed values" }], !1;
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.contentId !== void 0) {
                let _errs5 = errors;
                validate23(data.contentId, { instancePath: instancePath + "/contentId", parentData: data, parentDataProperty: "contentId", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                var valid0 = _errs5 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.contentType !== void 0) {
                  let _errs6 = errors;
                  validate23(data.contentType, { instancePath: instancePath + "/contentType", parentData: data, parentDataProperty: "contentType", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                  var valid0 = _errs6 === errors;
                } else
                  var valid0 = !0;
                if (valid0)
                  if (data.refetch !== void 0) {
                    let data4 = data.refetch, _errs7 = errors;
                    if (errors === _errs7)
                      if (Array.isArray(data4)) {
                        var valid1 = !0;
                        let len0 = data4.length;
                        for (let i0 = 0; i0 < len0; i0++) {
                          let _errs9 = errors;
                          if (typeof data4[i0] != "string")
                            return validate133.errors = [{ instancePath: instancePath + "/refetch/" + i0, schemaPath: "#/properties/refetch/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                          var valid1 = _errs9 === errors;
                          if (!valid1)
                            break;
                        }
                      } else
                        return validate133.errors = [{ instancePath: instancePath + "/refetch", schemaPath: "#/properties/refetch/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                    var valid0 = _errs7 === errors;
                  } else
                    var valid0 = !0;
              }
            }
          }
        }
      }
    } else
      return validate133.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate133.errors = vErrors, errors === 0;
}
var schema43 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/actions/toggle-favourite.json", type: "object", required: ["action", "target", "id"], additionalProperties: !1, properties: { action: { const: "toggle-favourite" }, target: { type: "string", enum: ["course", "short-video", "article", "download", "activity", "live"] }, id: { $ref: "../layout/value.json" }, contentType: { $ref: "../layout/value.json" }, update: { $ref: "cache-update.json" } } };
function validate137(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action") || data.target === void 0 && (missing0 = "target") || data.id === void 0 && (missing0 = "id"))
        return validate137.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "target" || key0 === "id" || key0 === "contentType" || key0 === "update")) {
            return validate137.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "toggle-favourite")
              return validate137.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "toggle-favourite" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.target !== void 0) {
              let data1 = data.target, _errs3 = errors;
              if (typeof data1 != "string")
                return validate137.errors = [{ instancePath: instancePath + "/target", schemaPath: "#/properties/target/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              if (!(data1 === "course" || data1 === "short-video" || data1 === "article" || data1 === "download" || data1 === "activity" || data1 === "live"))
                return validate137.errors = [{ instancePath: instancePath + "/target", schemaPath: "#/properties/target/enum", keyword: "enum", params: { allowedValues: schema43.properties.target.enum }, message: "must be equal to one of the allowed values" }], !1;
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.id !== void 0) {
                let _errs5 = errors;
                validate23(data.id, { instancePath: instancePath + "/id", parentData: data, parentDataProperty: "id", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                var valid0 = _errs5 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.contentType !== void 0) {
                  let _errs6 = errors;
                  validate23(data.contentType, { instancePath: instancePath + "/contentType", parentData: data, parentDataProperty: "contentType", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                  var valid0 = _errs6 === errors;
                } else
                  var valid0 = !0;
                if (valid0)
                  if (data.update !== void 0) {
                    let _errs7 = errors;
                    validate66(data.update, { instancePath: instancePath + "/update", parentData: data, parentDataProperty: "update", rootData }) || (vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors), errors = vErrors.length);
                    var valid0 = _errs7 === errors;
                  } else
                    var valid0 = !0;
              }
            }
          }
        }
      }
    } else
      return validate137.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate137.errors = vErrors, errors === 0;
}
var schema44 = { $schema: "http://json-schema.org/draft-07/schema#", $id: "https://schemas.boyihui.local/schemas/actions/toggle-like.json", type: "object", required: ["action", "target", "id"], additionalProperties: !1, properties: { action: { const: "toggle-like" }, target: { type: "string", enum: ["short-video", "article", "activity"] }, id: { $ref: "../layout/value.json" }, update: { $ref: "cache-update.json" } } };
function validate142(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action") || data.target === void 0 && (missing0 = "target") || data.id === void 0 && (missing0 = "id"))
        return validate142.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "target" || key0 === "id" || key0 === "update")) {
            return validate142.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "toggle-like")
              return validate142.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "toggle-like" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.target !== void 0) {
              let data1 = data.target, _errs3 = errors;
              if (typeof data1 != "string")
                return validate142.errors = [{ instancePath: instancePath + "/target", schemaPath: "#/properties/target/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              if (!(data1 === "short-video" || data1 === "article" || data1 === "activity"))
                return validate142.errors = [{ instancePath: instancePath + "/target", schemaPath: "#/properties/target/enum", keyword: "enum", params: { allowedValues: schema44.properties.target.enum }, message: "must be equal to one of the allowed values" }], !1;
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.id !== void 0) {
                let _errs5 = errors;
                validate23(data.id, { instancePath: instancePath + "/id", parentData: data, parentDataProperty: "id", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                var valid0 = _errs5 === errors;
              } else
                var valid0 = !0;
              if (valid0)
                if (data.update !== void 0) {
                  let _errs6 = errors;
                  validate66(data.update, { instancePath: instancePath + "/update", parentData: data, parentDataProperty: "update", rootData }) || (vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors), errors = vErrors.length);
                  var valid0 = _errs6 === errors;
                } else
                  var valid0 = !0;
            }
          }
        }
      }
    } else
      return validate142.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate142.errors = vErrors, errors === 0;
}
function validate146(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action"))
        return validate146.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "id")) {
            return validate146.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "toggle-comment-like")
              return validate146.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "toggle-comment-like" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.id !== void 0) {
              let _errs3 = errors;
              validate23(data.id, { instancePath: instancePath + "/id", parentData: data, parentDataProperty: "id", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate146.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate146.errors = vErrors, errors === 0;
}
function validate149(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action"))
        return validate149.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (key0 !== "action") {
            return validate149.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors && data.action !== void 0 && data.action !== "report-comment")
          return validate149.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "report-comment" }, message: "must be equal to constant" }], !1;
      }
    } else
      return validate149.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate149.errors = vErrors, errors === 0;
}
function validate151(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action") || data.liveId === void 0 && (missing0 = "liveId"))
        return validate151.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "liveId")) {
            return validate151.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "send-live-chat")
              return validate151.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "send-live-chat" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.liveId !== void 0) {
              let _errs3 = errors;
              validate23(data.liveId, { instancePath: instancePath + "/liveId", parentData: data, parentDataProperty: "liveId", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate151.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate151.errors = vErrors, errors === 0;
}
function validate154(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action"))
        return validate154.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "id")) {
            return validate154.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "delete-live-chat")
              return validate154.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "delete-live-chat" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.id !== void 0) {
              let _errs3 = errors;
              validate23(data.id, { instancePath: instancePath + "/id", parentData: data, parentDataProperty: "id", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate154.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate154.errors = vErrors, errors === 0;
}
function validate157(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action") || data.liveId === void 0 && (missing0 = "liveId"))
        return validate157.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "liveId" || key0 === "refetch")) {
            return validate157.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "submit-questionnaire")
              return validate157.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "submit-questionnaire" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.liveId !== void 0) {
              let _errs3 = errors;
              validate23(data.liveId, { instancePath: instancePath + "/liveId", parentData: data, parentDataProperty: "liveId", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
            if (valid0)
              if (data.refetch !== void 0) {
                let data2 = data.refetch, _errs4 = errors;
                if (errors === _errs4)
                  if (Array.isArray(data2)) {
                    var valid1 = !0;
                    let len0 = data2.length;
                    for (let i0 = 0; i0 < len0; i0++) {
                      let _errs6 = errors;
                      if (typeof data2[i0] != "string")
                        return validate157.errors = [{ instancePath: instancePath + "/refetch/" + i0, schemaPath: "#/properties/refetch/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                      var valid1 = _errs6 === errors;
                      if (!valid1)
                        break;
                    }
                  } else
                    return validate157.errors = [{ instancePath: instancePath + "/refetch", schemaPath: "#/properties/refetch/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                var valid0 = _errs4 === errors;
              } else
                var valid0 = !0;
          }
        }
      }
    } else
      return validate157.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate157.errors = vErrors, errors === 0;
}
function validate160(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action") || data.endpoint === void 0 && (missing0 = "endpoint"))
        return validate160.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "endpoint" || key0 === "args" || key0 === "stopOnFailure")) {
            return validate160.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "call-endpoint")
              return validate160.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "call-endpoint" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.endpoint !== void 0) {
              let data1 = data.endpoint, _errs3 = errors;
              if (errors === _errs3)
                if (typeof data1 == "string") {
                  if (!pattern1.test(data1))
                    return validate160.errors = [{ instancePath: instancePath + "/endpoint", schemaPath: "#/properties/endpoint/pattern", keyword: "pattern", params: { pattern: "^[a-z][A-Za-z0-9]*$" }, message: 'must match pattern "^[a-z][A-Za-z0-9]*$"' }], !1;
                } else
                  return validate160.errors = [{ instancePath: instancePath + "/endpoint", schemaPath: "#/properties/endpoint/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.args !== void 0) {
                let data2 = data.args, _errs5 = errors;
                if (errors === _errs5)
                  if (data2 && typeof data2 == "object" && !Array.isArray(data2))
                    for (let key1 in data2) {
                      let _errs8 = errors;
                      validate23(data2[key1], { instancePath: instancePath + "/args/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data2, parentDataProperty: key1, rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                      var valid1 = _errs8 === errors;
                      if (!valid1)
                        break;
                    }
                  else
                    return validate160.errors = [{ instancePath: instancePath + "/args", schemaPath: "#/properties/args/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                var valid0 = _errs5 === errors;
              } else
                var valid0 = !0;
              if (valid0)
                if (data.stopOnFailure !== void 0) {
                  let _errs9 = errors;
                  if (typeof data.stopOnFailure != "boolean")
                    return validate160.errors = [{ instancePath: instancePath + "/stopOnFailure", schemaPath: "#/properties/stopOnFailure/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                  var valid0 = _errs9 === errors;
                } else
                  var valid0 = !0;
            }
          }
        }
      }
    } else
      return validate160.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate160.errors = vErrors, errors === 0;
}
function validate163(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action"))
        return validate163.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "data")) {
            return validate163.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "refetch-data")
              return validate163.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "refetch-data" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.data !== void 0) {
              let data1 = data.data, _errs3 = errors;
              if (errors === _errs3)
                if (Array.isArray(data1)) {
                  var valid1 = !0;
                  let len0 = data1.length;
                  for (let i0 = 0; i0 < len0; i0++) {
                    let _errs5 = errors;
                    if (typeof data1[i0] != "string")
                      return validate163.errors = [{ instancePath: instancePath + "/data/" + i0, schemaPath: "#/properties/data/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                    var valid1 = _errs5 === errors;
                    if (!valid1)
                      break;
                  }
                } else
                  return validate163.errors = [{ instancePath: instancePath + "/data", schemaPath: "#/properties/data/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate163.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate163.errors = vErrors, errors === 0;
}
function validate165(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action"))
        return validate165.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (key0 !== "action") {
            return validate165.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors && data.action !== void 0 && data.action !== "reload-page")
          return validate165.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "reload-page" }, message: "must be equal to constant" }], !1;
      }
    } else
      return validate165.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate165.errors = vErrors, errors === 0;
}
function validate167(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.action === void 0 && (missing0 = "action") || data.liveId === void 0 && (missing0 = "liveId"))
        return validate167.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "action" || key0 === "liveId")) {
            return validate167.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.action !== void 0) {
            let _errs2 = errors;
            if (data.action !== "upload-live-chat-image")
              return validate167.errors = [{ instancePath: instancePath + "/action", schemaPath: "#/properties/action/const", keyword: "const", params: { allowedValue: "upload-live-chat-image" }, message: "must be equal to constant" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0)
            if (data.liveId !== void 0) {
              let _errs3 = errors;
              validate23(data.liveId, { instancePath: instancePath + "/liveId", parentData: data, parentDataProperty: "liveId", rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
              var valid0 = _errs3 === errors;
            } else
              var valid0 = !0;
        }
      }
    } else
      return validate167.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate167.errors = vErrors, errors === 0;
}
function validate30(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0, _errs0 = errors, valid0 = !1, passing0 = null, _errs1 = errors;
  validate31(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors), errors = vErrors.length);
  var _valid0 = _errs1 === errors;
  _valid0 && (valid0 = !0, passing0 = 0);
  let _errs2 = errors;
  validate35(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors), errors = vErrors.length);
  var _valid0 = _errs2 === errors;
  if (_valid0 && valid0)
    valid0 = !1, passing0 = [passing0, 1];
  else {
    _valid0 && (valid0 = !0, passing0 = 1);
    let _errs3 = errors;
    validate38(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors), errors = vErrors.length);
    var _valid0 = _errs3 === errors;
    if (_valid0 && valid0)
      valid0 = !1, passing0 = [passing0, 2];
    else {
      _valid0 && (valid0 = !0, passing0 = 2);
      let _errs4 = errors;
      validate40(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors), errors = vErrors.length);
      var _valid0 = _errs4 === errors;
      if (_valid0 && valid0)
        valid0 = !1, passing0 = [passing0, 3];
      else {
        _valid0 && (valid0 = !0, passing0 = 3);
        let _errs5 = errors;
        validate42(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors), errors = vErrors.length);
        var _valid0 = _errs5 === errors;
        if (_valid0 && valid0)
          valid0 = !1, passing0 = [passing0, 4];
        else {
          _valid0 && (valid0 = !0, passing0 = 4);
          let _errs6 = errors;
          validate45(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors), errors = vErrors.length);
          var _valid0 = _errs6 === errors;
          if (_valid0 && valid0)
            valid0 = !1, passing0 = [passing0, 5];
          else {
            _valid0 && (valid0 = !0, passing0 = 5);
            let _errs7 = errors;
            validate49(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors), errors = vErrors.length);
            var _valid0 = _errs7 === errors;
            if (_valid0 && valid0)
              valid0 = !1, passing0 = [passing0, 6];
            else {
              _valid0 && (valid0 = !0, passing0 = 6);
              let _errs8 = errors;
              validate51(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors), errors = vErrors.length);
              var _valid0 = _errs8 === errors;
              if (_valid0 && valid0)
                valid0 = !1, passing0 = [passing0, 7];
              else {
                _valid0 && (valid0 = !0, passing0 = 7);
                let _errs9 = errors;
                validate55(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors), errors = vErrors.length);
                var _valid0 = _errs9 === errors;
                if (_valid0 && valid0)
                  valid0 = !1, passing0 = [passing0, 8];
                else {
                  _valid0 && (valid0 = !0, passing0 = 8);
                  let _errs10 = errors;
                  validate57(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors), errors = vErrors.length);
                  var _valid0 = _errs10 === errors;
                  if (_valid0 && valid0)
                    valid0 = !1, passing0 = [passing0, 9];
                  else {
                    _valid0 && (valid0 = !0, passing0 = 9);
                    let _errs11 = errors;
                    validate59(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors), errors = vErrors.length);
                    var _valid0 = _errs11 === errors;
                    if (_valid0 && valid0)
                      valid0 = !1, passing0 = [passing0, 10];
                    else {
                      _valid0 && (valid0 = !0, passing0 = 10);
                      let _errs12 = errors;
                      validate64(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors), errors = vErrors.length);
                      var _valid0 = _errs12 === errors;
                      if (_valid0 && valid0)
                        valid0 = !1, passing0 = [passing0, 11];
                      else {
                        _valid0 && (valid0 = !0, passing0 = 11);
                        let _errs13 = errors;
                        validate69(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors), errors = vErrors.length);
                        var _valid0 = _errs13 === errors;
                        if (_valid0 && valid0)
                          valid0 = !1, passing0 = [passing0, 12];
                        else {
                          _valid0 && (valid0 = !0, passing0 = 12);
                          let _errs14 = errors;
                          validate72(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors), errors = vErrors.length);
                          var _valid0 = _errs14 === errors;
                          if (_valid0 && valid0)
                            valid0 = !1, passing0 = [passing0, 13];
                          else {
                            _valid0 && (valid0 = !0, passing0 = 13);
                            let _errs15 = errors;
                            validate77(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors), errors = vErrors.length);
                            var _valid0 = _errs15 === errors;
                            if (_valid0 && valid0)
                              valid0 = !1, passing0 = [passing0, 14];
                            else {
                              _valid0 && (valid0 = !0, passing0 = 14);
                              let _errs16 = errors;
                              validate82(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate82.errors : vErrors.concat(validate82.errors), errors = vErrors.length);
                              var _valid0 = _errs16 === errors;
                              if (_valid0 && valid0)
                                valid0 = !1, passing0 = [passing0, 15];
                              else {
                                _valid0 && (valid0 = !0, passing0 = 15);
                                let _errs17 = errors;
                                validate86(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors), errors = vErrors.length);
                                var _valid0 = _errs17 === errors;
                                if (_valid0 && valid0)
                                  valid0 = !1, passing0 = [passing0, 16];
                                else {
                                  _valid0 && (valid0 = !0, passing0 = 16);
                                  let _errs18 = errors;
                                  validate89(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors), errors = vErrors.length);
                                  var _valid0 = _errs18 === errors;
                                  if (_valid0 && valid0)
                                    valid0 = !1, passing0 = [passing0, 17];
                                  else {
                                    _valid0 && (valid0 = !0, passing0 = 17);
                                    let _errs19 = errors;
                                    validate91(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors), errors = vErrors.length);
                                    var _valid0 = _errs19 === errors;
                                    if (_valid0 && valid0)
                                      valid0 = !1, passing0 = [passing0, 18];
                                    else {
                                      _valid0 && (valid0 = !0, passing0 = 18);
                                      let _errs20 = errors;
                                      validate93(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors), errors = vErrors.length);
                                      var _valid0 = _errs20 === errors;
                                      if (_valid0 && valid0)
                                        valid0 = !1, passing0 = [passing0, 19];
                                      else {
                                        _valid0 && (valid0 = !0, passing0 = 19);
                                        let _errs21 = errors;
                                        validate99(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate99.errors : vErrors.concat(validate99.errors), errors = vErrors.length);
                                        var _valid0 = _errs21 === errors;
                                        if (_valid0 && valid0)
                                          valid0 = !1, passing0 = [passing0, 20];
                                        else {
                                          _valid0 && (valid0 = !0, passing0 = 20);
                                          let _errs22 = errors;
                                          validate103(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate103.errors : vErrors.concat(validate103.errors), errors = vErrors.length);
                                          var _valid0 = _errs22 === errors;
                                          if (_valid0 && valid0)
                                            valid0 = !1, passing0 = [passing0, 21];
                                          else {
                                            _valid0 && (valid0 = !0, passing0 = 21);
                                            let _errs23 = errors;
                                            validate107(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors), errors = vErrors.length);
                                            var _valid0 = _errs23 === errors;
                                            if (_valid0 && valid0)
                                              valid0 = !1, passing0 = [passing0, 22];
                                            else {
                                              _valid0 && (valid0 = !0, passing0 = 22);
                                              let _errs24 = errors;
                                              validate110(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors), errors = vErrors.length);
                                              var _valid0 = _errs24 === errors;
                                              if (_valid0 && valid0)
                                                valid0 = !1, passing0 = [passing0, 23];
                                              else {
                                                _valid0 && (valid0 = !0, passing0 = 23);
                                                let _errs25 = errors;
                                                validate115(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate115.errors : vErrors.concat(validate115.errors), errors = vErrors.length);
                                                var _valid0 = _errs25 === errors;
                                                if (_valid0 && valid0)
                                                  valid0 = !1, passing0 = [passing0, 24];
                                                else {
                                                  _valid0 && (valid0 = !0, passing0 = 24);
                                                  let _errs26 = errors;
                                                  validate120(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate120.errors : vErrors.concat(validate120.errors), errors = vErrors.length);
                                                  var _valid0 = _errs26 === errors;
                                                  if (_valid0 && valid0)
                                                    valid0 = !1, passing0 = [passing0, 25];
                                                  else {
                                                    _valid0 && (valid0 = !0, passing0 = 25);
                                                    let _errs27 = errors;
                                                    validate123(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate123.errors : vErrors.concat(validate123.errors), errors = vErrors.length);
                                                    var _valid0 = _errs27 === errors;
                                                    if (_valid0 && valid0)
                                                      valid0 = !1, passing0 = [passing0, 26];
                                                    else {
                                                      _valid0 && (valid0 = !0, passing0 = 26);
                                                      let _errs28 = errors;
                                                      validate126(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate126.errors : vErrors.concat(validate126.errors), errors = vErrors.length);
                                                      var _valid0 = _errs28 === errors;
                                                      if (_valid0 && valid0)
                                                        valid0 = !1, passing0 = [passing0, 27];
                                                      else {
                                                        _valid0 && (valid0 = !0, passing0 = 27);
                                                        let _errs29 = errors;
                                                        validate128(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate128.errors : vErrors.concat(validate128.errors), errors = vErrors.length);
                                                        var _valid0 = _errs29 === errors;
                                                        if (_valid0 && valid0)
                                                          valid0 = !1, passing0 = [passing0, 28];
                                                        else {
                                                          _valid0 && (valid0 = !0, passing0 = 28);
                                                          let _errs30 = errors;
                                                          validate133(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate133.errors : vErrors.concat(validate133.errors), errors = vErrors.length);
                                                          var _valid0 = _errs30 === errors;
                                                          if (_valid0 && valid0)
                                                            valid0 = !1, passing0 = [passing0, 29];
                                                          else {
                                                            _valid0 && (valid0 = !0, passing0 = 29);
                                                            let _errs31 = errors;
                                                            validate137(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate137.errors : vErrors.concat(validate137.errors), errors = vErrors.length);
                                                            var _valid0 = _errs31 === errors;
                                                            if (_valid0 && valid0)
                                                              valid0 = !1, passing0 = [passing0, 30];
                                                            else {
                                                              _valid0 && (valid0 = !0, passing0 = 30);
                                                              let _errs32 = errors;
                                                              validate142(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate142.errors : vErrors.concat(validate142.errors), errors = vErrors.length);
                                                              var _valid0 = _errs32 === errors;
                                                              if (_valid0 && valid0)
                                                                valid0 = !1, passing0 = [passing0, 31];
                                                              else {
                                                                _valid0 && (valid0 = !0, passing0 = 31);
                                                                let _errs33 = errors;
                                                                validate146(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate146.errors : vErrors.concat(validate146.errors), errors = vErrors.length);
                                                                var _valid0 = _errs33 === errors;
                                                                if (_valid0 && valid0)
                                                                  valid0 = !1, passing0 = [passing0, 32];
                                                                else {
                                                                  _valid0 && (valid0 = !0, passing0 = 32);
                                                                  let _errs34 = errors;
                                                                  validate149(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors), errors = vErrors.length);
                                                                  var _valid0 = _errs34 === errors;
                                                                  if (_valid0 && valid0)
                                                                    valid0 = !1, passing0 = [passing0, 33];
                                                                  else {
                                                                    _valid0 && (valid0 = !0, passing0 = 33);
                                                                    let _errs35 = errors;
                                                                    validate151(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate151.errors : vErrors.concat(validate151.errors), errors = vErrors.length);
                                                                    var _valid0 = _errs35 === errors;
                                                                    if (_valid0 && valid0)
                                                                      valid0 = !1, passing0 = [passing0, 34];
                                                                    else {
                                                                      _valid0 && (valid0 = !0, passing0 = 34);
                                                                      let _errs36 = errors;
                                                                      validate154(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors), errors = vErrors.length);
                                                                      var _valid0 = _errs36 === errors;
                                                                      if (_valid0 && valid0)
                                                                        valid0 = !1, passing0 = [passing0, 35];
                                                                      else {
                                                                        _valid0 && (valid0 = !0, passing0 = 35);
                                                                        let _errs37 = errors;
                                                                        validate157(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate157.errors : vErrors.concat(validate157.errors), errors = vErrors.length);
                                                                        var _valid0 = _errs37 === errors;
                                                                        if (_valid0 && valid0)
                                                                          valid0 = !1, passing0 = [passing0, 36];
                                                                        else {
                                                                          _valid0 && (valid0 = !0, passing0 = 36);
                                                                          let _errs38 = errors;
                                                                          validate160(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate160.errors : vErrors.concat(validate160.errors), errors = vErrors.length);
                                                                          var _valid0 = _errs38 === errors;
                                                                          if (_valid0 && valid0)
                                                                            valid0 = !1, passing0 = [passing0, 37];
                                                                          else {
                                                                            _valid0 && (valid0 = !0, passing0 = 37);
                                                                            let _errs39 = errors;
                                                                            validate163(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate163.errors : vErrors.concat(validate163.errors), errors = vErrors.length);
                                                                            var _valid0 = _errs39 === errors;
                                                                            if (_valid0 && valid0)
                                                                              valid0 = !1, passing0 = [passing0, 38];
                                                                            else {
                                                                              _valid0 && (valid0 = !0, passing0 = 38);
                                                                              let _errs40 = errors;
                                                                              validate165(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate165.errors : vErrors.concat(validate165.errors), errors = vErrors.length);
                                                                              var _valid0 = _errs40 === errors;
                                                                              if (_valid0 && valid0)
                                                                                valid0 = !1, passing0 = [passing0, 39];
                                                                              else {
                                                                                _valid0 && (valid0 = !0, passing0 = 39);
                                                                                let _errs41 = errors;
                                                                                validate167(data, { instancePath, parentData, parentDataProperty, rootData }) || (vErrors = vErrors === null ? validate167.errors : vErrors.concat(validate167.errors), errors = vErrors.length);
                                                                                var _valid0 = _errs41 === errors;
                                                                                _valid0 && valid0 ? (valid0 = !1, passing0 = [passing0, 40]) : _valid0 && (valid0 = !0, passing0 = 40);
                                                                              }
                                                                            }
                                                                          }
                                                                        }
                                                                      }
                                                                    }
                                                                  }
                                                                }
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  if (valid0)
    errors = _errs0, vErrors !== null && (_errs0 ? vErrors.length = _errs0 : vErrors = null);
  else {
    let err0 = { instancePath, schemaPath: "#/oneOf", keyword: "oneOf", params: { passingSchemas: passing0 }, message: "must match exactly one schema in oneOf" };
    return vErrors === null ? vErrors = [err0] : vErrors.push(err0), errors++, validate30.errors = vErrors, !1;
  }
  return validate30.errors = vErrors, errors === 0;
}
var pattern8 = new RegExp("^[a-z][a-z0-9-]{0,39}$", "u");
function validate172(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (Array.isArray(data)) {
      if (data.length > 20)
        return validate172.errors = [{ instancePath, schemaPath: "#/maxItems", keyword: "maxItems", params: { limit: 20 }, message: "must NOT have more than 20 items" }], !1;
      if (data.length < 1)
        return validate172.errors = [{ instancePath, schemaPath: "#/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items" }], !1;
      {
        var valid0 = !0;
        let len0 = data.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data0 = data[i0], _errs1 = errors;
          if (errors === _errs1)
            if (typeof data0 == "string") {
              if (!pattern8.test(data0))
                return validate172.errors = [{ instancePath: instancePath + "/" + i0, schemaPath: "#/items/pattern", keyword: "pattern", params: { pattern: "^[a-z][a-z0-9-]{0,39}$" }, message: 'must match pattern "^[a-z][a-z0-9-]{0,39}$"' }], !1;
            } else
              return validate172.errors = [{ instancePath: instancePath + "/" + i0, schemaPath: "#/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
          var valid0 = _errs1 === errors;
          if (!valid0)
            break;
        }
        if (valid0) {
          let i1 = data.length, j0;
          if (i1 > 1) {
            let indices0 = {};
            for (; i1--; ) {
              let item0 = data[i1];
              if (typeof item0 == "string") {
                if (typeof indices0[item0] == "number") {
                  return j0 = indices0[item0], validate172.errors = [{ instancePath, schemaPath: "#/uniqueItems", keyword: "uniqueItems", params: { i: i1, j: j0 }, message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)" }], !1;
                  break;
                }
                indices0[item0] = i1;
              }
            }
          }
        }
      }
    } else
      return validate172.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
  return validate172.errors = vErrors, errors === 0;
}
var formats0 = require_formats().fullFormats["date-time"], wrapper3 = { validate: validate28 };
function validate28(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.id === void 0 && (missing0 = "id") || data.widget === void 0 && (missing0 = "widget"))
        return validate28.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!func2.call(schema10.properties, key0)) {
            return validate28.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.id !== void 0) {
            let data0 = data.id, _errs2 = errors;
            if (errors === _errs2)
              if (typeof data0 == "string") {
                if (!pattern3.test(data0))
                  return validate28.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9-]*$" }, message: 'must match pattern "^[a-z0-9][a-z0-9-]*$"' }], !1;
              } else
                return validate28.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.widget !== void 0) {
              let data1 = data.widget, _errs4 = errors;
              if (errors === _errs4)
                if (typeof data1 == "string") {
                  if (!pattern4.test(data1))
                    return validate28.errors = [{ instancePath: instancePath + "/widget", schemaPath: "#/properties/widget/pattern", keyword: "pattern", params: { pattern: "^[a-z][a-z0-9-]*$" }, message: 'must match pattern "^[a-z][a-z0-9-]*$"' }], !1;
                } else
                  return validate28.errors = [{ instancePath: instancePath + "/widget", schemaPath: "#/properties/widget/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
              var valid0 = _errs4 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.version !== void 0) {
                let data2 = data.version, _errs6 = errors;
                if (!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2)))
                  return validate28.errors = [{ instancePath: instancePath + "/version", schemaPath: "#/properties/version/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                if (errors === _errs6 && typeof data2 == "number" && isFinite(data2) && (data2 < 1 || isNaN(data2)))
                  return validate28.errors = [{ instancePath: instancePath + "/version", schemaPath: "#/properties/version/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
                var valid0 = _errs6 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.props !== void 0) {
                  let data3 = data.props, _errs8 = errors;
                  if (!(data3 && typeof data3 == "object" && !Array.isArray(data3)))
                    return validate28.errors = [{ instancePath: instancePath + "/props", schemaPath: "#/properties/props/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                  var valid0 = _errs8 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.bind !== void 0) {
                    let data4 = data.bind, _errs10 = errors;
                    if (errors === _errs10)
                      if (data4 && typeof data4 == "object" && !Array.isArray(data4))
                        for (let key1 in data4) {
                          let _errs13 = errors;
                          validate23(data4[key1], { instancePath: instancePath + "/bind/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data4, parentDataProperty: key1, rootData }) || (vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors), errors = vErrors.length);
                          var valid1 = _errs13 === errors;
                          if (!valid1)
                            break;
                        }
                      else
                        return validate28.errors = [{ instancePath: instancePath + "/bind", schemaPath: "#/properties/bind/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                    var valid0 = _errs10 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.on !== void 0) {
                      let data6 = data.on, _errs14 = errors;
                      if (errors === _errs14)
                        if (data6 && typeof data6 == "object" && !Array.isArray(data6))
                          for (let key2 in data6) {
                            let data7 = data6[key2], _errs17 = errors;
                            if (errors === _errs17)
                              if (Array.isArray(data7)) {
                                var valid3 = !0;
                                let len0 = data7.length;
                                for (let i0 = 0; i0 < len0; i0++) {
                                  let _errs19 = errors;
                                  validate30(data7[i0], { instancePath: instancePath + "/on/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/" + i0, parentData: data7, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors), errors = vErrors.length);
                                  var valid3 = _errs19 === errors;
                                  if (!valid3)
                                    break;
                                }
                              } else
                                return validate28.errors = [{ instancePath: instancePath + "/on/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/on/additionalProperties/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                            var valid2 = _errs17 === errors;
                            if (!valid2)
                              break;
                          }
                        else
                          return validate28.errors = [{ instancePath: instancePath + "/on", schemaPath: "#/properties/on/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                      var valid0 = _errs14 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.when !== void 0) {
                        let _errs20 = errors;
                        validate25(data.when, { instancePath: instancePath + "/when", parentData: data, parentDataProperty: "when", rootData }) || (vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors), errors = vErrors.length);
                        var valid0 = _errs20 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0) {
                        if (data.hidden !== void 0) {
                          let _errs21 = errors;
                          if (typeof data.hidden != "boolean")
                            return validate28.errors = [{ instancePath: instancePath + "/hidden", schemaPath: "#/properties/hidden/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean" }], !1;
                          var valid0 = _errs21 === errors;
                        } else
                          var valid0 = !0;
                        if (valid0) {
                          if (data.schedule !== void 0) {
                            let data11 = data.schedule, _errs23 = errors;
                            if (errors === _errs23)
                              if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                                let _errs25 = errors;
                                for (let key3 in data11)
                                  if (!(key3 === "start" || key3 === "end")) {
                                    return validate28.errors = [{ instancePath: instancePath + "/schedule", schemaPath: "#/properties/schedule/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" }], !1;
                                    break;
                                  }
                                if (_errs25 === errors) {
                                  if (data11.start !== void 0) {
                                    let data12 = data11.start, _errs26 = errors;
                                    if (errors === _errs26 && errors === _errs26)
                                      if (typeof data12 == "string") {
                                        if (!formats0.validate(data12))
                                          return validate28.errors = [{ instancePath: instancePath + "/schedule/start", schemaPath: "#/properties/schedule/properties/start/format", keyword: "format", params: { format: "date-time" }, message: 'must match format "date-time"' }], !1;
                                      } else
                                        return validate28.errors = [{ instancePath: instancePath + "/schedule/start", schemaPath: "#/properties/schedule/properties/start/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                    var valid4 = _errs26 === errors;
                                  } else
                                    var valid4 = !0;
                                  if (valid4)
                                    if (data11.end !== void 0) {
                                      let data13 = data11.end, _errs28 = errors;
                                      if (errors === _errs28 && errors === _errs28)
                                        if (typeof data13 == "string") {
                                          if (!formats0.validate(data13))
                                            return validate28.errors = [{ instancePath: instancePath + "/schedule/end", schemaPath: "#/properties/schedule/properties/end/format", keyword: "format", params: { format: "date-time" }, message: 'must match format "date-time"' }], !1;
                                        } else
                                          return validate28.errors = [{ instancePath: instancePath + "/schedule/end", schemaPath: "#/properties/schedule/properties/end/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                      var valid4 = _errs28 === errors;
                                    } else
                                      var valid4 = !0;
                                }
                              } else
                                return validate28.errors = [{ instancePath: instancePath + "/schedule", schemaPath: "#/properties/schedule/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                            var valid0 = _errs23 === errors;
                          } else
                            var valid0 = !0;
                          if (valid0) {
                            if (data.audiences !== void 0) {
                              let _errs30 = errors;
                              validate172(data.audiences, { instancePath: instancePath + "/audiences", parentData: data, parentDataProperty: "audiences", rootData }) || (vErrors = vErrors === null ? validate172.errors : vErrors.concat(validate172.errors), errors = vErrors.length);
                              var valid0 = _errs30 === errors;
                            } else
                              var valid0 = !0;
                            if (valid0) {
                              if (data.repeat !== void 0) {
                                let data15 = data.repeat, _errs31 = errors;
                                if (errors === _errs31)
                                  if (typeof data15 == "string") {
                                    if (!pattern9.test(data15))
                                      return validate28.errors = [{ instancePath: instancePath + "/repeat", schemaPath: "#/properties/repeat/pattern", keyword: "pattern", params: { pattern: "^\\$data(\\.[A-Za-z0-9_]+)+$" }, message: 'must match pattern "^\\$data(\\.[A-Za-z0-9_]+)+$"' }], !1;
                                  } else
                                    return validate28.errors = [{ instancePath: instancePath + "/repeat", schemaPath: "#/properties/repeat/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                                var valid0 = _errs31 === errors;
                              } else
                                var valid0 = !0;
                              if (valid0)
                                if (data.children !== void 0) {
                                  let data16 = data.children, _errs33 = errors;
                                  if (errors === _errs33)
                                    if (Array.isArray(data16)) {
                                      var valid5 = !0;
                                      let len1 = data16.length;
                                      for (let i1 = 0; i1 < len1; i1++) {
                                        let _errs35 = errors;
                                        wrapper3.validate(data16[i1], { instancePath: instancePath + "/children/" + i1, parentData: data16, parentDataProperty: i1, rootData }) || (vErrors = vErrors === null ? wrapper3.validate.errors : vErrors.concat(wrapper3.validate.errors), errors = vErrors.length);
                                        var valid5 = _errs35 === errors;
                                        if (!valid5)
                                          break;
                                      }
                                    } else
                                      return validate28.errors = [{ instancePath: instancePath + "/children", schemaPath: "#/properties/children/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                                  var valid0 = _errs33 === errors;
                                } else
                                  var valid0 = !0;
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    } else
      return validate28.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
  return validate28.errors = vErrors, errors === 0;
}
function validate21(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null, errors = 0;
  if (errors === 0)
    if (data && typeof data == "object" && !Array.isArray(data)) {
      let missing0;
      if (data.schemaVersion === void 0 && (missing0 = "schemaVersion") || data.id === void 0 && (missing0 = "id") || data.body === void 0 && (missing0 = "body"))
        return validate21.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }], !1;
      {
        let _errs1 = errors;
        for (let key0 in data)
          if (!(key0 === "$schema" || key0 === "schemaVersion" || key0 === "id" || key0 === "title" || key0 === "skeletonMs" || key0 === "data" || key0 === "body" || key0 === "overlays")) {
            return validate21.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }], !1;
            break;
          }
        if (_errs1 === errors) {
          if (data.$schema !== void 0) {
            let _errs2 = errors;
            if (typeof data.$schema != "string")
              return validate21.errors = [{ instancePath: instancePath + "/$schema", schemaPath: "#/properties/%24schema/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
            var valid0 = _errs2 === errors;
          } else
            var valid0 = !0;
          if (valid0) {
            if (data.schemaVersion !== void 0) {
              let data1 = data.schemaVersion, _errs4 = errors;
              if (!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1)))
                return validate21.errors = [{ instancePath: instancePath + "/schemaVersion", schemaPath: "#/properties/schemaVersion/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
              if (errors === _errs4 && typeof data1 == "number" && isFinite(data1) && (data1 < 1 || isNaN(data1)))
                return validate21.errors = [{ instancePath: instancePath + "/schemaVersion", schemaPath: "#/properties/schemaVersion/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1" }], !1;
              var valid0 = _errs4 === errors;
            } else
              var valid0 = !0;
            if (valid0) {
              if (data.id !== void 0) {
                let data2 = data.id, _errs6 = errors;
                if (errors === _errs6)
                  if (typeof data2 == "string") {
                    if (!pattern0.test(data2))
                      return validate21.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/pattern", keyword: "pattern", params: { pattern: "^[a-z0-9][a-z0-9-]*(\\.[A-Za-z0-9_-]+)?$" }, message: 'must match pattern "^[a-z0-9][a-z0-9-]*(\\.[A-Za-z0-9_-]+)?$"' }], !1;
                  } else
                    return validate21.errors = [{ instancePath: instancePath + "/id", schemaPath: "#/properties/id/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                var valid0 = _errs6 === errors;
              } else
                var valid0 = !0;
              if (valid0) {
                if (data.title !== void 0) {
                  let _errs8 = errors;
                  if (typeof data.title != "string")
                    return validate21.errors = [{ instancePath: instancePath + "/title", schemaPath: "#/properties/title/type", keyword: "type", params: { type: "string" }, message: "must be string" }], !1;
                  var valid0 = _errs8 === errors;
                } else
                  var valid0 = !0;
                if (valid0) {
                  if (data.skeletonMs !== void 0) {
                    let data4 = data.skeletonMs, _errs10 = errors;
                    if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4)))
                      return validate21.errors = [{ instancePath: instancePath + "/skeletonMs", schemaPath: "#/properties/skeletonMs/type", keyword: "type", params: { type: "integer" }, message: "must be integer" }], !1;
                    if (errors === _errs10 && typeof data4 == "number" && isFinite(data4)) {
                      if (data4 > 5e3 || isNaN(data4))
                        return validate21.errors = [{ instancePath: instancePath + "/skeletonMs", schemaPath: "#/properties/skeletonMs/maximum", keyword: "maximum", params: { comparison: "<=", limit: 5e3 }, message: "must be <= 5000" }], !1;
                      if (data4 < 0 || isNaN(data4))
                        return validate21.errors = [{ instancePath: instancePath + "/skeletonMs", schemaPath: "#/properties/skeletonMs/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0" }], !1;
                    }
                    var valid0 = _errs10 === errors;
                  } else
                    var valid0 = !0;
                  if (valid0) {
                    if (data.data !== void 0) {
                      let data5 = data.data, _errs12 = errors;
                      if (errors === _errs12)
                        if (data5 && typeof data5 == "object" && !Array.isArray(data5))
                          for (let key1 in data5) {
                            let _errs15 = errors;
                            validate22(data5[key1], { instancePath: instancePath + "/data/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"), parentData: data5, parentDataProperty: key1, rootData }) || (vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors), errors = vErrors.length);
                            var valid1 = _errs15 === errors;
                            if (!valid1)
                              break;
                          }
                        else
                          return validate21.errors = [{ instancePath: instancePath + "/data", schemaPath: "#/properties/data/type", keyword: "type", params: { type: "object" }, message: "must be object" }], !1;
                      var valid0 = _errs12 === errors;
                    } else
                      var valid0 = !0;
                    if (valid0) {
                      if (data.body !== void 0) {
                        let data7 = data.body, _errs16 = errors;
                        if (errors === _errs16)
                          if (Array.isArray(data7)) {
                            var valid2 = !0;
                            let len0 = data7.length;
                            for (let i0 = 0; i0 < len0; i0++) {
                              let _errs18 = errors;
                              validate28(data7[i0], { instancePath: instancePath + "/body/" + i0, parentData: data7, parentDataProperty: i0, rootData }) || (vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors), errors = vErrors.length);
                              var valid2 = _errs18 === errors;
                              if (!valid2)
                                break;
                            }
                          } else
                            return validate21.errors = [{ instancePath: instancePath + "/body", schemaPath: "#/properties/body/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                        var valid0 = _errs16 === errors;
                      } else
                        var valid0 = !0;
                      if (valid0)
                        if (data.overlays !== void 0) {
                          let data9 = data.overlays, _errs19 = errors;
                          if (errors === _errs19)
                            if (Array.isArray(data9)) {
                              var valid3 = !0;
                              let len1 = data9.length;
                              for (let i1 = 0; i1 < len1; i1++) {
                                let _errs21 = errors;
                                validate28(data9[i1], { instancePath: instancePath + "/overlays/" + i1, parentData: data9, parentDataProperty: i1, rootData }) || (vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors), errors = vErrors.length);
                                var valid3 = _errs21 === errors;
                                if (!valid3)
                                  break;
                              }
                            } else
                              return validate21.errors = [{ instancePath: instancePath + "/overlays", schemaPath: "#/properties/overlays/type", keyword: "type", params: { type: "array" }, message: "must be array" }], !1;
                          var valid0 = _errs19 === errors;
                        } else
                          var valid0 = !0;
                    }
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
var validateAction = validate30;

// validators-entry.js
var validateLayoutDocument2 = validateLayoutDocument, validateAction2 = validateAction;
export {
  validateAction2 as validateAction,
  validateLayoutDocument2 as validateLayoutDocument
};
