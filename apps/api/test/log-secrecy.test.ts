// No log line, at any level, holds an applicant's personal data, a lead id, a token or a file's
// bytes (docs/security.md, logs). One known applicant walks to the id upload; every refusal the
// API can give them is provoked, and two real database errors are forced: a check constraint
// the test adds makes PostgreSQL (or PGlite) refuse the lead's update and the document's insert,
// so the driver's own error, with the query's real parameters and failing row, reaches the
// error handler. The log must still tell an operator what failed: the SQLSTATE and where.
import { deflateSync } from 'node:zlib';
import { ProgressState } from '@finceptiv/contract/progress-states';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../src/config/env.ts';
import { redactUrl } from '../src/http/logging.ts';
import { scrubLine, scrubMessage, serializeError } from '../src/http/log-serializers.ts';
import { signedHeaders } from '../src/partners/signing.ts';
import { xsrfSession, type XsrfSession } from '../src/test-support/xsrf-session.ts';
import { injectedBotAnswer } from '../src/test-support/bot-answer.ts';
import { fiestaLoan, type LeadStateBody } from './support/lead-walk.ts';
import { loadCatalogue, stubSecret } from './support/partner-catalogue-file.ts';
import { signedInOperator } from './support/signed-in-operator.ts';
import { createLoggingTestApp, type TestApp } from './support/test-app.ts';

// The applicant: values no route, library or log line would hold by chance.
const person = {
  firstName: 'Zenobiaxa',
  lastName: 'Quintanillaz',
  // Day 5: the Advanzia demonstration partner, whose post-offer steps end at the id upload.
  dateOfBirth: '1986-11-05',
  personalCode: '48213957T',
};
const contact = { email: 'zenobia.quintanillaz.4417@example.com', phoneNumber: '+34 611 987 654' };
const income = { monthlyIncome: 2873 };
const password = 'Pa55word-zenobia-9QxL';
const optOutToken = 'optout7f3a9c2e1b5d8a6f4c0e2b9d7a5f3c1e';
const signatureSecret = stubSecret('gamma');

/**
 * The document: a real PNG (the upload may decode and re-encode it) whose pixels spell a pattern
 * no other bytes of the run hold. Stored uncompressed, so the pattern is in the bytes as sent.
 */
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PATTERN = Buffer.from('ZQX-ID-DOCUMENT-7F3A;');
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function pngOf(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = side * 3;
  const raw = Buffer.alloc((row + 1) * side);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < row; x++)
      raw[y * (row + 1) + 1 + x] = PATTERN[(y * row + x) % PATTERN.length] ?? 0;
  return Buffer.concat([
    Buffer.from(PNG),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const document = pngOf(96); // 27 KB
const fileName = `${person.lastName}-dni-scan.png`;

const lines: string[] = [];
let t: TestApp;
let id = '';
/** Tokens and cookies the run saw: none may reach the log either. */
const tokens: string[] = [password, optOutToken];
let storedBytes = Buffer.alloc(0);

beforeAll(async () => {
  // A remote partner (for the signed callback) serving no country of the walk.
  const remote = loadCatalogue(
    {
      decisionBudgetMs: 2000,
      partners: [
        {
          id: 'gamma',
          name: 'Partner gamma',
          serves: { countries: ['PL'] },
          steps: [],
          end: { kind: 'thank-you' },
          decision: {
            kind: 'remote',
            decisionUrl: 'http://127.0.0.1:9/decide',
            timeoutMs: 1000,
            secretEnv: 'PARTNER_GAMMA_SECRET',
            fields: ['personalDetails.dateOfBirth'],
          },
        },
      ],
    },
    ['gamma'],
  );
  const partners = testEnv().PARTNERS;
  t = await createLoggingTestApp(lines, {
    // Every level: a debug or trace line is a log line too.
    env: {
      LOG_LEVEL: 'trace',
      PARTNERS: { ...partners, partners: [...partners.partners, ...remote.partners] },
    },
    deps: { limits: { unsubscribesPerClientPerHour: 2, uploadMaxBytes: 64 * 1024 } },
  });
}, 60_000);
afterAll(() => t.close());

type Inject = XsrfSession['inject'];
type Response = Awaited<ReturnType<Inject>>;
const client = () => t.client;
const put = (body: object, as: XsrfSession = client()): Promise<Response> =>
  as.inject({ method: 'PUT', url: '/api/v2/lead', payload: { product: 'fiesta', id, ...body } });

function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = 'logsecrecyboundary';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    ...(file
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          file.bytes,
          Buffer.from('\r\n'),
        ]
      : []),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (fields: Record<string, string>, file?: { name: string; bytes: Buffer }) =>
  client().inject({ method: 'POST', url: '/api/lead/idUpload', ...multipart(fields, file) });

/** Adds a check constraint no new row meets, runs `act`, and drops it again. */
async function refusedBy(table: 'leads' | 'documents', act: () => Promise<Response>) {
  const name = `log_secrecy_${table}`;
  await sql`alter table ${sql.table(table)} add constraint ${sql.ref(name)} check (false) not valid`.execute(
    t.database.db,
  );
  try {
    return await act();
  } finally {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(name)}`.execute(
      t.database.db,
    );
  }
}

const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
const errorLines = () =>
  entries().filter((entry) => entry.msg === 'unhandled error') as {
    level: number;
    route: string | null;
    err: Record<string, unknown>;
  }[];

/** A lead id of no lead: the serializers' own cases. */
const SAMPLE_ID = '8c1f2e4a-0b9d-4c7e-9f3a-2d6b5e8c1a70';

describe('the serializers', () => {
  it('keep a database error to its SQLSTATE, class and names', () => {
    // As pg and PGlite build one, and as a wrapper might extend it.
    const error = Object.assign(
      new Error(`invalid input syntax for type uuid: "${SAMPLE_ID.toUpperCase()}x"`),
      {
        name: 'error',
        severity: 'ERROR',
        code: '22P02',
        table: 'leads',
        constraint: undefined,
        routine: 'string_to_uuid',
        detail: `Key (email)=(${contact.email}) already exists.`,
        hint: `Try ${person.lastName}`,
        where: `SQL statement "update leads set data = '${person.firstName}'"`,
        internalQuery: `select '${person.personalCode}'`,
        query: 'update "leads" set "data" = $1 where "id" = $2',
        params: [JSON.stringify({ ...person, ...contact }), document],
        parameters: [person.lastName, [...document.subarray(0, 64)]],
        position: '42',
      },
    );
    const logged = serializeError(error);
    expect(logged).toMatchObject({
      type: 'DatabaseError',
      name: 'error',
      code: '22P02',
      severity: 'ERROR',
      table: 'leads',
      routine: 'string_to_uuid',
      statement: 'update leads',
      message: 'invalid input syntax for type uuid: "[value]"',
    });
    for (const key of ['detail', 'hint', 'where', 'internalQuery', 'query', 'params', 'parameters'])
      expect(logged).not.toHaveProperty(key);
    const text = JSON.stringify(logged);
    for (const secret of [...Object.values(person), contact.email, '8C1F2E4A', 'ZQX-ID'])
      expect(text).not.toContain(secret);
    expect(logged.stack).toMatch(/^error: invalid input syntax.*\n\s+at /);
    // The handler serializes, and the logger's serializer again: the second pass keeps it.
    expect(serializeError(logged)).toBe(logged);
  });

  it('keep names Postgres quotes, mask every value it quotes', () => {
    expect(
      scrubMessage('new row for relation "leads" violates check constraint "log_secrecy_leads"'),
    ).toBe('new row for relation "leads" violates check constraint "log_secrecy_leads"');
    expect(scrubMessage('duplicate key value violates unique constraint "leads_pkey"')).toBe(
      'duplicate key value violates unique constraint "leads_pkey"',
    );
    expect(scrubMessage('value "123456789012" is out of range for type integer')).toBe(
      'value "[value]" is out of range for type integer',
    );
    expect(scrubMessage('invalid input value for enum kind: "a"b" (x)')).toBe(
      'invalid input value for enum kind: "[value]" (x)',
    );
    expect(scrubMessage('invalid byte sequence for encoding "UTF8": 0x00')).toBe(
      'invalid byte sequence for encoding "UTF8": [bytes]',
    );
    expect(
      scrubMessage(
        `Unexpected token 'x', "{"email":"${contact.email}"... is not valid JSON at /api/lead/status/${SAMPLE_ID}?e=1`,
      ),
    ).toBe(`Unexpected token 'x', "[value]"... is not valid JSON at /api/lead/status/[id]`);
    expect(
      scrubMessage(
        `no lead ${contact.email} ${contact.phoneNumber} 8c1f2e4a0b9d4c7e9f3a2d6b5e8c1a70`,
      ),
    ).toBe('no lead [redacted] [number] [id]');
    expect(scrubMessage('x'.repeat(1000))).toHaveLength(301);
  });

  it('mask a lead id wherever it sits in a URL, and drop the query', () => {
    const lead = SAMPLE_ID;
    for (const url of [
      `/api/lead/status/${lead}%00`,
      `/api/lead/status/${lead}.json`,
      `/api/lead/status/${lead.toUpperCase()}`,
      `/api/lead/status/${lead.replace(/-/g, '')}`,
      `/api/lead/status/${lead.replace(/-/g, '%2D')}`,
      `/api/lead/status/${encodeURIComponent(encodeURIComponent(lead))}`,
      `/api/lead/status/{${lead}}`,
      `/api/lead/status/x${lead};v=1`,
    ])
      expect(redactUrl(url)).toBe('/api/lead/status/[id]');
    expect(redactUrl(`/api/customer/${lead}/consents?id=${lead}#${lead}`)).toBe(
      '/api/customer/[id]/consents',
    );
    expect(redactUrl('/application-frontend/assets/personal-details-Cz1x2y3w4v.js')).toBe(
      '/application-frontend/assets/personal-details-Cz1x2y3w4v.js',
    );
  });

  it('cap a line and mask ids and emails in any line', () => {
    const line = `{"level":30,"time":1,"reqId":"req-1","msg":"${'x'.repeat(20_000)}"}\n`;
    expect(JSON.parse(scrubLine(line))).toMatchObject({
      level: 30,
      reqId: 'req-1',
      msg: 'log line dropped: too long',
    });
    expect(
      scrubLine('{"msg":"Route GET:/api/lead/8C1F2E4A-0B9D-4C7E-9F3A-2D6B5E8C1A70?e=a%40b.es"}\n'),
    ).toBe('{"msg":"Route GET:/api/lead/[id]?e=[redacted]"}\n');
  });
});

describe('an applicant refused every way the API can', () => {
  it('walks to the form with its personal data', async () => {
    const created = await client().inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: fiestaLoan,
    });
    expect(created.statusCode).toBe(201);
    id = created.json<LeadStateBody>().id;
    for (const body of [
      { generalPolicies: true, personalDetails: person },
      { contactDetails: contact },
      { incomeDetails: income },
    ])
      expect((await put(body)).statusCode).toBe(200);
  });

  it('logs a database error on the lead update by its SQLSTATE and constraint only', async () => {
    const failed = await refusedBy('leads', () => put({ otherDetails: { loanPurpose: 'car' } }));
    const logged = errorLines().at(-1);
    // The lead is unharmed: the same update goes through once the database takes it.
    const submitted = await put({ otherDetails: { loanPurpose: 'car' } });
    expect(submitted.statusCode).toBe(200);
    const lead = submitted.json<LeadStateBody>();
    expect(
      (await client().inject({ method: 'POST', url: `/api/lead/continue/${id}`, payload: {} }))
        .statusCode,
    ).toBe(200);
    const consents = Object.fromEntries(lead.customerConsents.map((c) => [c.id, true]));
    const policy = await client().inject({
      method: 'POST',
      url: '/api/lead/offer/policy',
      payload: { id, consents },
    });
    expect(policy.json<LeadStateBody>().progressState).toBe(ProgressState.IdUpload);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ error: 'Internal Server Error' });
    expect(logged).toMatchObject({
      level: 50,
      route: '/api/v2/lead',
      err: {
        type: 'DatabaseError',
        code: '23514',
        table: 'leads',
        constraint: 'log_secrecy_leads',
      },
    });
  });

  it('logs a database error on the upload without the file or its name', async () => {
    const failed = await refusedBy('documents', () =>
      upload({ id }, { name: fileName, bytes: document }),
    );
    expect(failed.statusCode, failed.body).toBe(500);
    expect(errorLines().at(-1)).toMatchObject({
      route: '/api/lead/idUpload',
      err: {
        type: 'DatabaseError',
        code: '23514',
        table: 'documents',
        constraint: 'log_secrecy_documents',
      },
    });
    // What the upload stores (the bytes as sent, or as re-encoded) may not be in the log either.
    expect(
      (await upload({ id, side: 'front' }, { name: fileName, bytes: document })).statusCode,
    ).toBe(200);
    const stored = await t.database.db
      .selectFrom('documents')
      .select('content')
      .where('lead_id', '=', id)
      .executeTakeFirstOrThrow();
    storedBytes = Buffer.from(stored.content);
    // The refusals of an upload: too large, not an image, no file, an unknown lead, not multipart.
    expect((await upload({ id }, { name: fileName, bytes: pngOf(160) })).statusCode).toBe(413);
    expect([415, 422]).toContain(
      (await upload({ id }, { name: fileName, bytes: PATTERN.subarray(0, 16) })).statusCode,
    );
    expect((await upload({ id })).statusCode).toBe(422);
    expect(
      (await upload({ id: `${id.toUpperCase()}.png` }, { name: fileName, bytes: document }))
        .statusCode,
    ).toBeGreaterThanOrEqual(400);
    const plain = await client().inject({
      method: 'POST',
      url: '/api/lead/idUpload',
      payload: document.toString('latin1'),
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.statusCode).toBe(415);
  });

  it('logs refused paths without the lead id, however it is spelled', async () => {
    const get = (url: string) => client().inject({ method: 'GET', url });
    const statuses: number[] = [];
    for (const url of [
      `/api/lead/status/${id}%00`,
      `/api/lead/status/${id}.json`,
      `/api/lead/status/${id.toUpperCase()}`,
      `/api/lead/status/${id.replace(/-/g, '')}`,
      `/api/lead/status/${id}%zz`,
      `/api/lead/status/x?id=${id}&email=${encodeURIComponent(contact.email)}`,
      `/api/customer/${id}.json/consents`,
      `/api/customer/${id}/consents?phone=${encodeURIComponent(contact.phoneNumber)}`,
      `/api/lead/${id}/redirect`,
      `/api/nowhere/${id}/consents`,
      `/api/email/validate/${encodeURIComponent(contact.email)}`,
      `/api/v2/lead/url/${id}/email?token=${optOutToken}`,
    ])
      statuses.push((await get(url)).statusCode);
    expect(statuses.filter((s) => s >= 400).length).toBeGreaterThan(8);
  });

  it('logs refused bodies and wrong states without their values', async () => {
    const post = (url: string, payload: object) =>
      client().inject({ method: 'POST', url, payload });
    // Wrong states (409) and unknown ids with junk (404).
    expect((await put({ contactDetails: contact })).statusCode).toBe(409);
    expect((await post(`/api/lead/continue/${id}`, {})).statusCode).toBe(409);
    expect((await post('/api/lead/mobile/verification', { id })).statusCode).toBe(409);
    expect((await post('/api/lead/customer/password', { id, password })).statusCode).toBe(409);
    expect((await post(`/api/lead/continue/${id}x`, {})).statusCode).toBe(404);
    expect(
      (await put({ id: `${id.toUpperCase()} `, contactDetails: contact })).statusCode,
    ).toBeGreaterThanOrEqual(400);
    // Field errors (422), on values that carry the applicant's data.
    const invalid = await client().inject({
      method: 'POST',
      url: '/api/v2/lead',
      payload: {
        ...fiestaLoan,
        personalDetails: { ...person, dateOfBirth: `${person.dateOfBirth}x` },
        contactDetails: {
          email: `${person.firstName} ${contact.email}@`,
          phoneNumber: contact.phoneNumber,
        },
        incomeDetails: { monthlyIncome: -income.monthlyIncome },
        unknownField: person.personalCode,
      },
    });
    expect(invalid.statusCode).toBe(422);
    // Malformed JSON (400), a wrong media type (415) and too large a body (413).
    const raw = (payload: string, type: string) =>
      client().inject({
        method: 'PUT',
        url: '/api/v2/lead',
        payload,
        headers: { 'content-type': type },
      });
    const json = JSON.stringify({ id, personalDetails: person, contactDetails: contact });
    expect((await raw(`${json.slice(0, -5)}"`, 'application/json')).statusCode).toBe(400);
    expect((await raw(json, 'text/plain')).statusCode).toBe(415);
    expect((await raw(json, 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    const huge = JSON.stringify({ id, personalDetails: person, notes: contact.email.repeat(4000) });
    expect((await raw(huge, 'application/json')).statusCode).toBe(413);
  });

  it('logs refused tokens, cookies and signatures without them', async () => {
    // The bot check (422): a made-up answer, and a real one on a refused body.
    const forgedAnswer = `altcha-forged-${person.lastName}-1234567890abcdef`;
    const realAnswer = await injectedBotAnswer(t.app);
    tokens.push(forgedAnswer, realAnswer);
    for (const recaptchaToken of [forgedAnswer, realAnswer])
      expect(
        (
          await client().inject({
            method: 'POST',
            url: '/api/v2/lead',
            payload: { ...fiestaLoan, amount: -1, recaptchaToken, contactDetails: contact },
          })
        ).statusCode,
      ).toBe(422);
    // A continue link's token (404 for a wrong one, and one in a wrong place).
    const link = await client().inject({ method: 'GET', url: `/api/dev/continue-link/${id}` });
    const token =
      new URL(link.json<{ url: string }>().url, 'http://x').searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(20);
    tokens.push(token);
    const stranger = await xsrfSession(t.app);
    expect(
      (
        await stranger.inject({
          method: 'POST',
          url: `/api/v2/lead/url/${id}/email`,
          payload: { token: `${token.slice(0, -2)}xx` },
        })
      ).statusCode,
    ).toBe(404);
    await stranger.inject({
      method: 'POST',
      url: `/api/v2/lead/url/${id}/${token}`,
      payload: { token },
    });
    await stranger.inject({ method: 'GET', url: `/api/lead/status/${id}?token=${token}` });
    // Someone else's browser on the applicant's lead (404), and no XSRF pair (403).
    expect((await put({ contactDetails: contact }, stranger)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/v2/lead',
          payload: { id, contactDetails: contact },
        })
      ).statusCode,
    ).toBe(403);
    // An opt-out token (422, then 429 past the lowered limit), with the address beside it.
    const optOuts: number[] = [];
    for (let i = 0; i < 3; i++)
      optOuts.push(
        (
          await client().inject({
            method: 'POST',
            url: `/api/customer/email/unsubscribe?email=${encodeURIComponent(contact.email)}`,
            payload: { token: optOutToken },
          })
        ).statusCode,
      );
    expect(optOuts.at(-1)).toBe(429);
    // An operator's session, and a failed sign-in with the applicant's address (401).
    const operator = await signedInOperator(t);
    await operator.inject({
      method: 'GET',
      url: `/api/operator/funnel?from=${person.dateOfBirth}&lead=${id}`,
    });
    const signIn = await (
      await xsrfSession(t.app)
    ).inject({
      method: 'POST',
      url: '/api/operator/session',
      payload: { email: contact.email, password },
    });
    expect(signIn.statusCode).toBeGreaterThanOrEqual(400);
    // A partner's callback: a forged signature (401), and a signed one about the lead.
    const body = JSON.stringify({
      type: 'decision',
      eventId: 'e1',
      applicationId: id,
      decision: { status: 'declined', reason: person.lastName },
    });
    const forged = `v1=${'ab'.repeat(32)}`;
    const signed = signedHeaders(signatureSecret, body, new Date());
    tokens.push(forged, signed['x-partner-signature'] ?? 'signature-missing');
    for (const headers of [{ ...signed, 'x-partner-signature': forged }, signed])
      await t.app.inject({
        method: 'POST',
        url: '/api/partners/gamma/callback',
        payload: body,
        headers: { ...headers, 'content-type': 'application/json' },
      });
    for (const session of [client(), stranger, operator])
      tokens.push(...Object.values(session.cookies), session.headers['x-xsrf-token'] ?? '');
  });

  it('leaves none of it in the log, and the errors their SQLSTATE', () => {
    const log = lines.join('');
    const lower = log.toLowerCase();
    // Every line is JSON, short, and the run's log stays small (no file as numbers).
    expect(lines.length).toBeGreaterThan(60);
    for (const line of lines) expect(line.length).toBeLessThan(4096);
    expect(log.length).toBeLessThan(128 * 1024);
    // The applicant.
    const phoneDigits = contact.phoneNumber.replace(/\D/g, '');
    for (const value of [
      person.firstName,
      person.lastName,
      person.dateOfBirth,
      person.dateOfBirth.replace(/-/g, ''),
      person.personalCode,
      contact.email,
      encodeURIComponent(contact.email),
      contact.email.split('@')[0] ?? contact.email,
      contact.phoneNumber,
      phoneDigits,
      phoneDigits.slice(-9),
      '611 987',
      fileName,
    ])
      expect(lower, value).not.toContain(value.toLowerCase());
    expect(log).not.toMatch(new RegExp(`(?<![\\d.])${String(income.monthlyIncome)}(?![\\d.])`));
    // The lead id, in any case, with or without its hyphens.
    for (const value of [id, id.replace(/-/g, ''), id.split('-')[0] ?? id, id.split('-')[4] ?? id])
      expect(lower, 'lead id').not.toContain(value.toLowerCase());
    // The document as sent: as text, as a list of numbers, as hex, as base64.
    const signature = Buffer.from(PNG);
    const pixels = PATTERN.subarray(0, 12);
    for (const value of [
      PATTERN.toString('latin1'),
      'ZQX-ID',
      [...pixels].join(','),
      [...pixels].join(', '),
      PNG.join(','),
      `"0":${String(PNG[0])}`,
      signature.toString('hex'),
      pixels.toString('hex'),
      PATTERN.toString('base64').slice(0, 16),
      signature.toString('base64').slice(0, 10),
      // The stored bytes from their middle: as numbers, hex and base64.
      [...storedBytes.subarray(200, 216)].join(','),
      storedBytes.subarray(200, 216).toString('hex'),
      storedBytes.subarray(201, 225).toString('base64'),
    ])
      expect(lower, 'file bytes').not.toContain(value.toLowerCase());
    // Tokens and cookies.
    for (const value of tokens.filter((token) => token.length >= 12))
      expect(log, 'token').not.toContain(value);
    // The operator still learns what failed, and where.
    const errors = errorLines();
    expect(errors.map((e) => [e.route, e.err.code, e.err.table, e.err.constraint])).toEqual(
      expect.arrayContaining([
        ['/api/v2/lead', '23514', 'leads', 'log_secrecy_leads'],
        ['/api/lead/idUpload', '23514', 'documents', 'log_secrecy_documents'],
      ]),
    );
    for (const { err } of errors) {
      for (const key of ['detail', 'query', 'params', 'parameters', 'where', 'internalQuery'])
        expect(err).not.toHaveProperty(key);
    }
  });
});
