import { z } from 'zod';
import { productIds, type ProductId } from '@finceptiv/contract/product-ids';

// Which partner pages may frame the app is deployment configuration (ADR 0026): a lender
// adds a partner without a new build. EMBED_ORIGINS applies to every brand,
// EMBED_ORIGINS_<BRAND> to one; a brand's parents are both lists together. The same lists
// feed the CSP frame-ancestors, the parents the app posts FORM_HEIGHT to (web-static.ts
// stamps them into the page) and the cookies' SameSite (http/embed-cookies.ts).

/** The partner origins allowed to frame each brand: EMBED_ORIGINS plus the brand's own. */
export type EmbedByProduct = Readonly<Record<ProductId, readonly string[]>>;

type Source = Readonly<Record<string, string | undefined>>;

const EMBED_ALL = 'EMBED_ORIGINS';
export const embedVariable = (product: ProductId) => `${EMBED_ALL}_${product.toUpperCase()}`;

// Plain http only where browsers treat the host as secure anyway (development, e2e).
const isLocalHost = (hostname: string) =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1';

/** One exact origin, written as the browser writes it: what frame-ancestors and postMessage compare. */
const embedOrigin = z.string().transform((raw, ctx) => {
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message: `${raw}: ${message}` });
    return z.NEVER;
  };
  if (raw.includes('*')) return fail('no wildcards, list each origin');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fail('not an origin (scheme://host[:port])');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLocalHost(url.hostname))) {
    return fail('https only (http only for localhost, *.localhost and 127.0.0.1)');
  }
  // No path, query, user or default port: anything but the bare origin is refused, with the
  // spelling to use, so a list never holds an entry the browser would never match.
  if (raw !== url.origin) return fail(`write the exact origin, ${url.origin}`);
  return url.origin;
});

const originList = z
  .string()
  .transform((value) => value.split(/[\s,]+/).filter((part) => part !== ''))
  .pipe(z.array(embedOrigin));

function readList(source: Source, name: string, problems: string[]): string[] {
  const value = source[name];
  if (value === undefined) return [];
  const parsed = originList.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) problems.push(`${name}: ${issue.message}`);
  return [];
}

const known: ReadonlySet<string> = new Set([EMBED_ALL, ...productIds.map(embedVariable)]);

/**
 * Reads EMBED_ORIGINS and every EMBED_ORIGINS_<BRAND>. Returns the problems instead of
 * throwing so that loadEnv reports them together with the other variables'.
 */
export function readEmbedEnv(source: Source): { embed: EmbedByProduct; problems: string[] } {
  const problems: string[] = [];
  // A stale deploy must not start and silently drop its partners' frames.
  if (source.FRAME_ANCESTORS !== undefined) {
    problems.push(
      'FRAME_ANCESTORS: removed; list partner origins in EMBED_ORIGINS or EMBED_ORIGINS_<BRAND> (docs/embed.md)',
    );
  }
  // A misspelt brand would silently refuse that partner: refuse the name instead.
  for (const name of Object.keys(source)) {
    if (name.startsWith(`${EMBED_ALL}_`) && !known.has(name)) {
      problems.push(`${name}: unknown brand (EMBED_ORIGINS_<BRAND>, docs/embed.md)`);
    }
  }
  const all = readList(source, EMBED_ALL, problems);
  const embed = {} as Record<ProductId, readonly string[]>;
  for (const product of productIds) {
    embed[product] = [...new Set([...all, ...readList(source, embedVariable(product), problems)])];
  }
  return { embed, problems };
}

/** No partner for any brand: the app frames only itself. */
export const noEmbedding: EmbedByProduct = readEmbedEnv({}).embed;
