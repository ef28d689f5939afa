// Every browser-storage key of spec 3 (Storage) in one place, so no module spells a key twice
// and a rename is one edit. Values are what other scripts on the host page may also read.

/** Keys kept in session storage: they die with the tab, which is the life of one application. */
export const sessionKeys = {
  /** The application data with the applicant's answers and the lead id: they never leave the tab. */
  storedLoanApplication: 'storedLoanApplication',
  /** The current session's uuid, also the analytics identity (spec 7). */
  sessionId: 'sessionId',
  /** When the session started, UTC ISO; the fallback base of the data expiry (spec 4). */
  sessionStartedAt: 'sessionStartedAt',
  /** Spec 3 names it; deliberately unused (ADR 0036): the landing address may carry personal values. */
  sessionUrl: 'sessionUrl',
  /** Spec 3 names it; deliberately unused (ADR 0036): leadApplication holds the state. */
  state: 'state',
  /** Spec 3 names it; deliberately unused (ADR 0036): no form looks a company up. */
  companyData: 'companyData',
  /** The ad-click attribution record (gclid, gclsrc, gbraid, wbraid, setAt), 90-day expiry. */
  gclid: 'gclid',
  /** When this page load started the app, epoch ms: the base of the device info loadingTime. */
  initAt: 'initAt',
  /** Spec 3 names it for the lead id; unused (ADR 0036): the id is in this tab's storedLoanApplication. */
  lid: 'lid',
  /** A random id naming this tab's application in the lender's journey figures (issue 25, ADR 0042); never the lead id. */
  journeyId: 'journeyId',
  /** Set once the applicant was sent to a partner, so a reload does not send them twice. */
  redirected: 'redirected',
  /** The partner address of a pending redirect. */
  redirectUrl: 'redirectUrl',
  /** GET or POST for the pending redirect. */
  redirectMethod: 'redirectMethod',
  /** Set when a returning applicant starts a new application; the new lead is tagged 'reapplying'. */
  reapplying: 'reapplying',
  /** Session-replay tool blocked for this session (spec 4, session-replay gate). */
  logRocketBlocked: 'logRocketBlocked',
  /** Session-replay tool sampled in for this session. */
  logRocket: 'logRocket',
  /** Spec 3 names it; deliberately unused (ADR 0036): leadApplication holds the server's routeChange. */
  routeChange: 'routeChange',
  /** Set when this load created a new session (spec 4, Session). */
  newSessionFlag: 'newSessionFlag',
  /** The lead application state slice: progress, result, consents. */
  leadApplication: 'leadApplication',
  /** The dynamic forms (v3 flow) with their data points and errors. */
  dynamicPages: 'dynamicPages',
  /** Custom colours over the brand palette (ADR 0036); an empty object means no overlay. */
  uiColors: 'uiColors',
  /** Data of forms saved asynchronously (postcode lookups and the like). */
  asyncFormData: 'asyncFormData',
  /** Spec 3 names it for a loading flag; the app has none (ADR 0036): each busy control keeps its own. */
  isLoading: 'isLoading',
  /** The selling tier from the address: a copy for host-page scripts (the lead reads application data). */
  sellingTierGlobalId: 'sellingTierGlobalId',
  /** The application's pseudonym for tracking vendors and the lead it stands for (never sent). */
  applicationRef: 'applicationRef',
  /** Set when the applicant accepted an offer and was redirected; cleared with the session. */
  sessionAcceptedRedirected: 'sessionAcceptedRedirected',
} as const;

/**
 * Keys kept in local storage: they outlive the tab, so they hold nothing personal (ADR
 * "personal data stays in the tab", amending spec 3's "application data is kept there").
 */
export const localKeys = {
  /** The application's durable part only: loan choice, attribution, expiry (stale-fields.ts). */
  storedLoanApplication: 'storedLoanApplication',
  /** Session-replay tool blocked by the retargeting/abandonment gate (spec 4). */
  logRocketBlocked: 'logRocketBlocked',
  /** The applicant's answer to the consent banner and when it was given (docs/tracking.md). */
  trackingConsent: 'trackingConsent',
} as const;

export type SessionKey = (typeof sessionKeys)[keyof typeof sessionKeys];
export type LocalKey = (typeof localKeys)[keyof typeof localKeys];
