// Issue 22 item 1, ADR 0027: what goes out compressed, and how.
// - The built app's files: their .br/.gz copies written at build time (apps/web/scripts/
//   precompress.mjs), sent by @fastify/static (web-static.ts) or sendPrecompressedFile.
// - The app's pages: compressed per response, after the response's CSP nonce is stamped in.
// - API JSON answers of at least 1 KB: @fastify/compress, on the fly (registerApiCompression).
import { readFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiRouteName } from '@finceptiv/contract/api';

export type ContentEncoding = 'br' | 'gzip';

/** Smaller answers go out as they are: the headers would outweigh the saving. */
const COMPRESS_MIN_BYTES = 1024;

// Brotli first: 10-20 % smaller than gzip on this app's scripts (docs/benchmarks.md).
const ENCODINGS: ContentEncoding[] = ['br', 'gzip'];
// Only JSON: the API's other answers are the partners' stand-in pages (which echo a posted
// form) and small SVGs, and none is worth the BREACH questions compression raises.
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json(?:;|$)/;

/**
 * Routes of the contract never compressed, whatever their size (BREACH): the XSRF token
 * endpoint hands out the token pair. Its answer is a bodiless 204 today (the pair travels in
 * Set-Cookie, which HTTP/1.1 does not compress), and stays out should it ever carry a body.
 * The development continue link, which puts a query parameter beside a fresh token, says
 * `compress: false` where it is registered (continue-handlers.ts).
 */
export const UNCOMPRESSED_ROUTES: ReadonlySet<ApiRouteName> = new Set(['xsrf']);

/** The encoding this request accepts that we prefer, or undefined for the file as it is. */
function acceptedEncoding(request: FastifyRequest): ContentEncoding | undefined {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || header === '') return undefined;
  // `*` is taken as gzip, as @fastify/static and @fastify/compress do.
  return negotiate(header.toLowerCase().replace(/\*/g, 'gzip'), ENCODINGS) ?? undefined;
}

/** Adds Accept-Encoding to Vary, keeping whatever the response already varies on. */
export function varyOnEncoding(setHeader: (name: string, value: string) => void, vary: unknown) {
  const current = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return;
  setHeader('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

function onReply(reply: FastifyReply): void {
  varyOnEncoding((name, value) => {
    reply.header(name, value);
  }, reply.getHeader('vary'));
}

/**
 * Sends text made for this response (a page with its nonce) compressed for the client, at a
 * speed meant for every request: brotli 5 and gzip 6 take about a millisecond on a 9 KB page.
 */
export function sendCompressed(reply: FastifyReply, text: string): FastifyReply {
  onReply(reply);
  const bytes = Buffer.from(text);
  const encoding = bytes.length >= COMPRESS_MIN_BYTES ? acceptedEncoding(reply.request) : undefined;
  if (encoding === undefined) return reply.send(bytes);
  const body =
    encoding === 'br'
      ? brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        })
      : gzipSync(bytes, { level: 6 });
  return reply.header('content-encoding', encoding).send(body);
}

const EXTENSION: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Sends a file of the build, as its build-time .br or .gz copy when the client takes one and
 * the build wrote it (not for small files). Rejects, as readFile does, when the file is missing.
 */
export async function sendPrecompressedFile(
  reply: FastifyReply,
  file: string,
): Promise<FastifyReply> {
  onReply(reply);
  const encoding = acceptedEncoding(reply.request);
  if (encoding !== undefined) {
    const copy = await readFile(file + EXTENSION[encoding]).catch(() => undefined);
    if (copy !== undefined) return reply.header('content-encoding', encoding).send(copy);
  }
  return reply.send(await readFile(file));
}

/**
 * The API's JSON answers of at least COMPRESS_MIN_BYTES, compressed on the fly. Registered in
 * the /api scope only (the app's files are compressed at build time). Not for answers that put
 * a secret beside what a request sent (BREACH): those routes say `compress: false`.
 * Request bodies are not decompressed: the API reads plain JSON within its body limit.
 */
export async function registerApiCompression(api: FastifyInstance): Promise<void> {
  await api.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ENCODINGS,
    threshold: COMPRESS_MIN_BYTES,
    customTypes: JSON_TYPE,
  });
}
