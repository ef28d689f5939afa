import { customerConsentsResponseSchema } from '@finceptiv/contract/api/step-schemas';
import type { CustomerConsent } from '@finceptiv/contract/entities/lead-application-state';
import { apiRequest } from '@/shared/api/client';
import { clientPath } from '@/shared/api/client-path';
import { leadRoutes } from '@finceptiv/contract/api/lead-routes';

/** The partner's consents for a lead (GET /customer/:id/consents), checked against the contract. */
export async function fetchCustomerConsents(
  leadId: string,
  signal?: AbortSignal,
): Promise<CustomerConsent[]> {
  const answer = await apiRequest<unknown>(
    'GET',
    clientPath(leadRoutes.customerConsents, { id: leadId }),
    undefined,
    signal ? { signal } : {},
  );
  return customerConsentsResponseSchema.parse(answer);
}
