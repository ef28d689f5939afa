import { ProgressState } from '@finceptiv/contract/progress-states';
import { postOfferStepFor } from '@finceptiv/contract/post-offer-steps';
import { sampleAnswersFor } from '@finceptiv/contract/fixtures/sample-answers';
import { providerResult } from './widget.ts';

const S = ProgressState;

/**
 * What the walks need of a client: the web app's calls from one browser. `app.inject` clients
 * (xsrfSession) and HTTP clients of running servers (balancedClient) both are one.
 */
export interface LeadClient {
  inject(options: {
    method: 'GET' | 'POST' | 'PUT';
    url: string;
    payload?: object;
    headers?: Record<string, string>;
    // The caller names the body's type, as light-my-request's json<T>() lets it.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
  }): Promise<{ statusCode: number; body: string; json<T = unknown>(): T }>;
}

export interface LeadStateBody {
  id: string;
  progressState: number;
  applicationResult: { status?: string; offerId?: string; partner?: { name?: string } };
  customerConsents: { id: string; required: boolean }[];
  redirect?: { url: string; method: string };
}

/** What a fiesta lead asks for when it is created: the legacy create's loan fields. */
export const fiestaLoan = { product: 'fiesta', amount: 500, period: 61, periodScale: 'days' };

export function applicant(birthDay: number, income = 2000) {
  return {
    personalDetails: {
      firstName: 'Ana',
      lastName: 'Ruiz',
      dateOfBirth: `1990-03-${String(birthDay).padStart(2, '0')}`,
    },
    contactDetails: { email: 'ana@example.com', phoneNumber: '+34 612 345 678' },
    incomeDetails: { monthlyIncome: income },
    otherDetails: { loanPurpose: 'car' },
  };
}

/** Creates a fiesta lead through the legacy calls and submits it; returns the state after Checking. */
export async function submitLegacyLead(
  client: LeadClient,
  birthDay: number,
  income = 2000,
  personal: Record<string, string> = {},
): Promise<LeadStateBody> {
  const base = { product: 'fiesta' };
  const created = await client.inject({
    method: 'POST',
    url: '/api/v2/lead',
    payload: fiestaLoan,
  });
  const { id } = created.json<LeadStateBody>();
  const data = applicant(birthDay, income);
  let state = created.json<LeadStateBody>();
  const bodies = [
    // The personal details go with the acceptance of the policies, as the app sends them.
    { generalPolicies: true, personalDetails: { ...data.personalDetails, ...personal } },
    { contactDetails: data.contactDetails },
    { incomeDetails: data.incomeDetails },
    { otherDetails: data.otherDetails },
  ];
  for (const body of bodies) {
    const response = await client.inject({
      method: 'PUT',
      url: '/api/v2/lead',
      payload: { ...base, id, ...body },
    });
    if (response.statusCode !== 200)
      throw new Error(`PUT failed ${response.statusCode} ${response.body}`);
    state = response.json<LeadStateBody>();
  }
  return state;
}

/** A fiesta lead of the partner steered by `birthDay`, continued into its first post-offer step. */
export async function leadAtFirstPostOfferStep(
  client: LeadClient,
  birthDay: number,
  personal: Record<string, string> = {},
): Promise<{ id: string; state: number }> {
  const accepted = await submitLegacyLead(client, birthDay, 2000, personal);
  const next = await client.inject({
    method: 'POST',
    url: `/api/lead/continue/${accepted.id}`,
    payload: {},
  });
  return { id: accepted.id, state: next.json<{ progressState: number }>().progressState };
}

/** Completes one post-offer screen the way the app would; readCode reads the last SMS. */
export async function completeStep(
  client: LeadClient,
  lead: LeadStateBody,
  readCode: () => Promise<string>,
): Promise<LeadStateBody> {
  const { id } = lead;
  const send = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await client.inject({ method, url, payload });
    if (response.statusCode !== 200)
      throw new Error(`${url} -> ${response.statusCode} ${response.body}`);
    return response.json<LeadStateBody>();
  };
  const post = (url: string, payload: object) => send('POST', url, payload);
  if (lead.progressState === S.Accepted) return post(`/api/lead/continue/${id}`, {});
  if (lead.progressState === S.MobileVerification) {
    await post('/api/lead/mobile/verification', { id });
    return post('/api/v2/customer/mobile/verify', { id, code: await readCode() });
  }
  if (lead.progressState === S.ChangeMobileNumber)
    return send('PUT', '/api/v2/customer/mobile', { id, phoneNumber: '+34 699 000 111' });
  const step = postOfferStepFor(lead.progressState);
  if (step === undefined) throw new Error(`no endpoint for state ${lead.progressState}`);
  // Each step takes only its own fields: consents, a provider's signed result, or answers.
  const body: Record<string, unknown> = { id };
  if (step.consents)
    body.consents = Object.fromEntries(lead.customerConsents.map((c) => [c.id, true]));
  if (step.verification) body.verification = await providerResult(client, id);
  // Every answer is checked by its contract rule (ADR 0035): send valid ones.
  if (step.answers !== undefined) body.answers = sampleAnswersFor(step.answers);
  return post(`/api${step.endpoint}`, body);
}
