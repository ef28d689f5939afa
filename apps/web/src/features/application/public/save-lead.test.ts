import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { products } from '@finceptiv/contract/products';
import {
  challengeRequests,
  isValidAltchaToken,
  stubBrokenWorker,
} from '@/features/bot-check/test-support/altcha-double';
import {
  leadAnswer,
  leadId,
  makeApplicationStore,
  stubFetch,
} from '../test-support/application-test-api';
import {
  endSaveLeadTest,
  startSaveLeadTest,
  testDevice,
  type SaveLeadSetup,
} from '../test-support/save-lead-setup';
import { newSubmission, saveLead, saveFailedKey, type LeadSubmission } from './save-lead';

const ibancar = products.ibancar; // legacy flow, v2
const fiesta = products.fiesta; // v3 flow
let setup: SaveLeadSetup;
beforeEach(() => {
  setup = startSaveLeadTest();
});
afterEach(() => {
  endSaveLeadTest(setup);
});

/** A request body without the bot check's answer, which differs per create. */
function withoutAnswer(body: Record<string, unknown> | undefined): Record<string, unknown> {
  const rest = { ...body };
  Reflect.deleteProperty(rest, 'recaptchaToken');
  return rest;
}

const personal: LeadSubmission = {
  changes: { personalDetails: { firstName: 'Ana', lastName: 'Ruiz' } },
};
const contact: LeadSubmission = { changes: { contactDetails: { email: 'ana@example.com' } } };

describe('saveLead', () => {
  it('POSTs the first time and PUTs afterwards, each submission with its own key', async () => {
    const calls = stubFetch(
      { status: 201, body: leadAnswer(2) },
      { status: 200, body: leadAnswer(3) },
    );
    const store = makeApplicationStore({
      applicationData: { amount: 500, tags: ['campaign', 'ui:react'], leadStatus: true },
      leadApplication: { progressState: 0 },
    });

    const first = await store.dispatch(saveLead(ibancar, personal, newSubmission(), setup.options));
    expect(first.ok).toBe(true);
    expect(store.getState().applicationData.id).toBe(leadId);
    expect(store.getState().leadApplication).toMatchObject({
      progressState: 2,
      applicationResult: { status: 'in_progress' },
    });

    await store.dispatch(saveLead(ibancar, contact, newSubmission(), setup.options));
    expect(store.getState().leadApplication.progressState).toBe(3);

    const [post, put] = calls;
    expect(post?.method).toBe('POST');
    expect(post?.url).toBe('/api/v2/lead');
    expect(post?.headers['x-xsrf-token']).toBe('signed-token');
    expect(withoutAnswer(post?.body)).toEqual({
      amount: 500,
      personalDetails: { firstName: 'Ana', lastName: 'Ruiz' },
      tags: ['campaign', 'ui:react'],
      deviceData: testDevice,
      product: 'ibancar',
    });
    // The create carries a solved answer to a challenge of the brand; the update none.
    expect(challengeRequests).toEqual(['/api/bot-check/challenge?product=ibancar']);
    expect(await isValidAltchaToken(String(post?.body?.recaptchaToken))).toBe(true);
    expect(put?.method).toBe('PUT');
    expect(put?.body).toMatchObject({
      id: leadId,
      product: 'ibancar',
      contactDetails: { email: 'ana@example.com' },
    });
    expect(put?.body).not.toHaveProperty('recaptchaToken');
    const keys = calls.map((c) => c.headers['idempotency-key']);
    expect(keys[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('speaks v3 with data points for a dynamic-form brand', async () => {
    const calls = stubFetch({ status: 201, body: leadAnswer(6) });
    const store = makeApplicationStore();
    const submission = {
      dataPoints: { email: 'ana@example.com', loan_amount: 500 },
      dataPointsPerStep: { 'initial-details': ['email', 'loan_amount'] },
    };
    const result = await store.dispatch(
      saveLead(fiesta, submission, newSubmission(), setup.options),
    );
    expect(result.ok).toBe(true);
    expect(calls[0]?.url).toBe('/api/v3/lead');
    expect(calls[0]?.body).toMatchObject({ product: 'fiesta', tags: ['ui:react'], ...submission });
    // The answer travels beside the data points, not as one.
    expect(await isValidAltchaToken(String(calls[0]?.body?.recaptchaToken))).toBe(true);
    expect(calls[0]?.body?.dataPoints).not.toHaveProperty('recaptchaToken');
    expect(store.getState().leadApplication.progressState).toBe(6);
  });

  it('keeps every field on failure, logs the status only, setup.toasts, and retries with the same key and body', async () => {
    const calls = stubFetch(
      { status: 503, body: { error: 'starting' } },
      { status: 201, body: leadAnswer(2) },
    );
    const store = makeApplicationStore();
    const result = await store.dispatch(
      saveLead(ibancar, personal, newSubmission(), setup.options),
    );

    expect(result).toMatchObject({ ok: false, kind: 'failed', status: 503 });
    expect(store.getState().applicationData.personalDetails).toEqual({
      firstName: 'Ana',
      lastName: 'Ruiz',
    });
    expect(store.getState().applicationData.id).toBeUndefined();
    expect(setup.log.lines).toContain('Failed to post lead');
    expect(setup.log.details[setup.log.lines.indexOf('Failed to post lead')]).toBe(
      '{"status":503}',
    );
    expect(setup.log.details.join(' ')).not.toContain('Ana');
    expect(setup.toasts).toEqual([`translated:${saveFailedKey}`]);
    expect(saveFailedKey).toBe('applicationˆerrors>saveFailed');

    if (result.ok || result.kind !== 'failed') throw new Error('expected a retryable failure');
    const retried = await result.retry();
    expect(retried.ok).toBe(true);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers['idempotency-key']).toBe(calls[0]?.headers['idempotency-key']);
    // The same bytes, the bot check's answer included: no second challenge was asked for.
    expect(calls[1]?.body).toEqual(calls[0]?.body);
    expect(calls[1]?.body).toHaveProperty('recaptchaToken');
    expect(challengeRequests).toHaveLength(1);
    expect(store.getState().applicationData.id).toBe(leadId);
  });

  it('logs a failed update with its status and a network failure as status 0', async () => {
    stubFetch({ status: 500, body: { error: 'bad_request' } });
    const store = makeApplicationStore({
      applicationData: { id: leadId },
      leadApplication: { progressState: 2 },
    });
    await store.dispatch(saveLead(ibancar, personal, newSubmission(), setup.options));
    expect(setup.log.lines).toContain('Failed to update lead');

    stubFetch(new TypeError('Failed to fetch'));
    const offline = await store.dispatch(
      saveLead(ibancar, personal, newSubmission(), setup.options),
    );
    expect(offline).toMatchObject({ ok: false, kind: 'failed', status: 0 });
  });

  it('hands back 422 field errors in the contract shape, without a toast', async () => {
    const errors = [{ fieldName: 'personalDetails.firstName', message: 'validation.name.format' }];
    stubFetch({ status: 422, body: { errors } });
    const store = makeApplicationStore();
    const result = await store.dispatch(
      saveLead(ibancar, personal, newSubmission(), setup.options),
    );
    expect(result).toEqual({ ok: false, kind: 'invalid', status: 422, errors });
    expect(setup.toasts).toEqual([]);
    expect(store.getState().applicationData.personalDetails?.firstName).toBe('Ana');
  });

  it('treats a reused-key 422 and an unreadable answer as retryable failures', async () => {
    stubFetch({ status: 422, body: { error: 'idempotency_key_reused' } });
    const store = makeApplicationStore();
    expect(
      await store.dispatch(saveLead(ibancar, personal, newSubmission(), setup.options)),
    ).toMatchObject({
      kind: 'failed',
      status: 422,
    });
    stubFetch({ status: 201, body: { id: leadId } });
    expect(
      await store.dispatch(saveLead(ibancar, personal, newSubmission(), setup.options)),
    ).toMatchObject({
      kind: 'failed',
    });
    expect(store.getState().applicationData.id).toBeUndefined();
  });

  it('starts a reapplying applicant clean: a finished lead is not updated but a new one created', async () => {
    const calls = stubFetch({ status: 201, body: leadAnswer(2, { id: 'new-lead' }) });
    const store = makeApplicationStore({
      applicationData: {
        id: 'old-lead',
        amount: 700,
        contactDetails: { email: 'old@example.com' },
      },
      leadApplication: { progressState: 11, applicationResult: { status: 'approved' } },
    });
    await store.dispatch(saveLead(ibancar, personal, newSubmission(), setup.options));
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).not.toHaveProperty('id');
    expect(calls[0]?.body).not.toHaveProperty('contactDetails');
    expect(calls[0]?.body).toMatchObject({ amount: 700, personalDetails: { firstName: 'Ana' } });
    expect(store.getState().applicationData.id).toBe('new-lead');
    expect(sessionStorage.getItem('reapplying')).toBe('true');
  });
});

describe('saveLead and the bot check', () => {
  const refused = (fieldName: string) => ({
    status: 422,
    body: { errors: [{ fieldName, message: 'validation.botCheck' }] },
  });

  it('answers a refused answer once with a new submission: a fresh answer under a new key', async () => {
    const calls = stubFetch(refused('recaptchaToken'), { status: 201, body: leadAnswer(2) });
    const store = makeApplicationStore();
    const result = await store.dispatch(
      saveLead(ibancar, personal, newSubmission(), setup.options),
    );
    expect(result.ok).toBe(true);
    expect(calls.map((c) => c.method)).toEqual(['POST', 'POST']);
    expect(challengeRequests).toHaveLength(2);
    const [first, second] = calls;
    expect(second?.headers['idempotency-key']).not.toBe(first?.headers['idempotency-key']);
    expect(second?.body?.recaptchaToken).not.toBe(first?.body?.recaptchaToken);
    expect(await isValidAltchaToken(String(second?.body?.recaptchaToken))).toBe(true);
    expect(withoutAnswer(second?.body)).toEqual(withoutAnswer(first?.body));
    expect(setup.toasts).toEqual([]);
    expect(store.getState().applicationData.id).toBe(leadId);
  });

  it('hands back a second refusal as field errors, on the v3 captcha label', async () => {
    const calls = stubFetch(refused('form_recaptchalabel'));
    const store = makeApplicationStore();
    const submission = { dataPoints: { email: 'ana@example.com' } };
    const result = await store.dispatch(
      saveLead(fiesta, submission, newSubmission(), setup.options),
    );
    expect(result).toEqual({
      ok: false,
      kind: 'invalid',
      status: 422,
      errors: [{ fieldName: 'form_recaptchalabel', message: 'validation.botCheck' }],
    });
    expect(calls).toHaveLength(2);
    expect(setup.toasts).toEqual([]);
  });

  it('does not resend for other field errors', async () => {
    const errors = [{ fieldName: 'recaptchaToken', message: 'validation.required' }];
    const calls = stubFetch({ status: 422, body: { errors } });
    const store = makeApplicationStore();
    const result = await store.dispatch(
      saveLead(ibancar, personal, newSubmission(), setup.options),
    );
    expect(result).toMatchObject({ kind: 'invalid', errors });
    expect(calls).toHaveLength(1);
    expect(challengeRequests).toHaveLength(1);
  });

  it('sends no create without an answer: a failed check is a failure to retry', async () => {
    const calls = stubFetch({ status: 201, body: leadAnswer(2) });
    stubBrokenWorker();
    const store = makeApplicationStore();
    const result = await store.dispatch(
      saveLead(ibancar, personal, newSubmission(), setup.options),
    );
    expect(result).toMatchObject({ ok: false, kind: 'failed', status: 0 });
    expect(calls).toEqual([]);
    expect(setup.toasts).toEqual([`translated:${saveFailedKey}`]);
    expect(setup.log.lines).toContain('Bot check failed');

    if (result.ok || result.kind !== 'failed') throw new Error('expected a retryable failure');
    stubFetch({ status: 201, body: leadAnswer(2) });
    const retried = await result.retry();
    expect(retried.ok).toBe(true);
    expect(store.getState().applicationData.id).toBe(leadId);
  });

  it('keeps the answer out of the application data, so it is never stored', async () => {
    const calls = stubFetch({ status: 201, body: leadAnswer(2) });
    const store = makeApplicationStore();
    await store.dispatch(saveLead(ibancar, personal, newSubmission(), setup.options));
    const token = String(calls[0]?.body?.recaptchaToken);
    expect(token.length).toBeGreaterThan(100);
    expect(store.getState().applicationData).not.toHaveProperty('recaptchaToken');
    expect(JSON.stringify(store.getState())).not.toContain(token);
    expect(setup.log.details.join(' ')).not.toContain(token);
  });
});

describe('saveLead when the server has moved the lead on', () => {
  it('refreshes the lead state after a 409 so the applicant follows the server', async () => {
    const calls = stubFetch(
      { status: 409, body: { error: 'wrong_state' } },
      { status: 200, body: leadAnswer(13, { applicationResult: { status: 'rejected' } }) },
    );
    const store = makeApplicationStore({
      applicationData: { id: leadId },
      leadApplication: { progressState: 4 },
    });
    const result = await store.dispatch(
      saveLead(ibancar, personal, newSubmission(), setup.options),
    );
    expect(result).toMatchObject({ ok: false, kind: 'failed', status: 409 });
    expect(calls[1]).toMatchObject({ method: 'GET', url: `/api/lead/status/${leadId}` });
    expect(store.getState().leadApplication).toMatchObject({
      progressState: 13,
      applicationResult: { status: 'rejected' },
    });
    // Rejected is a final screen: the answers are not kept past it (stale-fields.ts).
    expect(store.getState().applicationData.personalDetails).toBeUndefined();
    expect(store.getState().applicationData.id).toBe(leadId);
  });
});
