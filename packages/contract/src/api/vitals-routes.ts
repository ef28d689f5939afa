// Issue 22 item 5 (ADR 0029): the app's real-user timings, sent with navigator.sendBeacon.
// A beacon cannot set headers, so this route passes the Origin check without the XSRF
// header (docs/security.md); its body is JSON sent as text/plain.
import { noContent } from './common.ts';
import { reportVitalsPath } from './route-paths.ts';
import { defineRoutes } from './route-types.ts';
import { vitalsReportSchema } from './vitals-schemas.ts';

export const vitalsRoutes = defineRoutes({
  reportVitals: {
    method: 'POST',
    path: reportVitalsPath,
    specPath: null,
    successStatus: 204,
    body: vitalsReportSchema,
    response: noContent,
  },
});
