// Issue 22 item 1, ADR 0027: a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside
// every text file of the build that is worth it, for the server to send as they are
// (@fastify/static preCompressed, apps/api/src/http/web-static.ts). The API's tests write their
// fixture builds with this same code.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this many bytes a file goes out as it is: the headers would outweigh the saving. */
export const PRECOMPRESS_MIN_BYTES = 1024;

const TEXT = /\.(?:js|mjs|css|json|svg|html|txt|webmanifest|xml)$/;
// The app's pages go out only with their response's CSP nonce, compressed per response
// (web-static.ts): a copy on disk would be a page without its nonce.
const PAGE = /^index(?:\.[a-z]+)?\.html$/;

/** Whether a file of the build gets compressed copies (by its path relative to the build). */
function isPrecompressed(relativePath) {
  const parts = relativePath.split(/[\\/]/);
  // Dot folders (.vite's manifest) are not served; source maps only by a developer's tools.
  if (parts.some((part) => part.startsWith('.'))) return false;
  return TEXT.test(relativePath) && !(parts.length === 1 && PAGE.test(relativePath));
}

async function files(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

/** Writes `<file>.br` and `<file>.gz`, each only when smaller than the file; else removes it. */
async function compressFile(file, bytes) {
  const copies = {
    br: await brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz: await gzipAsync(bytes, { level: 9 }),
  };
  const sizes = { raw: bytes.length };
  for (const [ext, copy] of Object.entries(copies)) {
    if (copy.length < bytes.length) {
      await writeFile(`${file}.${ext}`, copy);
      sizes[ext] = copy.length;
    } else {
      await rm(`${file}.${ext}`, { force: true });
    }
  }
  return sizes;
}

/**
 * Compresses every text file of `dir` of at least `minBytes` (js, css, json with the locale
 * files, svg, html other than the app's pages, txt, webmanifest, xml). Answers what it wrote:
 * each file (relative to `dir`) with its raw, brotli and gzip sizes in bytes.
 */
export async function precompress(dir, { minBytes = PRECOMPRESS_MIN_BYTES } = {}) {
  const chosen = (await files(dir)).filter((file) => isPrecompressed(relative(dir, file)));
  const written = [];
  // zlib's asynchronous calls run on libuv's thread pool: a few files at a time use every core.
  const queue = [...chosen];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const bytes = await readFile(file);
      if (bytes.length < minBytes) continue;
      written.push({
        file: relative(dir, file).split(sep).join('/'),
        ...(await compressFile(file, bytes)),
      });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return written.sort((a, b) => a.file.localeCompare(b.file));
}
