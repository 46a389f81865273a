import { parse as parseQuery } from 'node:querystring';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { containsNonFinite, containsNul } from '../../plugins/input-hygiene';
import { loadCatalogue, pathParamNames, routeSchemaFor } from '../../plugins/catalogue';
import { encodeComponent, oddValue, ODD_PATH_PARAMS, pick, plausibleValue, toQuery, type Random } from './fuzz-values';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as typeof addFormatsModule;

type Schema = Record<string, unknown>;
type Entry = ReturnType<typeof loadCatalogue>[string];

/** One request of the fuzz run, and whether the server's own validation must refuse it. */
export interface FuzzCase {
  endpoint: string;
  label: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** True when the args can pass the route's validation (then the handler may legitimately write). */
  mayBeValid: boolean;
}

/** The route validation the server runs (same ajv options as buildApp), to tell valid from invalid cases. */
const ajv = new Ajv({
  coerceTypes: 'array',
  useDefaults: true,
  removeAdditional: true,
  allErrors: false,
  allowUnionTypes: true,
  strictNumbers: true,
  strict: false,
});
addFormats(ajv);
const validators = new Map<string, { params?: ValidateFunction; rest: ValidateFunction }>();

function validatorsFor(name: string, entry: Entry) {
  let found = validators.get(name);
  if (!found) {
    const schema = routeSchemaFor(entry);
    found = {
      params: schema.params ? ajv.compile(schema.params as Schema) : undefined,
      rest: ajv.compile(((schema.querystring ?? schema.body) as Schema | undefined) ?? { type: 'object' }),
    };
    validators.set(name, found);
  }
  return found;
}

function decodes(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** Whether the request as the server will see it (strings from paths, query and forms) passes validation. */
function passesValidation(name: string, entry: Entry, params: Record<string, string>, rest: unknown): boolean {
  const v = validatorsFor(name, entry);
  const decoded: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const text = decodes(value);
    if (text === null) return false;
    decoded[key] = text;
  }
  const params2 = structuredClone(decoded);
  if (v.params && !v.params(params2)) return false;
  const rest2 = structuredClone(rest);
  if (!v.rest(rest2)) return false;
  // The input-hygiene hooks refuse these after (or before) validation.
  return ![params2, rest2].some((value) => containsNul(value) || containsNonFinite(value));
}

type BodyKind = 'json' | 'form' | 'broken-json' | 'text' | 'none';

/** Builds every fuzz case of one endpoint for one viewer; `count` cases with random odd values. */
export function casesFor(name: string, entry: Entry, random: Random, count: number, viewerHeaders: Record<string, string>): FuzzCase[] {
  const properties = (entry.args.properties ?? {}) as Record<string, Schema>;
  const required = (entry.args.required ?? []) as string[];
  const inPath = pathParamNames(entry.path);
  const fields = Object.keys(properties).filter((key) => !inPath.includes(key));
  const isBody = entry.method === 'POST' || entry.method === 'PUT';
  const cases: FuzzCase[] = [];

  const plausiblePath = (): Record<string, string> =>
    Object.fromEntries(inPath.map((key) => [key, encodeComponent(String(plausibleValue(random, properties[key])))]));
  const plausibleArgs = (): Record<string, unknown> => Object.fromEntries(fields.map((key) => [key, plausibleValue(random, properties[key])]));

  const build = (
    label: string,
    params: Record<string, string>,
    args: Record<string, unknown> | string | undefined,
    bodyKind: BodyKind,
    extraHeaders: Record<string, string> = {},
  ): void => {
    const path = entry.path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_m, key: string) => params[key] ?? '1');
    let url = path;
    let payload: string | undefined;
    const headers: Record<string, string> = { ...viewerHeaders, ...extraHeaders };
    let seen: unknown = {};
    if (!isBody) {
      const query = typeof args === 'string' ? args : toQuery(args ?? {});
      if (query) url += `?${query}`;
      seen = { ...parseQuery(query) };
    } else if (bodyKind === 'json') {
      payload = JSON.stringify(args ?? {});
      headers['content-type'] = 'application/json';
      seen = args ?? {};
    } else if (bodyKind === 'form') {
      payload = typeof args === 'string' ? args : toQuery(args ?? {});
      headers['content-type'] = 'application/x-www-form-urlencoded';
      seen = { ...parseQuery(payload) };
    } else if (bodyKind === 'broken-json') {
      payload = typeof args === 'string' ? args : '{"a":';
      headers['content-type'] = 'application/json';
      seen = null;
    } else if (bodyKind === 'text') {
      payload = typeof args === 'string' ? args : 'hello';
      headers['content-type'] = 'text/plain';
      seen = null;
    }
    // A dot segment ("..") is resolved by the URL parser: the request reaches another (valid) route.
    const redirected = Object.values(params).some((value) => value === '..' || value === '.');
    const mayBeValid = redirected || (seen !== null && passesValidation(name, entry, params, seen));
    cases.push({ endpoint: name, label, method: entry.method, url, headers, payload, mayBeValid });
  };
  const bodyKind = (): BodyKind => (isBody ? (random() < 0.5 ? 'json' : 'form') : 'none');

  // Baseline: plausible args (should be answered, never a 5xx).
  build('plausible', plausiblePath(), plausibleArgs(), bodyKind());
  // Missing fields: nothing at all, and each required field dropped.
  build('empty', plausiblePath(), {}, bodyKind());
  for (const key of required.filter((k) => fields.includes(k))) {
    const args = plausibleArgs();
    delete args[key];
    build(`missing ${key}`, plausiblePath(), args, bodyKind());
  }
  // Extra fields, prototype keys and arrays where scalars are expected.
  build(
    'extra fields',
    plausiblePath(),
    { ...plausibleArgs(), __proto__x: 1, constructor: 'x', isAdmin: true, user_id: 1, [`k${Math.floor(random() * 1e6)}`]: 'v' },
    bodyKind(),
  );
  if (fields.length > 0) {
    build('arrays for scalars', plausiblePath(), Object.fromEntries(fields.map((key) => [key, [plausibleValue(random, properties[key]), 'x']])), bodyKind());
  }
  // Bad path params.
  for (const key of inPath) {
    for (let i = 0; i < 3; i++) {
      const params = plausiblePath();
      params[key] = encodeComponent(pick(random, ODD_PATH_PARAMS));
      build(`path ${key}=${decodes(params[key])?.slice(0, 20) ?? params[key].slice(0, 20)}`, params, plausibleArgs(), bodyKind());
    }
  }
  // Bodies that are not what the route parses.
  if (isBody) {
    build('broken json', plausiblePath(), pick(random, ['{"a":', '[', '{"__proto__":{"x":1}}', 'null', '"str"', '1e999', '\u0000']), 'broken-json');
    build('text body', plausiblePath(), pick(random, ['<script>alert(1)</script>', 'a=1', '']), 'text');
    build('form with brackets', plausiblePath(), 'a[b]=1&a[c][d]=2&__proto__[x]=1&' + toQuery(plausibleArgs()), 'form');
  } else {
    build('query oddities', plausiblePath(), pick(random, ['a[b]=1&a[c]=2', '__proto__[x]=1', '%', '%E0%A4%A', '&&&==&', 'page=1&page=2&page=3']), 'none');
  }
  // Odd values: one odd field (or two) among plausible ones.
  for (let i = 0; i < count; i++) {
    const args = plausibleArgs();
    const targets = fields.length > 0 ? [pick(random, fields), ...(random() < 0.3 ? [pick(random, fields)] : [])] : [`f${i}`];
    for (const key of targets) args[key] = oddValue(random, properties[key]);
    build(`odd ${targets.join(',')}`, plausiblePath(), args, bodyKind());
  }
  // Junk credentials: never a 5xx, never someone's session.
  build('junk token', plausiblePath(), plausibleArgs(), bodyKind(), {
    'x-token': pick(random, ['null', 'undefined', ' ', 'a'.repeat(300), "' OR 1=1", '\u00e9\u00e8', 'Bearer x']),
  });
  return cases;
}
