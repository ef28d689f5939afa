import { matchPath } from 'react-router';
import { applicationRoutes, customerConsentsRoutePattern } from '@finceptiv/contract/step-routes';

// Page views and step events carry the path; the paths that hold a lead id (continue links,
// customer consents) are sent as their pattern, so the id never reaches a vendor.
const patternsWithLeadId = [applicationRoutes.continue, customerConsentsRoutePattern];

export function trackedPath(pathname: string): string {
  const pattern = patternsWithLeadId.find((path) => matchPath({ path, end: true }, pathname));
  return pattern ?? pathname;
}
