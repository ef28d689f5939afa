// The operator area's calls (ADR 0041), through the shared client (XSRF header, API base).
import type { ProductId } from '@finceptiv/contract/product-ids';
import {
  operatorRoutes,
  type operatorApplicationsPerDaySchema,
  type operatorFieldErrorsSchema,
  type operatorFunnelSchema,
  type OperatorPartners,
  type OperatorSession,
  type OperatorVitals,
  type operatorPeriods,
} from '@finceptiv/contract/api/operator-routes';
import type * as z from 'zod/mini';
import { ApiError, apiRequest } from '@/shared/api/client';
import { clientPath } from '@/shared/api/client-path';

export type { OperatorPartners, OperatorSession, OperatorVitals };
export type OperatorPeriod = (typeof operatorPeriods)[number];
export type OperatorFunnel = z.infer<typeof operatorFunnelSchema>;
export type OperatorFieldErrors = z.infer<typeof operatorFieldErrorsSchema>;
export type OperatorApplicationsPerDay = z.infer<typeof operatorApplicationsPerDaySchema>;

/** The signed-in operator's session, or undefined when the API says there is none (401). */
export async function currentSession(): Promise<OperatorSession | undefined> {
  try {
    return await apiRequest<OperatorSession>('GET', clientPath(operatorRoutes.operatorSession));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return undefined;
    throw error;
  }
}

export type SignInOutcome =
  | { ok: true; session: OperatorSession }
  | { ok: false; reason: 'credentials' | 'locked' | 'failed' };

export async function signIn(email: string, password: string): Promise<SignInOutcome> {
  try {
    const session = await apiRequest<OperatorSession>(
      'POST',
      clientPath(operatorRoutes.operatorSignIn),
      { email, password },
    );
    return { ok: true, session };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      return { ok: false, reason: 'credentials' };
    if (error instanceof ApiError && error.status === 429) return { ok: false, reason: 'locked' };
    return { ok: false, reason: 'failed' };
  }
}

export async function signOut(): Promise<void> {
  await apiRequest('POST', clientPath(operatorRoutes.operatorSignOut));
}

/** A GET of the operator area's figures with its query (the period, a brand). */
function figures<T>(route: { path: `/api/${string}` }, query: Record<string, string>): Promise<T> {
  return apiRequest<T>('GET', `${clientPath(route)}?${new URLSearchParams(query).toString()}`);
}

/** Speed in the field (issue 25 item 4): p75 per brand, metric and device class. */
export const fieldSpeed = (days: OperatorPeriod) =>
  figures<OperatorVitals>(operatorRoutes.operatorVitals, { days });

/** Where a brand's applicants drop off (item 2). */
export const funnel = (brand: ProductId, days: OperatorPeriod) =>
  figures<OperatorFunnel>(operatorRoutes.operatorFunnel, { brand, days });

/** The field errors a brand's applicants met most (item 3). */
export const fieldErrors = (brand: ProductId, days: OperatorPeriod) =>
  figures<OperatorFieldErrors>(operatorRoutes.operatorFieldErrors, { brand, days });

/** A brand's applications started and decided per day (item 6). */
export const applicationsPerDay = (brand: ProductId, days: OperatorPeriod) =>
  figures<OperatorApplicationsPerDay>(operatorRoutes.operatorApplicationsPerDay, { brand, days });

/** What each partner lender answered over the period, and its circuit breaker now. */
export const partners = (days: OperatorPeriod) =>
  figures<OperatorPartners>(operatorRoutes.operatorPartners, { days });
