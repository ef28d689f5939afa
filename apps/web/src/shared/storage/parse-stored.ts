import { logStorageWarning } from './log';

// Older releases and third-party scripts stored JSON inside JSON strings (sometimes several
// times over); spec 3 asks to unwrap up to 10 layers. The bound keeps hostile input cheap.
export const maxJsonLayers = 10;

const isoTimestamp =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;

function looksLikeJson(text: string): boolean {
  const first = text.trimStart()[0];
  return first === '{' || first === '[' || first === '"';
}

/**
 * Parses a stored value: JSON up to `maxJsonLayers` layers deep (a string holding JSON, at the
 * top or inside an object, counts as a layer), ISO timestamps revived as Date. A value that is
 * not JSON at all (a bare id written by another script) is returned as the raw string; a value
 * that starts like JSON but is corrupt is logged and read as absent.
 */
export function parseStored(raw: string | null, key = 'value'): unknown {
  if (raw === null) return undefined;
  let first: unknown;
  try {
    first = JSON.parse(raw);
  } catch (error) {
    if (!looksLikeJson(raw)) return reviveLeaf(raw);
    logStorageWarning(`Stored "${key}" is not valid JSON; ignoring it.`, error);
    return undefined;
  }
  return unwrap(first, 1);
}

function unwrap(value: unknown, layers: number): unknown {
  if (typeof value === 'string') {
    if (layers >= maxJsonLayers || !looksLikeJson(value)) return reviveLeaf(value);
    try {
      return unwrap(JSON.parse(value), layers + 1);
    } catch {
      return value;
    }
  }
  if (Array.isArray(value)) return value.map((item: unknown) => unwrap(item, layers));
  if (value !== null && typeof value === 'object') {
    // fromEntries defines own properties, so a stored "__proto__" key cannot reach the prototype.
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unwrap(v, layers)]));
  }
  return value;
}

function reviveLeaf(text: string): unknown {
  if (!isoTimestamp.test(text)) return text;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date;
}
