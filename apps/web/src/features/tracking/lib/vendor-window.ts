// The globals vendor snippets define. Typed here once so adapters never cast window ad hoc.
export type GtagFunction = (...args: unknown[]) => void;

export interface FbqFunction {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: FbqFunction;
  loaded: boolean;
  version: string;
}

export interface TtqQueue extends Array<unknown> {
  methods: readonly string[];
  load(pixelId: string): void;
  page(): void;
  track(event: string, properties?: Record<string, unknown>, options?: { event_id: string }): void;
  identify(data: Record<string, string>): void;
  _i?: Record<string, unknown[] & { _u?: string }>;
  _t?: Record<string, number>;
  _o?: Record<string, unknown>;
}

export interface VendorWindow {
  dataLayer?: unknown[];
  gtag?: GtagFunction;
  fbq?: FbqFunction;
  _fbq?: FbqFunction;
  ttq?: TtqQueue;
  TiktokAnalyticsObject?: string;
}

export const vendorWindow = (): VendorWindow => window as unknown as VendorWindow;
