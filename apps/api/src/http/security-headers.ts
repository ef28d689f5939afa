import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ProductId } from '@finceptiv/contract/product-ids';
import { resolveProductId } from '@finceptiv/contract/product-hosts';
import { botCheckCspSources, type BotCheckProvider } from '@finceptiv/contract/api/bot-check';
import { cspSourcesFor, type CspDirective } from '@finceptiv/contract/tracking-csp';
import type { EmbedByProduct } from '../config/embed-env.ts';
import type { TrackingByProduct } from '../config/tracking-env.ts';

const nonces = new WeakMap<ServerResponse, string>();

/**
 * The response's CSP nonce, made on first use. web-static.ts stamps it on the app's script
 * tags; the app copies it to every vendor script it adds, and the tag manager passes it on
 * to the tags of its container (the nonce-aware set-up).
 */
export function cspNonce(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (nonce === undefined) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(response, nonce);
  }
  return nonce;
}

/**
 * Permissions-Policy: the powerful features the app never uses, denied to the page and to every
 * frame in it (a tag manager's, a hosted bot check's), so an injected or third-party script
 * cannot ask for them (OWASP Secure Headers Project). The ID upload is an
 * `<input type="file">`, whose camera choice on a phone is the operating system's picker and
 * needs no `camera` permission; nothing in apps/web calls getUserMedia, geolocation, payment or
 * a device API. Only features Chromium knows are named: an unknown one (`bluetooth`, `battery`)
 * is a console warning on every page (Chromium 156). What is left out (autoplay, fullscreen,
 * clipboard-write, the ad and attribution APIs a tag may use) keeps the browser's default.
 */
export const permissionsPolicy = [
  'accelerometer',
  'camera',
  'clipboard-read',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'speaker-selection',
  'usb',
  'window-management',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export interface CspOptions {
  /** Partner origins per brand (EMBED_ORIGINS*): the pages that may frame the app. */
  embed: EmbedByProduct;
  /** Tracking vendors per brand: their hosts, and only theirs, are admitted. */
  tracking: TrackingByProduct;
  /** The brand of a host name that names none (PRODUCT). */
  defaultProduct: ProductId;
  /** Each brand's bot-check provider: a hosted one's widget is admitted (ADR 0045). */
  botCheck: Readonly<Record<ProductId, { provider: BotCheckProvider }>>;
  /** The partners' landing origins an applicant is handed over to by a form POST. */
  formTargets: readonly string[];
}

/**
 * Strict CSP for the app: scripts from our origin, scripts carrying this response's nonce
 * (no 'unsafe-inline'), plus exactly the tracking vendors configured for the brand of the
 * request's host (docs/tracking.md), inline style
 * attributes allowed because React `style` props need them, XHR to our own API and those
 * vendors only. frame-ancestors is 'self' plus the partner origins configured for the brand
 * of the request's host (EMBED_ORIGINS*, docs/embed.md): the browser refuses any other parent.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { embed, tracking, defaultProduct, botCheck, formTargets }: CspOptions,
): Promise<void> {
  const productOf = (request: IncomingMessage) =>
    resolveProductId(request.headers.host ?? '', defaultProduct);
  // One directive value per request: the sources of the host's brand, '' when it has none.
  const vendors = (directive: CspDirective) => (request: IncomingMessage) =>
    cspSourcesFor(tracking[productOf(request)])[directive].join(' ');
  const widget = (directive: 'script-src' | 'frame-src') => (request: IncomingMessage) =>
    botCheckCspSources[botCheck[productOf(request)].provider][directive].join(' ');
  const partners = (request: IncomingMessage) => embed[productOf(request)].join(' ');
  // On documents only (helmet sends no Permissions-Policy): the policy governs a document and the
  // frames in it, so on a script, a style sheet or a JSON answer it does nothing, and there it
  // cost 0.3 KB of headers on each of a journey's responses (5 KB on the Fiesta journey).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
      void reply.header('permissions-policy', permissionsPolicy);
    return payload;
  });
  await app.register(helmet, {
    // X-Frame-Options cannot express an allow-list; frame-ancestors replaces it.
    frameguard: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_request: IncomingMessage, response: ServerResponse) => `'nonce-${cspNonce(response)}'`,
          vendors('script-src'),
          widget('script-src'),
        ],
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', vendors('img-src')],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", vendors('connect-src')],
        // Our own frames plus the configured vendors' (tag manager, ad conversion) and a hosted
        // bot check's widget.
        frameSrc: ["'self'", vendors('frame-src'), widget('frame-src')],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // A partner whose end is a POST receives the applicant's browser by a form post.
        formAction: ["'self'", ...formTargets],
        frameAncestors: ["'self'", partners],
        upgradeInsecureRequests: null,
      },
    },
  });
}
