import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiBaseMetaName } from '@finceptiv/contract/api/api-base';
import { resolveProductId } from '@finceptiv/contract/product-hosts';
import { operatorAreaPath } from '@finceptiv/contract/step-routes';
import type { ProductId } from '@finceptiv/contract/product-ids';
import type { EmbedByProduct } from '../config/embed-env.ts';
import { sendCompressed, varyOnEncoding } from './compression.ts';
import { cspNonce } from './security-headers.ts';

export const BASE_PATH = '/application-frontend';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Anything without a content hash in its name must be revalidated, or a deploy is not seen.
const REVALIDATE = 'no-cache';
// The app's HTML carries this response's CSP nonce and may set the XSRF pair: no shared cache.
const HTML_CACHE = 'private, no-cache';

/**
 * A translation file asked for with the build's version of the translations (apps/web/build/
 * locales-version.ts): a changed text gets a new URL, so this one may be kept for good.
 */
function isVersionedLocale(url: string | undefined): boolean {
  return /^\/application-frontend\/locales\/[^?]+\.json\?v=[0-9a-f]{12}$/.test(url ?? '');
}

/** A path whose last segment has no extension is a client route: it gets index.html. */
function isClientRoute(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.');
}

/** The operator area (ADR 0041) is a page of its own, built into operator/ beside the app. */
const operatorPage = `${operatorAreaPath.slice(1)}/index.html`;

/** The operator area's address or a client route below it. */
function isOperatorRoute(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  const area = `${BASE_PATH}${operatorAreaPath}`;
  return pathname === area || pathname.startsWith(`${area}/`);
}

/** The app's HTML with this response's CSP nonce on every script tag. */
function stampNonce(html: string, nonce: string): string {
  return html.replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`);
}

/**
 * The partner origins of the host's brand on <html data-embed-parents>: the framed app posts
 * FORM_HEIGHT only to a parent on this list (apps/web/src/app/embed/parent-origin.ts). It
 * rides on the page the app loads anyway, so the app learns it at run time with no extra
 * request and no inline script. The origins were validated at start (embed-env.ts) and hold
 * no quote or angle bracket; escaping keeps that true whatever the list becomes.
 */
function stampParents(html: string, parents: readonly string[]): string {
  if (parents.length === 0) return html;
  const value = parents.join(' ').replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  return html.replace(/<html(?=[\s>])/, `<html data-embed-parents="${value}"`);
}

/**
 * The API base of this deployment (PUBLIC_API_BASE, ADR 0034) as <meta name="api-base"> in the
 * page's head: the app reads it once when it loads (apps/web/src/shared/api/api-base.ts), so
 * one build calls the API wherever the environment puts it. The value was checked at start
 * (a path of URL-safe characters only); escaping keeps the attribute closed whatever it becomes.
 */
export function stampApiBase(html: string, apiBase: string): string {
  const value = apiBase.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  const meta = `<meta name="${apiBaseMetaName}" content="${value}">`;
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, `${meta}</head>`);
  // A page without a head of its own: the parser puts a leading meta into the implied head.
  return html.replace(/^(<!doctype[^>]*>)?/i, `$1${meta}`);
}

export interface Site {
  webDist: string;
  defaultProduct: ProductId;
  embed: EmbedByProduct;
  /** Where the served app sends its calls (PUBLIC_API_BASE). */
  apiBase: string;
}

const productOf = (request: FastifyRequest, site: Site) =>
  resolveProductId(request.headers.host ?? '', site.defaultProduct);

/**
 * index.html is sent by hand, not by the static plugin: each response carries its own nonce,
 * so it has no ETag or Last-Modified a cache could revalidate an old nonce with. It is the one
 * static response that sets the XSRF pair (the app's first write needs no extra round trip).
 * Compressed per response, after the nonce is in (ADR 0027): the build writes no copy of it.
 */
async function sendIndex(
  reply: FastifyReply,
  site: Site,
  file = 'index.html',
): Promise<FastifyReply> {
  const html = await readFile(path.join(site.webDist, file), 'utf8');
  const parents = site.embed[productOf(reply.request, site)];
  reply.issueXsrfPair();
  reply.header('cache-control', HTML_CACHE).type('text/html; charset=utf-8');
  const page = stampApiBase(
    stampParents(stampNonce(html, cspNonce(reply.raw)), parents),
    site.apiBase,
  );
  return sendCompressed(reply, page);
}

/**
 * The landing address gets the host's brand with its first screen already drawn, when the
 * build prerendered one (apps/web/scripts/prerender.mjs, ADR 0015); any other address, or a
 * build without it, gets the plain index.html that draws everything in the browser.
 */
function sendLanding(
  request: FastifyRequest,
  reply: FastifyReply,
  site: Site,
): Promise<FastifyReply> {
  const prerendered = `index.${productOf(request, site)}.html`;
  // In a partner's frame the app drops its header and footer, which the copy has: plain page.
  if (request.headers['sec-fetch-dest'] === 'iframe') return sendIndex(reply, site);
  return sendIndex(
    reply,
    site,
    existsSync(path.join(site.webDist, prerendered)) ? prerendered : undefined,
  );
}

/** The built web app at the base path, with SPA fallback; 503 while there is no build. */
export async function registerWebStatic(app: FastifyInstance, site: Site): Promise<void> {
  const { webDist } = site;
  app.get('/', (_request, reply) => reply.redirect(`${BASE_PATH}/`));
  app.get(BASE_PATH, (_request, reply) => reply.redirect(`${BASE_PATH}/`));

  if (!existsSync(path.join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built: the app path answers 503');
    await app.register(
      (scope, _opts, done) => {
        scope.all('/*', (_request, reply) =>
          reply
            .code(503)
            .header('cache-control', 'no-store')
            .type('text/plain; charset=utf-8')
            .send(
              `The web app is not built (no index.html in ${webDist}). Run "npm run build" and restart.`,
            ),
        );
        scope.route({
          method: ['GET', 'HEAD'],
          url: '/',
          prefixTrailingSlash: 'slash',
          handler: (_request, reply) =>
            reply
              .code(503)
              .header('cache-control', 'no-store')
              .type('text/plain; charset=utf-8')
              .send('The web app is not built.'),
        });
        done();
      },
      { prefix: BASE_PATH },
    );
    return;
  }

  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        index: false,
        wildcard: true,
        cacheControl: false,
        // The .br or .gz copy the build wrote beside a file (apps/web/scripts/precompress.mjs),
        // when the request accepts it: brotli first, then gzip, else the file itself. ETag,
        // Content-Length and Last-Modified are the copy's; Content-Type is the file's.
        preCompressed: true,
        // Pages go out only through sendIndex, which stamps each response's nonce; the copies
        // only as the encoding of the file they were made from.
        allowedPath: (pathName) =>
          !/^\/index(\.[a-z]+)?\.html$/.test(pathName) &&
          pathName !== `/${operatorPage}` &&
          !/\.(br|gz)$/.test(pathName),
        setHeaders: (res, filePath) => {
          // The plugin passes Node's response, whose request carries the query its type omits.
          const { req } = res as unknown as { req?: { url?: string } };
          const hashed =
            filePath.includes(`${path.sep}assets${path.sep}`) || isVersionedLocale(req?.url);
          res.setHeader('cache-control', hashed ? IMMUTABLE : REVALIDATE);
          // Whichever copy went out, a cache must key it on the request's Accept-Encoding.
          varyOnEncoding((name, value) => {
            res.setHeader(name, value);
          }, res.getHeader('vary'));
        },
      });
      scope.route({
        method: ['GET', 'HEAD'],
        url: '/',
        prefixTrailingSlash: 'slash',
        handler: (request, reply) => sendLanding(request, reply, site),
      });
      scope.get('/index.html', (_request, reply) => sendIndex(reply, site));
      // The area's own folder is no file to list: its page, like every client route below it.
      for (const url of [operatorAreaPath, `${operatorAreaPath}/`]) {
        scope.route({
          method: ['GET', 'HEAD'],
          url,
          handler: (_request, reply) => sendIndex(reply, site, operatorPage),
        });
      }
      scope.setNotFoundHandler((request, reply) => {
        if ((request.method === 'GET' || request.method === 'HEAD') && isClientRoute(request.url)) {
          return sendIndex(reply, site, isOperatorRoute(request.url) ? operatorPage : undefined);
        }
        return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      });
    },
    { prefix: BASE_PATH },
  );
}
