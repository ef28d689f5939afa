import type { FastifyInstance } from 'fastify';
import { partnerById, type Catalogue } from '../partners/catalogue.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function standInPage(title: string, text: string): string {
  const name = escapeHtml(title);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title></head><body><main><h1>${name}</h1><p>${escapeHtml(text)}</p></main></body></html>`;
}

/**
 * Stand-ins for the partners' sites, so a redirected applicant (GET or POST) lands somewhere
 * real in development and in browser tests, which never call outside hosts.
 */
export function partnerPageRoutes(api: FastifyInstance, catalogue: Catalogue): void {
  api.get<{ Params: { slug: string } }>('/partner/:slug/logo.svg', async (request, reply) => {
    const partner = partnerById(catalogue, request.params.slug);
    if (!partner) return reply.code(404).send({ error: 'not_found' });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48" role="img" aria-label="${escapeHtml(partner.name)}"><rect width="160" height="48" rx="8" fill="#1f3a5f"/><text x="80" y="30" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">${escapeHtml(partner.name)}</text></svg>`;
    return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(svg);
  });

  // The partner's own terms, linked from its consents (decision/offer.ts): a real partner serves
  // them on its site; this page stands in for it so the link leads somewhere in tests too.
  api.get<{ Params: { slug: string } }>('/partner/:slug/terms', async (request, reply) => {
    const partner = partnerById(catalogue, request.params.slug);
    if (!partner) return reply.code(404).send({ error: 'not_found' });
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('text/html; charset=utf-8')
      .send(standInPage(partner.name, `The terms of ${partner.name} are published on its site.`));
  });

  // Its own scope: a partner redirect by POST is a plain form submission
  // (application/x-www-form-urlencoded), a body type no other route accepts.
  void api.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, parsed) => {
        parsed(null, body);
      },
    );
    scope.route<{ Params: { slug: string } }>({
      method: ['GET', 'POST'],
      url: '/partner/:slug/landing',
      // Plays an outside site: a form POST carries no XSRF header (and, under our no-referrer
      // policy, Origin: null). It changes nothing and reads nothing of ours.
      config: { xsrfExempt: true },
      handler: async (request, reply) => {
        const partner = partnerById(catalogue, request.params.slug);
        if (!partner) return reply.code(404).send({ error: 'not_found' });
        return reply
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(standInPage(partner.name, `Your application has arrived at ${partner.name}.`));
      },
    });
    done();
  });
}
