// Where each verification widget lives. Production sets VITE_<PROVIDER>_WIDGET_URL to the
// provider's URL (its host must then be in the CSP's frame-src); without one the app uses the
// development stand-in our own API serves (404 in production, so a missing setting shows).
// The frame gets the verification session's reference, never the lead id.
import { buildApiPath } from '@finceptiv/contract/api/build-path';
import { devVerificationProviderPath } from '@finceptiv/contract/api/route-paths';
import type { VerificationProvider } from '@finceptiv/contract/post-offer-steps';
import { widgetUrls as configured } from '@/shared/config/build-env';

export function widgetUrl(provider: VerificationProvider, reference: string): string {
  const base = configured[provider] ?? buildApiPath(devVerificationProviderPath, { provider });
  const url = new URL(base, window.location.origin);
  url.searchParams.set('reference', reference);
  return configured[provider] ? url.href : `${url.pathname}${url.search}`;
}

export interface WidgetMessage {
  type: 'verification-widget';
  provider: VerificationProvider;
  outcome: 'verified' | 'failed';
  /** The provider's signed result: the API, not this page, decides whether it counts. */
  result?: string;
}

/** Only a message of the expected shape from the frame we opened counts. */
export function readWidgetMessage(
  data: unknown,
  provider: VerificationProvider,
): WidgetMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as Partial<WidgetMessage>;
  if (message.type !== 'verification-widget' || message.provider !== provider) return undefined;
  if (message.result !== undefined && typeof message.result !== 'string') return undefined;
  return message.outcome === 'verified' || message.outcome === 'failed'
    ? (message as WidgetMessage)
    : undefined;
}
