// Issue 25 items 2 and 3 (ADR 0042): the app's journey events, sent with navigator.sendBeacon
// like the real-user timings (vitals-routes.ts): Origin-checked without the XSRF header, JSON
// sent as text/plain.
import { noContent } from './common.ts';
import { journeyReportSchema } from './journey-schemas.ts';
import { defineRoutes } from './route-types.ts';

export const journeyRoutes = defineRoutes({
  reportJourney: {
    method: 'POST',
    path: '/api/journey',
    specPath: null,
    successStatus: 204,
    body: journeyReportSchema,
    response: noContent,
  },
});
