// The API contract in one import ('@finceptiv/contract/api'): route map, bodies, error shapes.
export * from './api/routes.ts';
export * from './api/errors.ts';
export * from './api/common.ts';
export * from './api/lead-schemas.ts';
export * from './api/step-schemas.ts';
export * from './api/post-offer-step-schemas.ts';
export * from './api/verification-session.ts';
export * from './api/lookup-schemas.ts';
export * from './api/headers.ts';
export * from './api/vitals-schemas.ts';
export * from './api/journey-schemas.ts';
