// What the rejected screen says. The API tells the kind of outcome in applicationResult.status
// (docs/api.md: 'rejected' for the lead check); a partner decision may use another word. Each
// known kind has its own text; anything else gets the general one rather than a raw code.
import type { ApplicationResult } from '@finceptiv/contract/entities/lead-application-state';

export const rejectionKinds = ['rejected', 'declined', 'cancelled', 'expired'] as const;
export type RejectionKind = (typeof rejectionKinds)[number] | 'general';

export function rejectionKind(result: ApplicationResult | undefined): RejectionKind {
  const status = result?.status;
  return rejectionKinds.find((kind) => kind === status) ?? 'general';
}
