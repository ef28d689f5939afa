// An ARCHITECTURE.md addition: the app asks the API which tracking vendors the brand of the
// host it runs on has, so ids live in the deployment's environment and the CSP header and the
// app read one configuration (docs/tracking.md).
import { trackingConfigSchema } from '../tracking-config.ts';
import { defineRoutes } from './route-types.ts';

export const trackingRoutes = defineRoutes({
  trackingConfig: {
    method: 'GET',
    path: '/api/tracking-config',
    specPath: null,
    successStatus: 200,
    response: trackingConfigSchema,
  },
});
