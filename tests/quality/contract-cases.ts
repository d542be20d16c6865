// Requests generated from openapi.yaml for the security suite: every operation with its parameters and body schema,
// which of them take another user's resource (project, video, notification or render job ids), a request the contract
// calls valid, and schema-violating variants of it. Only the contract is read, so a new operation is covered by itself.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export const CONTRACT_PATH = path.join(import.meta.dirname, '../../openapi.yaml');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- walks parsed YAML of any shape
type Json = any;
export type Schema = Record<string, Json>;

/** The kinds of resource one user owns and another must never reach. */
export type ResourceKind = 'project' | 'video' | 'notification' | 'job';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
  /** The component the parameter came from (`ProjectId`), when it was a $ref. */
  component?: string;
  example?: Json;
}

export interface Operation {
  operationId: string;
  method: string;
  /** As the contract writes it, relative to /api: `/projects/{id}`. */
  path: string;
  /** False for `security: []`. */
  authenticated: boolean;
  parameters: Parameter[];
  body?: { required: boolean; contentType: string; schema: Schema; example?: Json; encoding?: Record<string, Json> };
  /** Documented response codes ('200', '404', …). */
  responses: string[];
  tags: string[];
}

export interface Contract {
  doc: Json;
  operations: Operation[];
  resolve(node: Json): Json;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export function loadContract(file = CONTRACT_PATH): Contract {
  const doc = parse(fs.readFileSync(file, 'utf8'));
  const lookup = (ref: string): Json => {
    if (!ref.startsWith('#/')) throw new Error(`external $ref not supported: ${ref}`);
    return ref
      .slice(2)
      .split('/')
      .reduce((node: Json, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  };
  const resolve = (node: Json): Json => {
    let current = node;
    for (let i = 0; current && typeof current === 'object' && typeof current.$ref === 'string'; i++) {
      if (i > 20) throw new Error(`$ref cycle at ${node.$ref}`);
      current = lookup(current.$ref);
    }
    return current;
  };
  const parameter = (raw: Json): Parameter => {
    const component = typeof raw.$ref === 'string' ? raw.$ref.split('/').pop() : undefined;
    const p = resolve(raw);
    return {
      name: p.name,
      in: p.in,
      required: Boolean(p.required),
      schema: resolve(p.schema ?? {}),
      component,
      example: p.example ?? p.schema?.example,
    };
  };

  const operations: Operation[] = [];
  for (const [route, rawItem] of Object.entries<Json>(doc.paths)) {
    const item = resolve(rawItem);
    const shared: Parameter[] = (item.parameters ?? []).map(parameter);
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const own: Parameter[] = (op.parameters ?? []).map(parameter);
      const parameters = [...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)), ...own];
      let body: Operation['body'];
      if (op.requestBody) {
        const rb = resolve(op.requestBody);
        const [contentType, media] = Object.entries<Json>(rb.content ?? {})[0] ?? [];
        if (contentType) {
          body = {
            required: Boolean(rb.required),
            contentType,
            schema: resolve(media.schema ?? {}),
            example: media.example ?? (Object.values<Json>(media.examples ?? {})[0]?.value as Json),
            encoding: media.encoding,
          };
        }
      }
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path: route,
        authenticated: !(Array.isArray(op.security) && op.security.length === 0),
        parameters,
        body,
        responses: Object.keys(op.responses ?? {}),
        tags: op.tags ?? [],
      });
    }
  }
  return { doc, operations, resolve };
}

// ───────────────────────────── schema helpers ─────────────────────────────

/** allOf merged into one object schema (properties, required, additionalProperties), $refs resolved. */
export function flatten(contract: Contract, schema: Json): Schema {
  const s = contract.resolve(schema) ?? {};
  if (!Array.isArray(s.allOf)) return s;
  const merged: Schema = { ...s, properties: { ...(s.properties ?? {}) }, required: [...(s.required ?? [])] };
  delete merged.allOf;
  for (const part of s.allOf) {
    const p = flatten(contract, part);
    Object.assign(merged.properties, p.properties ?? {});
    merged.required.push(...(p.required ?? []));
    if (p.additionalProperties === false) merged.additionalProperties = false;
    merged.type ??= p.type;
  }
  return merged;
}

/** The schema's main type, ignoring 'null' in type arrays. */
export function mainType(schema: Schema): string | undefined {
  const t = schema.type;
  if (Array.isArray(t)) return t.find((x) => x !== 'null');
  if (t) return t;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

const ID_KIND_BY_COMPONENT: Record<string, ResourceKind> = {
  ProjectId: 'project',
  VideoId: 'video',
  NotificationId: 'notification',
  JobId: 'job',
};

const ID_NAME = /^(project|video|notification|job)(?:_ids?|Ids?)$/;

/** The owned-resource kind a path parameter names: by its component, its name, or for a bare `{id}` the collection. */
export function pathParameterKind(op: Operation, p: Parameter): ResourceKind | undefined {
  if (p.in !== 'path') return undefined;
  if (p.component && ID_KIND_BY_COMPONENT[p.component]) return ID_KIND_BY_COMPONENT[p.component];
  const named = ID_NAME.exec(p.name);
  if (named) return named[1] as ResourceKind;
  if (p.name !== 'id') return undefined;
  const collection = op.path.split('/')[1];
  if (collection === 'projects') return 'project';
  if (collection === 'notifications') return 'notification';
  if (collection === 'showcase' || collection === 'discover') return 'video';
  if (collection === 'video') return 'job';
  return undefined;
}

/** Top-level body properties (and arrays of them) that carry owned ids: `project_id`, `project_ids`, … */
export function bodyIdProperties(contract: Contract, op: Operation): { name: string; kind: ResourceKind; array: boolean }[] {
  if (!op.body) return [];
  const schema = flatten(contract, op.body.schema);
  return Object.entries<Json>(schema.properties ?? {}).flatMap(([name, prop]) => {
    const m = ID_NAME.exec(name);
    if (!m) return [];
    return [{ name, kind: m[1] as ResourceKind, array: mainType(contract.resolve(prop)) === 'array' }];
  });
}

export interface OwnedIdUse {
  op: Operation;
  kinds: ResourceKind[];
}

/** Every operation whose path or body takes a project, video, notification or job id. */
export function operationsTakingOwnedIds(contract: Contract): OwnedIdUse[] {
  return contract.operations.flatMap((op) => {
    const kinds = new Set<ResourceKind>();
    for (const p of op.parameters) {
      const kind = pathParameterKind(op, p);
      if (kind) kinds.add(kind);
    }
    for (const b of bodyIdProperties(contract, op)) kinds.add(b.kind);
    return kinds.size ? [{ op, kinds: [...kinds] }] : [];
  });
}

/** A value the schema accepts: its example, default, const or first enum value, else one built from its type. */
export function sampleValue(contract: Contract, raw: Json, depth = 0): Json {
  const schema = flatten(contract, raw);
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.find((v: Json) => v !== null);
  const variants = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(variants)) return sampleValue(contract, variants.find((v: Json) => v.type !== 'null') ?? variants[0], depth);
  switch (mainType(schema)) {
    case 'object': {
      const out: Record<string, Json> = {};
      if (depth > 4) return out;
      for (const name of schema.required ?? []) out[name] = sampleValue(contract, schema.properties?.[name] ?? {}, depth + 1);
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleValue(contract, schema.items ?? {}, depth + 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'date-time') return '2025-01-01T00:00:00Z';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return null;
  }
}

// ───────────────────────────── requests ─────────────────────────────

export interface ContractRequest {
  method: string;
  /** Relative to /api, with path parameters filled in and the query string attached. */
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer | FormData;
}

/** Ids to put where the contract asks for an owned resource (and other path values by name). */
export type IdValues = Partial<Record<ResourceKind, string>> & { pathValues?: Record<string, string> };

function fillPath(op: Operation, ids: IdValues, override: Record<string, string> = {}, contract?: Contract): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const overridden = override[name];
    if (overridden !== undefined) return overridden;
    const p = op.parameters.find((x) => x.in === 'path' && x.name === name);
    const kind = p && pathParameterKind(op, p);
    const value =
      (kind && ids[kind]) ??
      ids.pathValues?.[name] ??
      (p && contract ? String(sampleValue(contract, { ...p.schema, example: p.example ?? p.schema.example })) : 'x');
    return encodeURIComponent(value);
  });
}

function queryString(values: Record<string, string>): string {
  const qs = new URLSearchParams(values).toString();
  return qs ? `?${qs}` : '';
}

/** Values for the required query parameters (a valid request must carry them). */
function requiredQuery(contract: Contract, op: Operation): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of op.parameters) {
    if (p.in === 'query' && p.required) out[p.name] = String(sampleValue(contract, { ...p.schema, example: p.example }));
  }
  return out;
}

/** A JSON body the contract accepts: the documented example (else one built from the schema) with the given ids. */
export function validJsonBody(contract: Contract, op: Operation, ids: IdValues): Json {
  if (!op.body || !op.body.contentType.includes('json')) return undefined;
  const base = structuredClone(op.body.example ?? sampleValue(contract, op.body.schema));
  if (base && typeof base === 'object' && !Array.isArray(base)) {
    for (const b of bodyIdProperties(contract, op)) {
      const id = ids[b.kind];
      if (!id) continue;
      base[b.name] = b.array ? [id] : id;
    }
  }
  return base;
}

/** A 1×1 PNG: the smallest real image, for multipart file fields. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart form the contract accepts: a tiny PNG in each file field, sample values in the other required ones. */
export function validMultipartBody(contract: Contract, op: Operation): FormData {
  const schema = flatten(contract, op.body!.schema);
  const form = new FormData();
  for (const name of schema.required ?? []) {
    const prop = flatten(contract, schema.properties?.[name] ?? {});
    const item = mainType(prop) === 'array' ? flatten(contract, prop.items ?? {}) : prop;
    if (isFileSchema(item)) form.append(name, new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'tiny.png');
    else form.append(name, String(sampleValue(contract, prop)));
  }
  return form;
}

function isFileSchema(s: Schema): boolean {
  return s.format === 'binary' || s.contentMediaType !== undefined || s.contentEncoding === 'binary';
}

/** The operation called as documented, with `ids` in its path and body: what another user's call looks like. */
export function validRequest(contract: Contract, op: Operation, ids: IdValues): ContractRequest {
  const url = fillPath(op, ids, {}, contract) + queryString(requiredQuery(contract, op));
  if (op.body?.contentType === 'multipart/form-data') {
    return { method: op.method, url, headers: {}, body: validMultipartBody(contract, op) };
  }
  const body = validJsonBody(contract, op, ids);
  if (body === undefined) return { method: op.method, url, headers: {} };
  return { method: op.method, url, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

export interface BadCase extends ContractRequest {
  operationId: string;
  /** What is wrong with it, for failure messages. */
  label: string;
  /**
   * 'reject': the contract makes it invalid, so 4xx. 'no-5xx': invalid in spirit but the contract sets no limit
   * (a 1 MB string where no maxLength is given), so anything but a server error.
   */
  expect: 'reject' | 'no-5xx';
  /** Sent without the bearer token (the operation needs one). */
  anonymous?: boolean;
}

const HUGE = 'A'.repeat(1024 * 1024);

/** A value of the wrong JSON type for the schema that AJV's coercion cannot turn into the right one. */
function wrongType(schema: Schema): Json {
  switch (mainType(schema)) {
    case 'string':
      return { not: 'a string' };
    case 'integer':
    case 'number':
      return 'not-a-number';
    case 'boolean':
      return 'maybe';
    case 'array':
      return { not: 'an array' };
    case 'object':
      return 'not an object';
    default:
      return undefined;
  }
}

/** Values the schema rejects for a string/number parameter or property (as JSON values). */
function violations(schema: Schema): { label: string; value: Json; strict: boolean }[] {
  const out: { label: string; value: Json; strict: boolean }[] = [];
  const type = mainType(schema);
  if (Array.isArray(schema.enum)) out.push({ label: 'not one of the enum', value: 'not_in_the_enum_zz', strict: true });
  if (type === 'string') {
    if (schema.maxLength !== undefined) {
      out.push({ label: `longer than maxLength ${schema.maxLength}`, value: 'a'.repeat(schema.maxLength + 1), strict: true });
    }
    if (schema.pattern && !new RegExp(schema.pattern).test('bad value ✗ <>')) {
      out.push({ label: 'not matching the pattern', value: 'bad value ✗ <>', strict: true });
    }
    if (schema.format === 'email') out.push({ label: 'not an e-mail', value: 'not-an-email', strict: true });
    if (schema.format === 'date-time') out.push({ label: 'not a date-time', value: 'yesterday', strict: true });
    if ((schema.minLength ?? 0) > 0) out.push({ label: 'empty', value: '', strict: true });
  }
  if (type === 'integer' || type === 'number') {
    if (schema.minimum !== undefined) out.push({ label: 'below minimum', value: schema.minimum - 1, strict: true });
    if (schema.maximum !== undefined) out.push({ label: 'above maximum', value: schema.maximum + 1, strict: true });
    if (type === 'integer') out.push({ label: 'not an integer', value: 1.5, strict: true });
    out.push({ label: 'huge number', value: 1e300, strict: schema.maximum !== undefined });
    out.push({ label: 'negative', value: -1, strict: schema.minimum !== undefined && schema.minimum >= 0 });
  }
  return out;
}

/**
 * Schema-violating requests for one operation, at most `cap`: bad path and query parameters, missing token,
 * malformed JSON, wrong content types, missing required fields, wrong types, too long or huge strings, numbers out
 * of range, enum violations, unknown fields, and bad multipart (no file, a non-image/non-audio file).
 */
export function badCases(contract: Contract, op: Operation, ids: IdValues, cap = 45): BadCase[] {
  const cases: BadCase[] = [];
  const valid = validRequest(contract, op, ids);
  const [validPath, validQs = ''] = valid.url.split('?');
  const baseQuery = Object.fromEntries(new URLSearchParams(validQs));
  const add = (c: Omit<BadCase, 'operationId' | 'method' | 'headers' | 'url'> & Partial<ContractRequest>) =>
    cases.push({
      operationId: op.operationId,
      method: op.method,
      url: valid.url,
      headers: valid.headers,
      body: valid.body,
      ...c,
    });

  if (op.authenticated) add({ label: 'no bearer token', expect: 'reject', anonymous: true });

  for (const p of op.parameters.filter((x) => x.in === 'path')) {
    const bad = [
      { label: 'not matching the id pattern', value: 'bad id ✗' },
      { label: 'path traversal', value: '../../etc/passwd' },
      ...(p.schema.maxLength !== undefined ? [{ label: 'too long', value: 'a'.repeat(p.schema.maxLength + 1) }] : []),
      ...(pathParameterKind(op, p) ? [{ label: 'an id nobody has', value: '0b7d6f5e-0000-4000-8000-00000000dead' }] : []),
      ...(pathParameterKind(op, p) ? [{ label: 'not a uuid', value: 'not-a-uuid' }] : []),
    ];
    for (const b of bad) {
      add({
        label: `path ${p.name}: ${b.label}`,
        url: fillPath(op, ids, { [p.name]: encodeURIComponent(b.value) }, contract) + queryString(baseQuery),
        expect: 'reject',
      });
    }
  }

  for (const p of op.parameters.filter((x) => x.in === 'query')) {
    const bad = [
      ...violations(p.schema),
      ...(mainType(p.schema) === 'integer' || mainType(p.schema) === 'number'
        ? [{ label: 'not a number', value: 'abc', strict: true }]
        : []),
      ...(mainType(p.schema) === 'boolean' ? [{ label: 'not a boolean', value: 'maybe', strict: true }] : []),
    ];
    for (const b of bad) {
      add({
        label: `query ${p.name}: ${b.label}`,
        url: validPath + queryString({ ...baseQuery, [p.name]: String(b.value) }),
        expect: b.strict ? 'reject' : 'no-5xx',
      });
    }
    if (p.required) {
      const { [p.name]: _, ...rest } = baseQuery;
      add({ label: `query ${p.name}: missing`, url: validPath + queryString(rest), expect: 'reject' });
    }
  }

  if (op.body?.contentType.includes('json')) addJsonCases(contract, op, valid, add);
  if (op.body?.contentType === 'multipart/form-data') addMultipartCases(contract, op, add);

  return cases.slice(0, cap);
}

type Add = (c: Omit<BadCase, 'operationId' | 'method' | 'headers' | 'url'> & Partial<ContractRequest>) => void;

const JSON_HEADERS = { 'content-type': 'application/json' };

function addJsonCases(contract: Contract, op: Operation, valid: ContractRequest, add: Add) {
  const body = op.body!;
  const base = JSON.parse(valid.body as string);
  const json = (label: string, value: Json, expect: BadCase['expect'] = 'reject') =>
    add({ label: `body ${label}`, headers: JSON_HEADERS, body: JSON.stringify(value), expect });

  add({ label: 'malformed JSON', headers: JSON_HEADERS, body: '{"unterminated": ', expect: 'reject' });
  add({ label: 'JSON sent as text/plain', headers: { 'content-type': 'text/plain' }, expect: 'reject' });
  add({
    label: 'JSON sent as an unknown type',
    headers: { 'content-type': 'application/x-storyloom-nonsense' },
    expect: 'reject',
  });
  if (body.required) add({ label: 'no body', headers: {}, body: undefined, expect: 'reject' });

  const schema = flatten(contract, body.schema);
  if (mainType(schema) !== 'object' || !base || typeof base !== 'object') return;
  json('as an array', [base]);
  json('as a string', 'just a string');
  json('null', null);

  for (const name of schema.required ?? []) {
    const { [name]: _, ...rest } = base;
    json(`missing required ${name}`, rest);
  }
  if (schema.additionalProperties === false) json('with an unknown field', { ...base, surely_not_a_field: 1 });

  let hugeSent = false;
  for (const [name, raw] of Object.entries<Json>(schema.properties ?? {})) {
    const prop = flatten(contract, raw);
    if (prop.readOnly) continue;
    const wrong = wrongType(prop);
    const allowed = Array.isArray(prop.type) ? prop.type : [prop.type];
    if (wrong !== undefined && !allowed.includes(typeof wrong === 'object' ? 'object' : typeof wrong)) {
      json(`${name}: wrong type`, { ...base, [name]: wrong });
    }
    for (const v of violations(prop)) json(`${name}: ${v.label}`, { ...base, [name]: v.value }, v.strict ? 'reject' : 'no-5xx');
    if (mainType(prop) === 'string' && !hugeSent) {
      // One 1 MB string per operation: above any maxLength it must be refused; without one, only no 5xx is asked.
      hugeSent = true;
      json(`${name}: 1 MB string`, { ...base, [name]: HUGE }, prop.maxLength !== undefined ? 'reject' : 'no-5xx');
    }
    if (mainType(prop) === 'array') {
      const items = flatten(contract, prop.items ?? {});
      const wrongItem = wrongType(items);
      if (wrongItem !== undefined) json(`${name}: wrong item type`, { ...base, [name]: [wrongItem] });
      if (prop.maxItems !== undefined) {
        json(`${name}: more than maxItems`, {
          ...base,
          [name]: Array.from({ length: prop.maxItems + 1 }, () => base[name]?.[0] ?? 'x'),
        });
      }
    }
  }
}

function addMultipartCases(contract: Contract, op: Operation, add: Add) {
  const schema = flatten(contract, op.body!.schema);
  const fileFields = Object.entries<Json>(schema.properties ?? {})
    .filter(([, raw]) => {
      const p = flatten(contract, raw);
      return isFileSchema(mainType(p) === 'array' ? flatten(contract, p.items ?? {}) : p);
    })
    .map(([name]) => name);
  const form = (build: (f: FormData) => void) => {
    const f = new FormData();
    build(f);
    return f;
  };
  add({ label: 'JSON instead of multipart', headers: JSON_HEADERS, body: JSON.stringify({}), expect: 'reject' });
  add({ label: 'multipart without any field', headers: {}, body: form(() => {}), expect: 'reject' });
  for (const field of fileFields) {
    add({
      label: `multipart ${field}: a text file instead of media`,
      headers: {},
      body: form((f) => {
        for (const [name, raw] of Object.entries<Json>(schema.properties ?? {})) {
          if (name === field) f.append(name, new Blob(['this is not a picture or a sound'], { type: 'text/plain' }), 'notes.txt');
          else if ((schema.required ?? []).includes(name) && !fileFields.includes(name)) {
            f.append(name, String(sampleValue(contract, raw)));
          }
        }
      }),
      expect: 'reject',
    });
    add({
      label: `multipart ${field}: bytes claiming to be media`,
      headers: {},
      body: form((f) => {
        const type = String(op.body!.encoding?.[field]?.contentType ?? 'image/*').replace('*', 'png');
        f.append(field, new Blob([Buffer.from('GARBAGE'.repeat(100))], { type }), `fake.${type.split('/')[1]}`);
        for (const [name, raw] of Object.entries<Json>(schema.properties ?? {})) {
          if (name !== field && (schema.required ?? []).includes(name) && !fileFields.includes(name)) {
            f.append(name, String(sampleValue(contract, raw)));
          }
        }
      }),
      expect: 'reject',
    });
  }
}
