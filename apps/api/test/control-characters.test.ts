import { apiRouteList, type ApiRoute } from '@finceptiv/contract/api';
import { validationMessages as M } from '@finceptiv/contract/validation/messages';
import { safeTextPattern } from '@finceptiv/contract/validation/primitives';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import type { Database } from '../src/db/schema.ts';
import { xsrfSession, type XsrfSession } from '../src/test-support/xsrf-session.ts';
import { fiestaLoan } from './support/lead-walk.ts';
import { signedInOperator } from './support/signed-in-operator.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// A character PostgreSQL refuses (U+0000, an unpaired surrogate in JSON) or that a stored value
// must not carry (other controls, bidirectional overrides) is a 422 field error on the field,
// never a 500 (docs/security.md). Every string the route map takes (params, query, bodies, the
// upload's fields, record keys included) gets each class, on skeleton bodies built from the
// schemas; the lead, update and affiliate calls also get them inside otherwise valid requests.

let t: TestApp;
let operator: XsrfSession;
beforeAll(async () => {
  t = await createTestApp({
    deps: {
      limits: {
        leadCreatePerClientPerMinute: 100_000,
        leadUpdatesPerClientPerMinute: 100_000,
        smsSendsPerClientPerHour: 100_000,
        verifyAttemptsPerClientPerHour: 100_000,
        uploadsPerClientPerHour: 100_000,
        passwordAttemptsPerClientPerHour: 100_000,
        unsubscribesPerClientPerHour: 100_000,
        affiliateEventsPerClientPerMinute: 100_000,
      },
    },
  });
  // The operator routes check their access before their query: sign in, so the query is read.
  operator = await signedInOperator(t);
});
afterAll(() => t.close());

// Tables a refused request must not touch.
const tables: (keyof Database)[] = [
  'leads',
  'idempotency_keys',
  'affiliate_events',
  'documents',
  'missing_translations',
  'customer_passwords',
  'email_opt_outs',
];
async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of tables) {
    const row = await t.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

const char = (from: number, to: number) =>
  fc.integer({ min: from, max: to }).map((code) => String.fromCharCode(code));

/** The classes of characters no string may carry, each a generator of its members. */
const forbidden = {
  NUL: fc.constant('\u0000'),
  'C0 control': char(0x01, 0x1f),
  DEL: fc.constant('\u007f'),
  'C1 control': char(0x80, 0x9f),
  'lone surrogate': char(0xd800, 0xdfff),
  'bidi override': fc.constantFrom(
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
  ),
} as const;
type ForbiddenClass = keyof typeof forbidden;
const classNames = Object.keys(forbidden) as ForbiddenClass[];
/** One fixed member per class, for the examples every run starts with. */
const fixed: Record<ForbiddenClass, string> = {
  NUL: '\u0000',
  'C0 control': '\u001b',
  DEL: '\u007f',
  'C1 control': '\u0085',
  'lone surrogate': '\ud800',
  'bidi override': '\u202e',
};

/** A forbidden character inside a short, non-blank value: 'ab\u0000c'. */
const alnum = fc.constantFrom('a', 'b', 'c', 'x', 'y', 'z', '0', '1', '8', '9');
const embedded = fc
  .tuple(
    fc.constantFrom(...classNames).chain((name) => forbidden[name].map((c) => [name, c] as const)),
    fc.string({ unit: alnum, minLength: 1, maxLength: 3 }),
    fc.string({ unit: alnum, maxLength: 3 }),
  )
  .map(([[name, c], before, after]) => ({ name, value: `${before}${c}${after}` }));

// --- The string leaves of a zod/mini schema --------------------------------------------------

type Def = {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  keyType?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  out?: z.core.$ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  checks?: { _zod: { def: { pattern?: RegExp } } }[];
};
const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as Def;

/** How to reach a leaf: an object key, an array item, a record's key or value, a union option. */
type Step =
  { prop: string } | { item: true } | { key: true } | { value: true } | { option: number };
interface Leaf {
  steps: Step[];
  schema: z.core.$ZodType;
  /** Checked by the contract's unsafe-character rule (text(), safeString()). */
  safe: boolean;
  /** A free or patterned string, not an enum or literal. */
  string: boolean;
}

const wrappers = new Set(['optional', 'nullable', 'default', 'nonoptional', 'readonly', 'catch']);
const inner = (def: Def): z.core.$ZodType | undefined =>
  wrappers.has(def.type)
    ? def.innerType
    : def.type === 'pipe' && def.in && def.out
      ? ['custom', 'transform', 'unknown'].includes(defOf(def.in).type)
        ? def.out
        : def.in
      : undefined;

function leavesOf(schema: z.core.$ZodType, steps: Step[] = []): Leaf[] {
  const def = defOf(schema);
  const unwrapped = inner(def);
  if (unwrapped) return leavesOf(unwrapped, steps);
  switch (def.type) {
    case 'string':
      return [
        {
          steps,
          schema,
          string: true,
          safe: (def.checks ?? []).some((c) => c._zod.def.pattern === safeTextPattern),
        },
      ];
    case 'enum':
      return [{ steps, schema, string: false, safe: false }];
    case 'literal':
      return def.values?.some((v) => typeof v === 'string')
        ? [{ steps, schema, string: false, safe: false }]
        : [];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([prop, s]) =>
        leavesOf(s, [...steps, { prop }]),
      );
    case 'array':
      return def.element ? leavesOf(def.element, [...steps, { item: true }]) : [];
    case 'record':
      return [
        ...(def.keyType ? leavesOf(def.keyType, [...steps, { key: true }]) : []),
        ...(def.valueType ? leavesOf(def.valueType, [...steps, { value: true }]) : []),
      ];
    case 'union':
      return (def.options ?? []).flatMap((o, option) => leavesOf(o, [...steps, { option }]));
    default:
      return [];
  }
}

/**
 * A value of the schema with every field filled (strings 'a', the first enum member, the
 * option the leaf is in), and `value` at the leaf. Other fields may still be wrong (a pattern),
 * which only adds their errors to the leaf's.
 */
function build(schema: z.core.$ZodType, steps: Step[] | null, value: string): unknown {
  const def = defOf(schema);
  if (steps?.length === 0 && ['string', 'enum', 'literal'].includes(def.type)) return value;
  const unwrapped = inner(def);
  if (unwrapped) return build(unwrapped, steps, value);
  const [head, ...rest] = steps ?? [];
  switch (def.type) {
    case 'string':
      return 'a';
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([prop, s]) => [
          prop,
          build(s, head && 'prop' in head && head.prop === prop ? rest : null, value),
        ]),
      );
    case 'array':
      return def.element ? [build(def.element, head ? rest : null, value)] : [];
    case 'record': {
      if (!def.keyType || !def.valueType) return {};
      if (head && 'key' in head) return { [value]: build(def.valueType, null, value) };
      return {
        [recordKey(def)]: build(def.valueType, head && 'value' in head ? rest : null, value),
      };
    }
    case 'union': {
      const option = head && 'option' in head ? head.option : 0;
      const chosen = def.options?.[option];
      return chosen ? build(chosen, head && 'option' in head ? rest : null, value) : undefined;
    }
    default:
      return undefined;
  }
}

const recordKey = (def: Def) => String(def.keyType ? build(def.keyType, null, '') : 'a');

/** The field name a 422 gives the leaf: keys joined by dots, an item as 0. */
function fieldNameOf(schema: z.core.$ZodType, steps: Step[], value: string): string {
  const names: string[] = [];
  let current: z.core.$ZodType | undefined = schema;
  for (const step of steps) {
    let def: Def = defOf(current as z.core.$ZodType);
    for (let next = inner(def); next; next = inner(def)) def = defOf(next);
    if ('prop' in step) {
      names.push(step.prop);
      current = def.shape?.[step.prop];
    } else if ('item' in step) {
      names.push('0');
      current = def.element;
    } else if ('key' in step) {
      names.push(value);
      current = def.keyType;
    } else if ('value' in step) {
      names.push(recordKey(def));
      current = def.valueType;
    } else {
      current = def.options?.[step.option];
    }
  }
  return names.join('.');
}

// --- Requests --------------------------------------------------------------------------------

/** Percent-encodes for a URL; an unpaired surrogate as the bytes it would have (WTF-8). */
function percentEncode(value: string): string {
  // Array.from: by code point, so a valid pair stays one character and a lone half is alone.
  return Array.from(value)
    .map((c) => {
      const code = c.codePointAt(0) ?? 0;
      if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(c);
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    })
    .join('');
}

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

function multipart(fields: Record<string, unknown>) {
  const boundary = 'controlcharacters42';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
  );
  return {
    payload: Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

type Where = 'params' | 'query' | 'body' | 'formFields';
const places: Where[] = ['params', 'query', 'body', 'formFields'];

/** The route's request with every input built from its schemas, `value` at the leaf in `where`. */
function requestFor(route: ApiRoute, where: Where, leaf: Leaf, value: string) {
  const input = (place: Where) => {
    const schema = route[place];
    return schema ? build(schema, place === where ? leaf.steps : null, value) : undefined;
  };
  const params = (input('params') ?? {}) as Record<string, string>;
  const url = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    percentEncode(params[name] ?? 'a'),
  );
  const query = Object.entries((input('query') ?? {}) as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${percentEncode(String(v))}`)
    .join('&');
  const fullUrl = query === '' ? url : `${url}?${query}`;
  if (route.multipart)
    return {
      method: route.method,
      url: fullUrl,
      ...multipart(input('formFields') as Record<string, unknown>),
    };
  const body = input('body');
  return {
    method: route.method,
    url: fullUrl,
    ...(route.method === 'GET' ? {} : { payload: body ?? {} }),
  };
}

interface FieldErrorsBody {
  errors?: { fieldName: string; message: string }[];
}

/**
 * 4xx, never 5xx; a string field (not an enum) is a 422 naming it, with the unsafe-character
 * message where the contract's rule checks it. A URL that cannot be decoded (an unpaired
 * surrogate's bytes) is a 400 before any schema. The upload's handler reads its multipart
 * fields itself (an unknown lead id is a 404), so there only the 4xx is asked.
 */
function expectRefused(
  response: LightMyRequestResponse,
  expected: { fieldName: string; string: boolean; safe: boolean; where: Where },
  context: string,
) {
  const what = `${context} -> ${String(response.statusCode)} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, what).toBeLessThan(500);
  const inUrl = expected.where === 'params' || expected.where === 'query';
  if ((response.statusCode === 400 && inUrl) || expected.where === 'formFields') return;
  if (!expected.string) return;
  expect(response.statusCode, what).toBe(422);
  const errors = response.json<FieldErrorsBody>().errors ?? [];
  const own = errors.find((e) => e.fieldName === expected.fieldName);
  expect(own, what).toBeDefined();
  if (expected.safe) expect(own?.message, what).toBe(M.unsafeCharacters);
}

const clientFor = (route: ApiRoute) => (route.access === 'operator' ? operator : t.client);

const targets = apiRouteList
  .flatMap((route) =>
    places.flatMap((where) => {
      const schema = route[where];
      return schema ? [{ route, where, schema, leaves: leavesOf(schema) }] : [];
    }),
  )
  .filter((target) => target.leaves.length > 0);

describe('unsafe characters in every string of the route map', () => {
  it('finds the strings of every route that takes input', () => {
    const names = new Set(targets.map((target) => target.route.name));
    for (const name of ['createLeadV2', 'updateLeadV2', 'createLeadV3', 'affiliateEvent'])
      expect(names).toContain(name);
    const free = targets.flatMap((target) => target.leaves.filter((l) => l.string));
    expect(free.length).toBeGreaterThan(300);
  });

  // Without HTTP, so every string meets every class: the route's own schema, as the API checks.
  it('are refused by the schema of each string, every class', () => {
    for (const { route, where, schema, leaves } of targets) {
      leaves.forEach((leaf, i) => {
        if (!leaf.string) return;
        classNames.forEach((name, j) => {
          const c = fixed[name];
          // First, inside or last, in turn.
          const value = [`${c}ab`, `a${c}b`, `ab${c}`][(i + j) % 3] ?? c;
          const fieldName = fieldNameOf(schema, leaf.steps, value);
          const result = (schema as z.ZodMiniType).safeParse(build(schema, leaf.steps, value));
          const context = `${route.name} ${where} ${fieldName} ${name} ${JSON.stringify(value)}`;
          const own = result.error?.issues.find((e) => e.path.map(String).join('.') === fieldName);
          expect(own, context).toBeDefined();
          if (leaf.safe) expect(own?.message, context).toBe(M.unsafeCharacters);
        });
      });
    }
  });

  it.each(targets.map((target) => [`${target.route.name} ${target.where}`, target] as const))(
    '%s answers 4xx for each, with the field error',
    async (_name, { route, where, leaves }) => {
      const before = await counts();
      // Every string once (the classes in turn), then random picks of string, class and place.
      const examples = leaves.map((leaf, i): [Leaf, { name: ForbiddenClass; value: string }] => {
        const name = classNames[i % classNames.length] ?? 'NUL';
        return [leaf, { name, value: `a${fixed[name]}b` }];
      });
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...leaves), embedded, async (leaf, { name, value }) => {
          const schema = route[where] as z.core.$ZodType;
          const fieldName = fieldNameOf(schema, leaf.steps, value);
          const response = await clientFor(route).inject(requestFor(route, where, leaf, value));
          expectRefused(
            response,
            { fieldName, string: leaf.string, safe: leaf.safe, where },
            `${route.method} ${route.path} ${where}.${fieldName} (${name})`,
          );
        }),
        { examples, numRuns: examples.length + 6, seed: 20_260_101 },
      );
      expect(await counts()).toEqual(before);
    },
  );
});

// --- Inside otherwise valid requests --------------------------------------------------------

/** The tracking fields of spec 3 a browser sends with the lead, each as the app sends it. */
const tracking = {
  tags: ['campaign-a'],
  fbp: 'fb.1.1700000000000.1234567890',
  fbc: 'fb.1.1700000000000.AbCdEf',
  ttp: 'ttp-1',
  ttclid: 'ttclid-1',
  leadSource: 'web',
  recaptchaLabel: 'apply',
  sellingTierGlobalId: 'tier-1',
  googleClick: { gclid: 'gclid-1', gbraid: 'gbraid-1', wbraid: 'wbraid-1' },
  affiliateReferenceParams: { attribute: 'partner', subId: 'sub-1', transactionId: 'tx-1' },
  deviceData: { language: 'es-ES', screenResolution: '1920x1080' },
  posthogParameters: { leadPrefilledFields: ['email'] },
};
const v3Initial = {
  email: 'ana@example.com',
  phone_number: '+34 612 345 678',
  loan_amount: 500,
  loan_period: 61,
  form_general_policies: true,
};

/** A string of a concrete body: a value, or a key of a record (data point names, policy ids). */
interface BodyString {
  path: string[];
  key: boolean;
  safe: boolean;
  string: boolean;
}

const unwrap = (schema: z.core.$ZodType): Def => {
  let def = defOf(schema);
  for (let next = inner(def); next; next = inner(def)) def = defOf(next);
  return def;
};
const leafKind = (schema: z.core.$ZodType) => {
  const [leaf] = leavesOf(schema);
  return { safe: leaf?.safe ?? false, string: leaf?.string ?? false };
};

/** The strings of `value` with what its schema says of each (a union by the value's shape). */
function stringsOf(schema: z.core.$ZodType, value: unknown, path: string[] = []): BodyString[] {
  let def = unwrap(schema);
  if (def.type === 'union') {
    const shape = Array.isArray(value) ? 'array' : typeof value;
    const option = def.options?.find((o) => unwrap(o).type === shape);
    if (!option) return [];
    return stringsOf(option, value, path);
  }
  if (typeof value === 'string') return [{ path, key: false, ...leafKind(schema) }];
  if (Array.isArray(value) && def.element) {
    const element = def.element;
    return value.flatMap((item, i) => stringsOf(element, item, [...path, String(i)]));
  }
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => {
    def = unwrap(schema);
    if (def.type === 'record' && def.keyType && def.valueType)
      return [
        { path: [...path, key], key: true, ...leafKind(def.keyType) },
        ...stringsOf(def.valueType, item, [...path, key]),
      ];
    const property = def.shape?.[key];
    return property ? stringsOf(property, item, [...path, key]) : [];
  });
}

/** `body` with `c` put into the string (or key) at `at`, a share of its length from the start. */
function withCharacter(body: object, target: BodyString, c: string, at: number) {
  const copy = structuredClone(body) as Record<string, unknown>;
  const parentPath = target.path.slice(0, -1);
  const last = target.path.at(-1) ?? '';
  const parent = parentPath.reduce<Record<string, unknown>>(
    (node, part) => node[part] as Record<string, unknown>,
    copy,
  );
  const insert = (s: string) => {
    const i = Math.min(s.length, Math.round(at * s.length));
    return `${s.slice(0, i)}${c}${s.slice(i)}`;
  };
  if (!target.key) {
    parent[last] = insert(parent[last] as string);
    return { body: copy, fieldName: target.path.join('.') };
  }
  const key = insert(last);
  // The key keeps its place among its siblings, as a browser would send it.
  const entries = Object.entries(parent).map(([k, v]) => [k === last ? key : k, v] as const);
  for (const k of Object.keys(parent)) Reflect.deleteProperty(parent, k);
  Object.assign(parent, Object.fromEntries(entries));
  return { body: copy, fieldName: [...parentPath, key].join('.') };
}

const aCharacter = fc
  .constantFrom(...classNames)
  .chain((name) => forbidden[name].map((c) => ({ name, c })));

describe('unsafe characters inside otherwise valid lead and affiliate calls', () => {
  const calls: {
    name: string;
    route: ApiRoute & { name: string };
    session: () => XsrfSession;
    body: () => object;
  }[] = [];
  let v2: XsrfSession;
  let v3: XsrfSession;
  let v2Id = '';
  let v3Id = '';
  const route = (name: string) => {
    const found = apiRouteList.find((r) => r.name === name);
    if (!found) throw new Error(name);
    return found;
  };
  const createV2 = () => ({ ...fiestaLoan, ...tracking, policies: { privacy: true } });
  const updateV2 = () => ({
    product: 'fiesta',
    id: v2Id,
    ...tracking,
    generalPolicies: true,
    personalDetails: { firstName: 'Ana', lastName: 'Ruiz', dateOfBirth: '1990-03-05' },
    otherDetails: { loanPurpose: 'car' },
  });
  const createV3 = () => ({ product: 'fiesta', dataPoints: v3Initial, ...tracking });
  const updateV3 = () => ({
    product: 'fiesta',
    id: v3Id,
    dataPoints: { form_first_name: 'Ana', form_last_name: 'Ruiz', form_city: 'Madrid' },
    ...tracking,
  });
  const affiliate = () => ({
    product: 'fiesta',
    event: 'lead_submitted',
    leadId: v2Id,
    sessionId: 'session-1',
    attribute: 'partner',
    subId: 'sub-1',
    transactionId: 'tx-1',
    occurredAt: new Date().toISOString(),
  });

  beforeAll(async () => {
    v2 = await xsrfSession(t.app);
    v3 = await xsrfSession(t.app);
    calls.push(
      {
        name: 'POST /api/v2/lead',
        route: route('createLeadV2'),
        session: () => v2,
        body: createV2,
      },
      { name: 'PUT /api/v2/lead', route: route('updateLeadV2'), session: () => v2, body: updateV2 },
      {
        name: 'POST /api/v3/lead',
        route: route('createLeadV3'),
        session: () => v3,
        body: createV3,
      },
      { name: 'PUT /api/v3/lead', route: route('updateLeadV3'), session: () => v3, body: updateV3 },
      {
        name: 'POST /api/affiliate/event',
        route: route('affiliateEvent'),
        session: () => v2,
        body: affiliate,
      },
    );
    // Each body as it is goes through (the creates with a solved bot check): the character is
    // then all that is wrong with it. The creates come first: the updates name their leads.
    for (const call of calls) {
      const response = await call.session().inject({
        method: call.route.method,
        url: call.route.path,
        payload: call.body(),
      });
      expect(response.statusCode, `${call.name} ${response.body}`).toBe(call.route.successStatus);
      if (call.route.name === 'createLeadV2') v2Id = response.json<{ id: string }>().id;
      if (call.route.name === 'createLeadV3') v3Id = response.json<{ id: string }>().id;
    }
  });

  const stored = async () =>
    (await t.database.db.selectFrom('leads').select(['id', 'data']).orderBy('id').execute()).map(
      (row) => JSON.stringify(row),
    );

  it.each(['createLeadV2', 'updateLeadV2', 'createLeadV3', 'updateLeadV3', 'affiliateEvent'])(
    '%s: a field error on the field, nothing stored',
    async (routeName) => {
      const call = calls.find((c) => c.route.name === routeName);
      if (!call) throw new Error(routeName);
      const schema = call.route.body as z.core.$ZodType;
      const targets = stringsOf(schema, call.body()).filter((s) => s.path.join('.') !== 'product');
      expect(targets.length).toBeGreaterThan(5);
      const [before, leadsBefore] = [await counts(), await stored()];
      const examples = targets.map(
        (target, i): [BodyString, { name: ForbiddenClass; c: string }, number] => {
          const name = classNames[i % classNames.length] ?? 'NUL';
          return [target, { name, c: fixed[name] }, 0.5];
        },
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...targets),
          aCharacter,
          fc.double({ min: 0, max: 1, noNaN: true }),
          async (target, { name, c }, at) => {
            const { body, fieldName } = withCharacter(call.body(), target, c, at);
            const response = await call.session().inject({
              method: call.route.method,
              url: call.route.path,
              payload: body,
            });
            expectRefused(
              response,
              { fieldName, string: target.string, safe: target.safe, where: 'body' },
              `${call.name} ${fieldName} (${name})`,
            );
          },
        ),
        { examples, numRuns: examples.length + 10, seed: 20_260_102 },
      );
      expect(await counts()).toEqual(before);
      expect(await stored()).toEqual(leadsBefore);
    },
  );

  it('refuses them in a lead id of the path, the spelled-out %00 too', async () => {
    const before = await stored();
    const literal = await v2.inject({ method: 'GET', url: `/api/lead/status/${v2Id}%00` });
    expectRefused(
      literal,
      { fieldName: 'id', string: true, safe: true, where: 'params' },
      'GET /api/lead/status/<id>%00',
    );
    const paths: ((id: string) => ['GET' | 'POST', string])[] = [
      (id) => ['GET', `/api/lead/status/${id}`],
      (id) => ['GET', `/api/lead/${id}/redirect`],
      (id) => ['GET', `/api/customer/${id}/consents`],
      (id) => ['POST', `/api/lead/skip/${id}`],
      (id) => ['POST', `/api/lead/continue/${id}`],
      (id) => ['POST', `/api/v3/lead/url/${id}/continue`],
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        aCharacter,
        fc.nat({ max: 36 }),
        async (pathOf, { name, c }, at) => {
          const id = `${v2Id.slice(0, at)}${c}${v2Id.slice(at)}`;
          const [method, url] = pathOf(percentEncode(id));
          const response = await v2.inject({
            method,
            url,
            ...(method === 'POST' ? { payload: { token: 'a'.repeat(43) } } : {}),
          });
          expectRefused(
            response,
            { fieldName: 'id', string: true, safe: true, where: 'params' },
            `${method} ${url} (${name})`,
          );
        },
      ),
      { numRuns: 30, seed: 20_260_103 },
    );
    expect(await stored()).toEqual(before);
  });
});
