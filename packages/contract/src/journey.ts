// Journey events (issue 25 items 2 and 3, ADR 0042): what the app tells its own API about an
// application's way through the steps, so the lender's team sees where applicants drop off and
// which fields trip them. A journey is named by a random id the browser makes for one
// application, never the lead id; an event says which step, and for a field error which field
// and which message, never a typed value.

// The kinds of event (api/journey-schemas.ts): reached (a step was shown), completed (its answers
// were accepted and the applicant moved on), field-error (a field's error was shown, by the
// browser's check or the API's answer), outcome (the application ended in a decision).

/** Where a field error came from: the browser's own check or the API's 422. */
export const fieldErrorSources = ['client', 'server'] as const;

/** The decisions an application ends in; abandoned is what the operator area calls the rest. */
export const journeyOutcomes = ['accepted', 'rejected', 'redirected'] as const;
export type JourneyOutcome = (typeof journeyOutcomes)[number];

/** A journey with no event for this long and no outcome counts as abandoned. */
export const abandonedAfterMs = 30 * 60 * 1000;

/** The oldest an event may be when its report arrives: the API dates it by arrival less its age. */
export const maxJourneyEventAgeMs = 60 * 60 * 1000;

/** 128 random bits, base64url: made by the browser per application. */
export const journeyIdPattern = /^[A-Za-z0-9_-]{22}$/;
