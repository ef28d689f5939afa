// The API's paths partners call, server to server (docs/partners.md). Apart from route-paths.ts,
// which the applicant's first act carries: nothing of this reaches the app.

/**
 * Where a partner calls back with a later decision or a post-offer step's result, signed with
 * the partner's secret. Not in the route map: its signature is checked over the raw body,
 * before any parsing.
 */
export const partnerCallbackPath = '/api/partners/:partnerId/callback';
