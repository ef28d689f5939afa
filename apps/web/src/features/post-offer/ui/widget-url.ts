// Where each verification widget lives. Production sets VITE_<PROVIDER>_WIDGET_URL to the
// provider's URL (its host must then be in the CSP's frame-src); without one the app uses the
// development stand-in our own API serves (404 in production, so a missing setting shows).
import type { WidgetScreen } from '../definitions/types';

type Provider = WidgetScreen['provider'];

const configured: Record<Provider, string | undefined> = {
  instantor: import.meta.env.VITE_INSTANTOR_WIDGET_URL as string | undefined,
  tink: import.meta.env.VITE_TINK_WIDGET_URL as string | undefined,
  paylands: import.meta.env.VITE_PAYLANDS_WIDGET_URL as string | undefined,
};

export function widgetUrl(provider: Provider): string {
  return configured[provider] ?? `/api/dev/verification-provider/${provider}`;
}

export interface WidgetMessage {
  type: 'verification-widget';
  provider: Provider;
  outcome: 'verified' | 'failed';
}

/** Only a message of the expected shape from the frame we opened counts. */
export function readWidgetMessage(data: unknown, provider: Provider): WidgetMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as Partial<WidgetMessage>;
  if (message.type !== 'verification-widget' || message.provider !== provider) return undefined;
  return message.outcome === 'verified' || message.outcome === 'failed'
    ? (message as WidgetMessage)
    : undefined;
}
