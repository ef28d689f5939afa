import {
  belowApiPrefix,
  devVerificationProviderPath,
  devVerificationProviderScriptPath,
} from '@finceptiv/contract/api/route-paths';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app.ts';
import {
  findLiveSession,
  signWidgetResult,
  type WidgetOutcome,
} from '../verification/widget-result.ts';

// Development and test only: a stand-in for the bank-account (Instantor, Tink) and card
// (Paylands) verification widgets, so the post-offer screens complete locally and in browser
// tests, which never call outside hosts. The app frames it sandboxed (scripts only, opaque
// origin) with the reference of a verification session. Like a real provider it signs its
// result server-side (verification/widget-result.ts) for that session's lead; the frame only
// hands the signed token to the parent with postMessage, and the step call checks it.
// The script is a file of its own because the CSP admits no inline script.

const providers = new Set(['instantor', 'tink', 'paylands']);

const titles: Record<string, string> = {
  instantor: 'Test bank (Instantor sandbox)',
  tink: 'Test bank (Tink sandbox)',
  paylands: 'Test card (Paylands sandbox)',
};

const script = `
document.querySelectorAll('button[data-outcome]').forEach(function (button) {
  button.addEventListener('click', function () {
    var provider = document.body.getAttribute('data-provider');
    parent.postMessage({ type: 'verification-widget', provider: provider, outcome: button.getAttribute('data-outcome'), result: button.getAttribute('data-result') }, '*');
    document.getElementById('status').textContent = 'Sent.';
  });
});
`;

export function devVerificationProviderRoutes(api: FastifyInstance, ctx: AppContext): void {
  // The sandboxed frame has an opaque origin, so its script request is cross-origin: without
  // this the default Cross-Origin-Resource-Policy (same-origin) blocks it.
  api.get(belowApiPrefix(devVerificationProviderScriptPath), async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .header('cross-origin-resource-policy', 'cross-origin')
      .type('text/javascript; charset=utf-8')
      .send(script),
  );
  api.get<{ Params: { provider: string }; Querystring: { reference?: unknown } }>(
    belowApiPrefix(devVerificationProviderPath),
    async (request, reply) => {
      const { provider } = request.params;
      if (!providers.has(provider)) return reply.code(404).send({ error: 'not_found' });
      const { reference } = request.query;
      const now = ctx.now();
      const session =
        typeof reference === 'string' && reference.length <= 64
          ? await findLiveSession(ctx.db, reference, now)
          : undefined;
      const button = (outcome: WidgetOutcome, label: string) => {
        const result = signWidgetResult(ctx.env.APP_SECRET, {
          leadId: session?.lead_id ?? '',
          provider,
          reference: String(reference),
          outcome,
          issuedAt: now.getTime(),
        });
        return `<button type="button" data-outcome="${outcome}" data-result="${result}">${label}</button>`;
      };
      const body =
        session?.provider === provider
          ? `${button('verified', 'Verify')} ${button('failed', 'Fail verification')}`
          : '<p>No open verification session: reopen the step.</p>';
      const title = titles[provider] ?? provider;
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body data-provider="${provider}"><main><h1>${title}</h1><p>Development stand-in: no real bank or card is involved.</p>${body}<p id="status" role="status"></p></main><script src="${devVerificationProviderScriptPath}"></script></body></html>`;
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );
}
