import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Strict CSP for the app: scripts only from our origin (no inline), inline style
 * attributes allowed because React `style` props need them, XHR to our own API only.
 * frame-ancestors comes from configuration so partners can embed the form (spec 2).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  frameAncestors: string,
): Promise<void> {
  await app.register(helmet, {
    // X-Frame-Options cannot express an allow-list; frame-ancestors replaces it.
    frameguard: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: frameAncestors.split(/\s+/).filter((s) => s.length > 0),
        upgradeInsecureRequests: null,
      },
    },
  });
}
