import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ProductId } from '@finceptiv/contract/product-ids';
import { resolveProductId } from '@finceptiv/contract/product-hosts';
import { cspSourcesFor, type CspDirective } from '@finceptiv/contract/tracking-csp';
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

export interface CspOptions {
  frameAncestors: string;
  /** Tracking vendors per brand: their hosts, and only theirs, are admitted. */
  tracking: TrackingByProduct;
  /** The brand of a host name that names none (PRODUCT). */
  defaultProduct: ProductId;
}

/**
 * Strict CSP for the app: scripts from our origin, scripts carrying this response's nonce
 * (no 'unsafe-inline'), plus exactly the tracking vendors configured for the brand of the
 * request's host (docs/tracking.md), inline style
 * attributes allowed because React `style` props need them, XHR to our own API and those
 * vendors only. frame-ancestors comes from configuration so partners can embed the form.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { frameAncestors, tracking, defaultProduct }: CspOptions,
): Promise<void> {
  // One directive value per request: the sources of the host's brand, '' when it has none.
  const vendors = (directive: CspDirective) => (request: IncomingMessage) => {
    const product = resolveProductId(request.headers.host ?? '', defaultProduct);
    return cspSourcesFor(tracking[product])[directive].join(' ');
  };
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
        ],
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', vendors('img-src')],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", vendors('connect-src')],
        // Our own frames plus the configured vendors' (tag manager, ad conversion).
        frameSrc: ["'self'", vendors('frame-src')],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: frameAncestors.split(/\s+/).filter((s) => s.length > 0),
        upgradeInsecureRequests: null,
      },
    },
  });
}
