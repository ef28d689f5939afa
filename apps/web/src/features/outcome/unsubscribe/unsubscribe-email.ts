// POST /customer/email/unsubscribe?email=... (docs/api.md: the API keeps only a hash). The
// address travels in the query as spec 7 has it; the API client logs paths without their
// query and this module logs nothing, so the address reaches no log.
import { leadRoutes } from '@finceptiv/contract/api/lead-routes';
import { emailSchema } from '@finceptiv/contract/validation/text-rules';
import { apiRequest } from '@/shared/api/client';
import { clientPath } from '../api-path';

export type UnsubscribeResult = 'done' | 'invalid' | 'failed';

/** The address as the API will check it, or undefined when it is not an email address. */
export function normalisedEmail(value: string): string | undefined {
  const email = value.trim();
  return emailSchema.safeParse(email).success ? email : undefined;
}

export async function unsubscribeEmail(value: string): Promise<UnsubscribeResult> {
  const email = normalisedEmail(value);
  if (email === undefined) return 'invalid';
  try {
    await apiRequest<unknown>('POST', clientPath(leadRoutes.unsubscribe, {}, { email }));
    return 'done';
  } catch {
    return 'failed';
  }
}
