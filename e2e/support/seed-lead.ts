import type { APIRequestContext, Page } from '@playwright/test';
import { solvedBotAnswer } from './bot-answer';
import {
  leadAccessCookieName as leadAccessCookie,
  xsrfHeaderName,
} from '@finceptiv/contract/api/headers';
import { ProgressState } from '@finceptiv/contract/progress-states';
import { products, type ProductId } from '@finceptiv/contract/products';
import type { CountryCode } from '@finceptiv/contract/product-ids';

// Creates a lead through the legacy v2 calls the way an earlier session of the applicant would
// have, so journeys can start at the decision (or any state after it) without clicking
// through the forms again. The steering table of docs/api.md picks the partner from the day of
// the month of the date of birth; an income below the product minimum rejects.

export interface SeedLeadOptions {
  /** The brand (host) the lead belongs to; its backend product and loan limits apply. */
  product: ProductId;
  /** Day of the month of the date of birth (1-31): picks the partner. */
  birthDay: number;
  /** Monthly income; defaults to one every product accepts. */
  monthlyIncome?: number;
  /**
   * Stop the form walk once the lead reaches this pre-offer state (e.g. 8 employment details
   * of the ibancar flow) instead of submitting it to the check.
   */
  stopAtState?: number;
}

export interface SeededLead {
  id: string;
  /** The lead-access cookie's value: the browser that holds it may act on the lead. */
  access: string;
  /** The app path of the lead's continue link (under the app's base path, with its token). */
  continuePath: string;
  /** The progress state after the walk (the decision, or `stopAtState`). */
  progressState: number;
}

/** A mobile number valid for each country (the API checks it against the brand's country). */
const samplePhones: Record<CountryCode, string> = {
  ES: '+34 612 345 678',
  DE: '+49 1512 3456789',
  MX: '+52 55 1234 5678',
  CO: '+57 301 2345678',
  PL: '+48 512 345 678',
  RO: '+40 712 345 678',
  VN: '+84 912 345 678',
  PH: '+63 917 123 4567',
};

interface LeadStateBody {
  id: string;
  progressState: number;
}

/**
 * Node cannot resolve `<brand>.localhost` as Chromium does: talk to the loopback address and
 * name the brand's host in the Host header, which is what the API reads the brand from.
 */
function loopback(origin: string): { base: string; host: string } {
  const url = new URL(origin);
  return { base: `${url.protocol}//127.0.0.1:${url.port}`, host: url.host };
}

async function xsrfToken(request: APIRequestContext, origin: string): Promise<string> {
  const { base, host } = loopback(origin);
  const bootstrap = await request.get(`${base}/api/xsrf`, { headers: { host } });
  if (bootstrap.status() !== 204) throw new Error(`GET /api/xsrf -> ${bootstrap.status()}`);
  const { cookies } = await request.storageState();
  const token = cookies.find((c) => c.name === 'XSRF-TOKEN' && c.domain === '127.0.0.1');
  if (!token) throw new Error('GET /api/xsrf set no XSRF-TOKEN cookie');
  return decodeURIComponent(token.value);
}

const seededPerson = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com' };

/** The personal values a seeded lead of this brand holds, to look for where they must not be. */
export function seedAnswers(product: ProductId): string[] {
  const { lastName, email } = seededPerson;
  return [lastName, email, samplePhones[products[product].country]];
}

function groupsFor(options: SeedLeadOptions): Record<string, unknown>[] {
  const brand = products[options.product];
  const day = String(options.birthDay).padStart(2, '0');
  const groups: Record<string, unknown>[] = [
    {
      // Personal data goes with the acceptance of the policies, as the app sends it (ADR 0040).
      generalPolicies: true,
      personalDetails: {
        firstName: seededPerson.firstName,
        lastName: seededPerson.lastName,
        dateOfBirth: `1990-03-${day}`,
      },
    },
    { contactDetails: { email: seededPerson.email, phoneNumber: samplePhones[brand.country] } },
    { incomeDetails: { monthlyIncome: options.monthlyIncome ?? 20_000 } },
  ];
  if (brand.backendProduct === 'ibancar') groups.push({ employer: { name: 'Acme' } });
  groups.push({ otherDetails: { loanPurpose: 'car' } });
  if (brand.backendProduct === 'ibancar') {
    groups.push({
      referenceInformation: {},
      referenceDetails: { type: 'friend', name: 'Luis Pérez', phoneNumber: '+52 55 8765 4321' },
    });
  }
  return groups;
}

async function waitForDecision(
  request: APIRequestContext,
  origin: string,
  id: string,
): Promise<number> {
  const { base, host } = loopback(origin);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const response = await request.get(`${base}/api/lead/status/${id}`, { headers: { host } });
    const { progressState } = (await response.json()) as LeadStateBody;
    if (progressState !== ProgressState.Checking) return progressState;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`lead ${id} still checking after 15 s`);
}

/** Creates a v2 lead up to the decision and returns its id and continue link path. */
export async function seedLead(
  request: APIRequestContext,
  origin: string,
  options: SeedLeadOptions,
): Promise<SeededLead> {
  const brand = products[options.product];
  const { base, host } = loopback(origin);
  const headers = { [xsrfHeaderName]: await xsrfToken(request, origin), origin, host };
  const productField = { product: brand.backendProduct };
  const loan = {
    amount: brand.loan.amount.default,
    period: brand.loan.period.default,
    periodScale: brand.loan.period.unit,
  };
  const send = async (method: 'post' | 'put', data: object): Promise<LeadStateBody> => {
    const response = await request[method](`${base}/api/v2/lead`, { headers, data });
    if (!response.ok()) throw new Error(`seedLead: ${response.status()} ${await response.text()}`);
    return (await response.json()) as LeadStateBody;
  };
  const recaptchaToken = await solvedBotAnswer(request, base, { host });
  let state = await send('post', { ...productField, ...loan, recaptchaToken });
  // The request context keeps the lead's access cookie for its later calls; the browser gets it
  // from openSeededLead.
  const { cookies } = await request.storageState();
  const access = cookies.find((c) => c.name === leadAccessCookie && c.domain === '127.0.0.1');
  if (!access) throw new Error('seedLead: the create set no lead-access cookie');
  // Each PUT carries the group of the lead's current step, so each moves it one step on.
  for (const group of groupsFor(options)) {
    if (state.progressState === options.stopAtState) break;
    state = await send('put', { ...productField, id: state.id, ...group });
  }
  const progressState =
    state.progressState === ProgressState.Checking
      ? await waitForDecision(request, origin, state.id)
      : state.progressState;
  const link = await request.get(`${base}/api/dev/continue-link/${state.id}`, {
    headers: { host },
  });
  // The app address an email would carry: /application-frontend/continue/<id>?urlType=&token=.
  const { url } = (await link.json()) as { url: string };
  return { id: state.id, access: access.value, continuePath: url, progressState };
}

/**
 * Opens the seeded lead in the page as the applicant's own browser would: it holds the lead's
 * access cookie (as if it had created the lead), so the continue link reopens the lead whatever
 * its state, and the test's request context and the page can both act on it.
 */
export async function openSeededLead(page: Page, origin: string, lead: SeededLead): Promise<void> {
  await page.context().addCookies([
    {
      name: leadAccessCookie,
      value: lead.access,
      // Chromium refuses a __Host- cookie given by url over http; by host and path it takes it.
      domain: new URL(origin).hostname,
      path: '/',
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
    },
  ]);
  await page.goto(`${origin}${lead.continuePath}`);
}

/**
 * POST /api/lead/continue/:id from the test (what the accepted screen's button does): moves
 * an accepted lead (10) to its partner's first step. Returns the new progress state.
 */
export async function continueLead(
  request: APIRequestContext,
  origin: string,
  id: string,
): Promise<number> {
  const { base, host } = loopback(origin);
  const headers = { [xsrfHeaderName]: await xsrfToken(request, origin), origin, host };
  const response = await request.post(`${base}/api/lead/continue/${id}`, { headers, data: {} });
  if (!response.ok())
    throw new Error(`continueLead: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as LeadStateBody).progressState;
}

/** The texts the built-in SMS sender "sent" for a lead (development outbox). */
export async function lastSmsCode(
  request: APIRequestContext,
  origin: string,
  id: string,
): Promise<string | undefined> {
  const { base, host } = loopback(origin);
  const response = await request.get(`${base}/api/dev/sms-outbox/${id}`, { headers: { host } });
  const { messages } = (await response.json()) as { messages: { text: string }[] };
  return /(\d{6})/.exec(messages.at(-1)?.text ?? '')?.[1];
}
