// Paths that code read without the route map needs: the route map brings every route's schemas
// with it, too much for the applicant's first act (saving the lead, 6 KB gzip more, measured;
// its status) and the idle-time vitals reporter, and the development stand-in of a verification
// widget is no route of the contract.
// The route map (lead-routes.ts, vitals-routes.ts), the API and the app all take them from here.
import { defaultApiBase } from './api-base.ts';

/** A legacy brand's lead (lead fields): POST makes it, PUT changes it. */
export const leadV2Path = '/api/v2/lead';
/** A v3 brand's lead (data points): POST makes it, PUT changes it. */
export const leadV3Path = '/api/v3/lead';
export const leadStatusPath = '/api/lead/status/:id';
export const reportVitalsPath = '/api/vitals';

/** The development stand-in of a provider's verification widget (DEV_ENDPOINTS only). */
export const devVerificationProviderPath = '/api/dev/verification-provider/:provider';
/** Its script, loaded by the stand-in's page. */
export const devVerificationProviderScriptPath = '/api/dev/verification-provider.js';

/** A path of the API as its server registers it: below the `/api` prefix it is mounted on. */
export const belowApiPrefix = (path: `/api/${string}`): string => path.slice(defaultApiBase.length);
