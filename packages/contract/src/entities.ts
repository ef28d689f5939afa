// Every entity schema of spec 3 in one import ('@finceptiv/contract/entities'). Screens that
// need one schema should import its own file to keep bundles small.
export * from './entities/applicant.ts';
export * from './entities/finances.ts';
export * from './entities/other-details.ts';
export * from './entities/employer.ts';
export * from './entities/phone-text.ts';
export * from './entities/tracking.ts';
export * from './entities/device-info.ts';
export * from './entities/lead-data.ts';
export * from './entities/lead-data-for-product.ts';
export * from './entities/lead-application-state.ts';
export * from './entities/dynamic-form.ts';
export * from './entities/form-paths.ts';
export * from './entities/page-data.ts';
