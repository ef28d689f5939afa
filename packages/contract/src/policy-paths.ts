// Which policy documents there are and where a brand serves them (ADR 0040): the part of the
// policy catalogue the web app needs on its first screen (footer, acceptance boxes), kept apart
// from the versions and schemas in policies.ts so the first act carries only these few bytes.
import { buildApiPath } from './api/build-path.ts';
import type { ProductId } from './product-ids.ts';

export const policyDocumentIds = ['general-terms', 'privacy'] as const;
export type PolicyDocumentId = (typeof policyDocumentIds)[number];

/** The `policyDocument` route's path; kept here so the web app links to it without the route map. */
export const policyDocumentRoute = '/api/policy/:product/:document';

/** Where a brand serves a document: its footer, its consent boxes and `GET /api/policy` link here. */
export function policyDocumentPath(product: ProductId, document: PolicyDocumentId): string {
  return buildApiPath(policyDocumentRoute, { product, document });
}
