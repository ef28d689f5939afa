import { describe, expect, it } from 'vitest';
import { leadScopedRoutes } from './lead-scope.ts';

describe('lead-scoped routes', () => {
  it('finds every call that carries a lead id, and where', () => {
    const found = Object.fromEntries(
      leadScopedRoutes.map((r) => [r.name, `${r.leadId.place}.${r.leadId.field}`]),
    );
    expect(found).toMatchObject({
      updateLeadV2: 'body.id',
      updateLeadV3: 'body.id',
      continueLinkV2: 'params.id',
      continueLinkV3: 'params.id',
      leadStatus: 'params.id',
      skipStep: 'params.id',
      continueLead: 'params.id',
      leadRedirect: 'params.id',
      affiliateEvent: 'body.leadId',
      startMobileVerification: 'body.id',
      verifyMobile: 'body.id',
      resendCode: 'body.id',
      changeMobile: 'body.id',
      setPassword: 'body.id',
      customerConsents: 'params.id',
      documentId: 'body.id',
      idUpload: 'formFields.id',
      vehicle: 'body.id',
      offerUpdateProvidentOffer: 'body.id',
      verificationSession: 'body.id',
    });
    // 20 post-offer steps and 18 other calls; creating a lead, look-ups and the rest act on none.
    expect(leadScopedRoutes).toHaveLength(38);
    for (const name of ['createLeadV2', 'createLeadV3', 'testDataPoints', 'unsubscribe', 'health'])
      expect(found[name], name).toBeUndefined();
  });
});
