import {
  ProgressState,
  progressStateValues,
  isAfterOffer,
} from '@finceptiv/contract/progress-states';
import { leadRedirectResponseSchema, leadResponseSchema } from '@finceptiv/contract/api';
import { postOfferStepFor } from '@finceptiv/contract/post-offer-steps';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCatalogue } from '../src/partners/catalogue.ts';

const { partners } = defaultCatalogue;
import { completeStep, submitLegacyLead, type LeadStateBody } from './support/lead-walk.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const S = ProgressState;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function lastCode(leadId: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: `/api/dev/sms-outbox/${leadId}` });
  const { messages } = response.json<{ messages: { text: string }[] }>();
  const match = /(\d{6})/.exec(messages.at(-1)?.text ?? '');
  if (!match?.[1]) throw new Error('no code sent');
  return match[1];
}

describe('decision engine through the API', () => {
  it('every post-offer screen of spec 4 is a step of some partner', () => {
    const covered = new Set<number>(partners.flatMap((p) => p.steps));
    const screens = progressStateValues.filter(
      (s) =>
        isAfterOffer(s) &&
        ![
          S.None,
          S.Continue,
          S.Checking,
          S.Accepted,
          S.ThankYou,
          S.Redirected,
          S.Rejected,
        ].includes(s as never),
    );
    expect(screens.filter((s) => !covered.has(s))).toEqual([]);
  });

  // The contract's step table says which steps may be skipped; a partner allows it. That is one
  // fact only while each skippable step is one partner's: a second partner on such a step must
  // decide its own skip before the flag can stay on the step.
  it('every skippable step belongs to exactly one partner', () => {
    const skippable = progressStateValues.filter((s) => postOfferStepFor(s)?.skippable);
    expect(skippable.length).toBeGreaterThan(0);
    for (const state of skippable) {
      expect(
        partners.filter((p) => p.steps.includes(state)).map((p) => p.name),
        String(state),
      ).toHaveLength(1);
    }
  });

  it('skips a step its table marks skippable, and refuses a skip anywhere else', async () => {
    const day = partners.findIndex((p) => p.steps.includes(S.CustomerDebts)) + 1;
    const skip = (id: string) => t.client.inject({ method: 'POST', url: `/api/lead/skip/${id}` });
    let state: LeadStateBody = await submitLegacyLead(t.client, day);
    state = await completeStep(t.client, state, () => lastCode(state.id));
    expect(state.progressState).toBe(S.TfbankConsents);
    const refused = await skip(state.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toBe('not_skippable');
    state = await completeStep(t.client, state, () => lastCode(state.id));
    expect(state.progressState).toBe(S.CustomerDebts);
    const skipped = await skip(state.id);
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json<LeadStateBody>().progressState).not.toBe(S.CustomerDebts);
  });

  it('rejects an applicant under the income minimum', async () => {
    const state = await submitLegacyLead(t.client, 5, 100);
    expect(state).toMatchObject({
      progressState: S.Rejected,
      applicationResult: { status: 'rejected' },
    });
  });

  it.each(partners.map((p, i) => [p.name, i + 1] as const))(
    'walks %s (born on day %i) to its end',
    async (name, day) => {
      const partner = partners[day - 1]!;
      let state: LeadStateBody = await submitLegacyLead(t.client, day);
      expect(state.progressState).toBe(S.Accepted);
      expect(state.applicationResult.partner?.name).toBe(name);
      expect(state.applicationResult.offerId).toMatch(new RegExp(`^${partner.id}-`));
      const seen: number[] = [];
      for (
        let i = 0;
        i < 10 && ![S.ThankYou, S.Redirected].includes(state.progressState as never);
        i++
      ) {
        state = await completeStep(t.client, state, () => lastCode(state.id));
        expect(leadResponseSchema.safeParse(state).error).toBeUndefined();
        seen.push(state.progressState);
      }
      expect(seen.slice(0, -1)).toEqual(partner.steps);
      if (partner.end.kind === 'redirect') {
        expect(state.progressState).toBe(S.Redirected);
        expect(state.redirect?.method).toBe(partner.end.method);
        const redirect = await t.client.inject({
          method: 'GET',
          url: `/api/lead/${state.id}/redirect`,
        });
        const body = redirect.json<{ method: string; url: string }>();
        expect(leadRedirectResponseSchema.safeParse(body).error).toBeUndefined();
        expect(body.method).toBe(partner.end.method);
        expect(body.url).toContain(partner.id);
      } else {
        expect(state.progressState).toBe(S.ThankYou);
      }
      const status = await t.client.inject({
        method: 'GET',
        url: `/api/lead/status/${state.id}`,
      });
      expect(status.json()).toMatchObject({ progressState: state.progressState });
    },
  );

  it('refuses a step call for a lead in another state with 409', async () => {
    const state = await submitLegacyLead(t.client, 1);
    const response = await t.client.inject({
      method: 'POST',
      url: '/api/lead/vehicle',
      payload: { id: state.id },
    });
    expect(response.statusCode).toBe(409);
  });

  it('holds the decision back for CHECKING_DELAY_MS', async () => {
    const delayed = await (
      await import('./support/test-app.ts')
    ).createTestApp({ env: { CHECKING_DELAY_MS: 400 } });
    try {
      const state = await submitLegacyLead(delayed.client, 3);
      expect(state.progressState).toBe(S.Checking);
      expect(state.applicationResult.status).toBe('checking');
      await new Promise((r) => setTimeout(r, 450));
      const status = await delayed.client.inject({
        method: 'GET',
        url: `/api/lead/status/${state.id}`,
      });
      expect(status.json()).toMatchObject({
        progressState: S.Accepted,
        applicationResult: { partner: { name: partners[2]!.name } },
      });
    } finally {
      await delayed.close();
    }
  });
});
