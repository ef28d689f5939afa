// The general policies every applicant accepts before personal data leaves the browser (issue 23
// item 3, ADR 0040): which documents, their current versions and where each brand serves them.
// A lead's consent record stores these versions, so a changed text must raise its version here.
import * as z from 'zod/mini';
import { policyDocumentIds, type PolicyDocumentId } from './policy-paths.ts';
import { productIds } from './product-ids.ts';

export {
  policyDocumentIds,
  policyDocumentPath,
  policyDocumentRoute,
  type PolicyDocumentId,
} from './policy-paths.ts';

/** The version of each document's text (its effective date); one for every brand and locale. */
export const policyVersions: Record<PolicyDocumentId, string> = {
  'general-terms': '2026-11-25',
  privacy: '2026-11-25',
};

export const policyDocumentParamsSchema = z.object({
  product: z.enum(productIds),
  document: z.enum(policyDocumentIds),
});

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
