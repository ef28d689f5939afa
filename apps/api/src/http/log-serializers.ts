// What a log line may say (docs/security.md, logs): an error by its safe facts, a URL without its
// query and with its identifiers masked, a message with its values masked. A database error is
// the dangerous one: the drivers hang the query's parameters (the applicant's data, an uploaded
// file's bytes), the failing row (`detail`) and the query text on it, and pino's default error
// serializer copies every enumerable property into the line.

/** A lead id and its look-alikes: 32 hex digits in 8-4-4-4-12, whatever sits between the groups. */
const UUID_LIKE =
  /[0-9a-f]{8}[^0-9a-z]{0,3}[0-9a-f]{4}[^0-9a-z]{0,3}[0-9a-f]{4}[^0-9a-z]{0,3}[0-9a-f]{4}[^0-9a-z]{0,3}[0-9a-f]{12}/gi;
const EMAIL = /[\w.+%-]+@[\w-]+(?:\.[\w-]+)*/g;
/** Phone numbers, dates, amounts, codes, addresses: a run of 6+ characters of digits and separators. */
const NUMBER_RUN = /\+?\d[\d\s().,:/-]{4,}\d/g;
/** Bytes as Postgres prints them (`invalid byte sequence ...: 0xe2 0x82`, bytea `\x89504e47`). */
const BYTES = /(?:\\x|0x)[0-9a-f]{2,}(?:\s+0x[0-9a-f]{2,})*/gi;
/** A token-like run: long, mixing letters with digits (a continue token, a cookie's secret). */
const TOKEN_RUN = /(?=[\w.~+/=-]*\d)(?=[\w.~+/=-]*[A-Za-z])[\w.~+/=-]{20,}/g;
const CONTROL = /[\p{Cc}\ue000\ue001]+/gu;
/** Postgres quotes names after these words (`relation "leads"`); a name is kept, a value never. */
const NAMED =
  /\b(relation|column|constraint|table|index|schema|type|function|sequence|encoding|database|role|trigger|view|extension|savepoint)\s+"([A-Za-z_][\w$]{0,62}(?:\.[A-Za-z_][\w$]{0,62})?)"/g;
const IDENTIFIER = /^[A-Za-z_][\w$.]{0,99}$/;
const MESSAGE_MAX = 300;

/** Every UUID-like run masked as `[id]`, the way a logged URL shows a lead id. */
function maskIds(text: string): string {
  return text.replace(UUID_LIKE, '[id]');
}

/**
 * A message fit for the log: values (anything quoted but a name, emails, ids, numbers, bytes,
 * tokens, URLs' queries) masked, control characters dropped, and capped. Postgres puts values
 * in its messages: `invalid input syntax for type uuid: "<id>junk"`.
 */
export function scrubMessage(text: string, max = MESSAGE_MAX): string {
  const names: string[] = [];
  let s = text.slice(0, 4 * max).replace(CONTROL, ' ');
  s = s.replace(NAMED, (_match, word: string, name: string) => {
    names.push(`${word} "${name}"`);
    return `\ue000${String(names.length - 1)}\ue001`;
  });
  // From the first quote left to the last: `"a"b"` is one value to Postgres, not two.
  s = s.replace(/".*"|".*$/s, '"[value]"');
  s = s.replace(/(?<![\w:])\/[^\s"'()]*/g, (path) => redactUrl(path));
  s = maskIds(s)
    .replace(EMAIL, '[redacted]')
    .replace(BYTES, '[bytes]')
    .replace(TOKEN_RUN, '[token]')
    .replace(NUMBER_RUN, '[number]');
  s = s.replace(/\ue000(\d+)\ue001/g, (_match, index: string) => names[Number(index)] ?? '');
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

// A type, not an interface: pino's serializer type wants an index signature.
/** What a logged error is: its class and code, where the database saw it, never its values. */
export type LoggedError = {
  type: string;
  name?: string;
  message: string;
  /** SQLSTATE of a database error (23514 check_violation...), or a Node/Fastify code. */
  code?: string;
  statusCode?: number;
  severity?: string;
  schema?: string;
  table?: string;
  column?: string;
  dataType?: string;
  constraint?: string;
  routine?: string;
  /** The statement's verb and relation (`update leads`), when the driver attached the query. */
  statement?: string;
  /** The first line (type and scrubbed message) and the frames. */
  stack: string;
  cause?: LoggedError;
  errors?: LoggedError[];
};

const logged = new WeakSet<object>();
const NAME_FIELDS = ['schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;
const STATEMENT =
  /^\s*(select|insert\s+into|update|delete\s+from|with|alter\s+table|create\s+table|drop\s+table|truncate|begin|commit|rollback|lock\s+table)\b(?:\s+(?:only\s+)?"?([A-Za-z_][\w$]{0,62})"?)?/i;
const STACK_FRAMES = 12;

const SQLSTATE = /^[0-9A-Z]{5}$/;

function typeOf(error: Record<string, unknown>): string {
  // pg's class is DatabaseError; PGlite's is too, under a minified name ('O'): one name for both.
  if (typeof error.severity === 'string' && typeof error.code === 'string')
    if (SQLSTATE.test(error.code)) return 'DatabaseError';
  const name = (error as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof name === 'string' && IDENTIFIER.test(name) ? name : 'Object';
}

function statementOf(query: unknown): string | undefined {
  if (typeof query !== 'string') return undefined;
  const match = STATEMENT.exec(query);
  if (!match?.[1]) return undefined;
  const verb = match[1].toLowerCase().replace(/\s+/g, ' ');
  return match[2] ? `${verb} ${match[2]}` : verb;
}

/**
 * An error as the log may hold it (pino's `err` serializer, and the error handler's line):
 * its class, name, code and HTTP status; a database error's SQLSTATE `code`, `severity` and the
 * names it carries (schema, table, column, data type, constraint, the server's routine); a
 * scrubbed message; the stack's frames; its cause. Everything else is dropped: `parameters`,
 * `params`, `query`, `detail`, `hint`, `where`, `internalQuery`, `position`, a response body.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (typeof error !== 'object' || error === null) {
    const message = scrubMessage(String(error));
    return { type: typeof error, message, stack: `${typeof error}: ${message}` };
  }
  if (logged.has(error)) return error as LoggedError;
  const source = error as Record<string, unknown>;
  const type = typeOf(source);
  const message = scrubMessage(typeof source.message === 'string' ? source.message : '');
  const out: LoggedError = { type, message, stack: '' };
  if (typeof source.name === 'string' && IDENTIFIER.test(source.name) && source.name !== type)
    out.name = source.name;
  if (typeof source.code === 'string' && /^[A-Za-z0-9_]{1,64}$/.test(source.code))
    out.code = source.code;
  if (typeof source.statusCode === 'number' && Number.isInteger(source.statusCode))
    out.statusCode = source.statusCode;
  if (typeof source.severity === 'string' && /^[A-Z]{1,10}$/.test(source.severity))
    out.severity = source.severity;
  for (const field of NAME_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' && IDENTIFIER.test(value)) out[field] = value;
  }
  const statement = statementOf(source.query);
  if (statement) out.statement = statement;
  // The stack's first line repeats the raw message: only the frames are kept.
  const frames = typeof source.stack === 'string' ? source.stack.split('\n') : [];
  out.stack = [
    `${out.name ?? type}: ${message}`,
    ...frames
      .filter((line) => /^\s+at /.test(line))
      .slice(0, STACK_FRAMES)
      .map((line) => maskIds(line.replace(CONTROL, ' ')).slice(0, 300)),
  ].join('\n');
  if (depth < 3 && source.cause !== undefined) out.cause = serializeError(source.cause, depth + 1);
  if (depth < 3 && Array.isArray(source.errors))
    out.errors = source.errors.slice(0, 5).map((inner) => serializeError(inner, depth + 1));
  logged.add(out);
  return out;
}

const UUID_SEGMENT = new RegExp(UUID_LIKE.source, 'i');
// A token-like segment: long, and mixing letters with digits (route words have no digits);
// a file name (short extension: hashed assets) is not one.
const TOKEN = /^(?=.*\d)(?=.*[A-Za-z])[\w.~-]{20,}$/;
const FILE_NAME = /\.[a-z0-9]{1,5}$/i;

function redactSegment(segment: string): string {
  const decoded = decodeFully(segment);
  if (decoded.includes('@') || /^\+?[\d\s().-]{7,}$/.test(decoded)) return '[redacted]';
  // A lead id is the key to an application, wherever it sits in the segment, however spelled
  // (`<id>.json`, `<id>%00`, upper case); a token opens one (ADR 0022).
  if (UUID_SEGMENT.test(decoded)) return '[id]';
  if (TOKEN.test(decoded) && !FILE_NAME.test(decoded)) return '[token]';
  return segment;
}

/** Drops the query and masks path segments holding emails, phones, lead ids or tokens. */
export function redactUrl(url: string): string {
  const pathname = url.split(/[?#]/)[0] ?? '';
  return pathname.split('/').map(redactSegment).join('/');
}

/** Percent-decoded until it stops changing (a double-encoded id is still an id). */
function decodeFully(segment: string): string {
  let current = segment;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

const LINE_MAX = 16 * 1024;
const LINE_UUID =
  /[0-9a-f]{8}(?:-|%2d)?[0-9a-f]{4}(?:-|%2d)?[0-9a-f]{4}(?:-|%2d)?[0-9a-f]{4}(?:-|%2d)?[0-9a-f]{12}/gi;
const LINE_EMAIL = /[\w.+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;

/**
 * The last net over every line pino writes (its `streamWrite` hook): whatever a library or a
 * later change puts in a message, no lead id or email leaves the process, and no line grows past
 * 16 KB (a list of a file's bytes would). Masks keep the line valid JSON: they only replace
 * letters, digits and a few marks inside strings with a bracketed word.
 */
export function scrubLine(line: string): string {
  if (line.length > LINE_MAX) {
    const head = /^\{"level":(\d+),"time":(\d+)/.exec(line);
    const reqId = /"reqId":"([\w-]{1,40})"/.exec(line.slice(0, 400));
    return `${JSON.stringify({
      level: Number(head?.[1] ?? 50),
      time: Number(head?.[2] ?? Date.now()),
      ...(reqId ? { reqId: reqId[1] } : {}),
      msg: 'log line dropped: too long',
      length: line.length,
    })}\n`;
  }
  return line.replace(LINE_UUID, '[id]').replace(LINE_EMAIL, '[redacted]');
}
