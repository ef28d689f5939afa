// The general policies every applicant accepts before personal data leaves the browser (issue 23
// item 3, ADR 0040): which documents, their current versions and where each brand serves them.
// A lead's consent record stores these versions, so a changed text must raise its version here.
import * as z from 'zod/mini';
import { buildApiPath } from './api/build-path.ts';
import { productIds, type ProductId } from './product-ids.ts';

export const policyDocumentIds = ['general-terms', 'privacy'] as const;
export type PolicyDocumentId = (typeof policyDocumentIds)[number];

/** The version of each document's text (its effective date); one for every brand and locale. */
export const policyVersions: Record<PolicyDocumentId, string> = {
  'general-terms': '2026-11-25',
  privacy: '2026-11-25',
};

export const policyDocumentParamsSchema = z.object({
  product: z.enum(productIds),
  document: z.enum(policyDocumentIds),
});

/** The `policyDocument` route's path; kept here so the web app links to it without the route map. */
export const policyDocumentRoute = '/api/policy/:product/:document';

/** Where a brand serves a document: its footer, its consent boxes and `GET /api/policy` link here. */
export function policyDocumentPath(product: ProductId, document: PolicyDocumentId): string {
  return buildApiPath(policyDocumentRoute, { product, document });
}

/** What the server keeps with a lead when its applicant accepts: texts, versions, its own clock. */
export interface ConsentRecord {
  documents: { id: PolicyDocumentId; version: string }[];
  acceptedAt: string;
}

export function consentRecordAt(acceptedAt: Date): ConsentRecord {
  return {
    documents: policyDocumentIds.map((id) => ({ id, version: policyVersions[id] })),
    acceptedAt: acceptedAt.toISOString(),
  };
}
