// Convenience entry for the API. The web app imports sub-paths
// ('@finceptiv/contract/products', ...) so its bundles only carry what each screen uses.
export * from './products.ts';
export * from './progress-states.ts';
export * from './step-routes.ts';
export * from './post-offer-steps.ts';
export * from './validation.ts';
export * from './entities.ts';
export { sampleLead } from './fixtures/sample-lead.ts';
export * from './data-points.ts';
export * from './api.ts';
export * from './data-point-check.ts';
