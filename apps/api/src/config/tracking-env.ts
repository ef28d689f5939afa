import { productIds, type ProductId } from '@finceptiv/contract/product-ids';
import {
  trackingConfigFromBrand,
  trackingConfigSchema,
  trackingIdPatterns,
  type BrandTrackingIds,
  type SessionRecordingConfig,
  type TrackingConfig,
} from '@finceptiv/contract/tracking-config';

// Tracking ids are deployment configuration: a staging deploy must not feed the brand's live
// analytics, and nothing is tracked unless an operator sets an id. So every vendor id of
// every brand comes from the environment (README, Environment variables), and the same
// configuration builds the CSP header and the answer of GET /api/tracking-config.

export type TrackingByProduct = Readonly<Record<ProductId, TrackingConfig>>;

type Source = Readonly<Record<string, string | undefined>>;

/** The brand part of each variable name, e.g. TRACKING_FIESTA_GTM_ID. */
const idVariables: Readonly<Record<keyof BrandTrackingIds, string>> = {
  analyticsKey: 'POSTHOG_KEY',
  gtmId: 'GTM_ID',
  facebookPixelId: 'META_PIXEL_ID',
  tiktokPixelId: 'TIKTOK_PIXEL_ID',
  googleAdsConversionId: 'GOOGLE_ADS_SEND_TO',
};

const trackingVariable = (product: ProductId, suffix: string) =>
  `TRACKING_${product.toUpperCase()}_${suffix}`;

const recordingVariables = [
  'SCRIPT_URL',
  'APP_ID',
  'GLOBAL',
  'CONNECT_HOSTS',
  'PERCENTAGE',
  'RETARGETING',
  'ABANDONMENT',
].map((suffix) => `TRACKING_RECORDING_${suffix}`);

const knownVariables: ReadonlySet<string> = new Set([
  ...recordingVariables,
  ...productIds.flatMap((product) =>
    [...Object.values(idVariables), 'POSTHOG_HOST', 'CONSENT_REQUIRED'].map((suffix) =>
      trackingVariable(product, suffix),
    ),
  ),
]);

function flag(source: Source, name: string, fallback: boolean, problems: string[]): boolean {
  const value = source[name]?.trim();
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === 'false') return value === 'true';
  problems.push(`${name}: must be true or false`);
  return fallback;
}

function brandConfig(
  product: ProductId,
  source: Source,
  recording: SessionRecordingConfig | undefined,
  problems: string[],
): TrackingConfig {
  const ids = {} as Record<keyof BrandTrackingIds, string>;
  for (const [key, suffix] of Object.entries(idVariables) as [keyof BrandTrackingIds, string][]) {
    const name = trackingVariable(product, suffix);
    const value = source[name]?.trim() ?? '';
    if (value !== '' && !trackingIdPatterns[key].test(value)) {
      problems.push(`${name}: not a valid id (${String(trackingIdPatterns[key])})`);
    }
    ids[key] = value;
  }
  const host = source[trackingVariable(product, 'POSTHOG_HOST')]?.trim();
  const consentRequired = flag(
    source,
    trackingVariable(product, 'CONSENT_REQUIRED'),
    true,
    problems,
  );
  return trackingConfigFromBrand(ids, {
    ...(host ? { posthogHost: host } : {}),
    ...(recording ? { sessionRecording: recording } : {}),
    consentRequired,
  });
}

/** Session recording is one vendor account per deployment, shared by every brand. */
function recordingConfig(source: Source, problems: string[]): SessionRecordingConfig | undefined {
  const scriptUrl = source.TRACKING_RECORDING_SCRIPT_URL?.trim();
  if (!scriptUrl) return undefined;
  const percentage = Number(source.TRACKING_RECORDING_PERCENTAGE ?? '100');
  if (!Number.isFinite(percentage) || percentage < 0 || percentage > 100) {
    problems.push('TRACKING_RECORDING_PERCENTAGE: must be a number from 0 to 100');
  }
  const connectHosts = (source.TRACKING_RECORDING_CONNECT_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter((host) => host !== '');
  const appId = source.TRACKING_RECORDING_APP_ID?.trim();
  return {
    scriptUrl,
    ...(appId ? { appId } : {}),
    globalName: source.TRACKING_RECORDING_GLOBAL?.trim() || 'LogRocket',
    connectHosts,
    percentage,
    retargetingLogging: flag(source, 'TRACKING_RECORDING_RETARGETING', true, problems),
    abandonmentLogging: flag(source, 'TRACKING_RECORDING_ABANDONMENT', true, problems),
  };
}

/**
 * Reads every TRACKING_* variable. Returns the problems instead of throwing so that the
 * caller reports them together with the other variables' problems.
 */
export function readTrackingEnv(source: Source): {
  tracking: TrackingByProduct;
  problems: string[];
} {
  const problems: string[] = [];
  // A misspelt name would silently leave a brand untracked: refuse it instead.
  for (const name of Object.keys(source)) {
    if (name.startsWith('TRACKING_') && !knownVariables.has(name)) {
      problems.push(`${name}: unknown tracking variable (docs/tracking.md lists them)`);
    }
  }
  const recording = recordingConfig(source, problems);
  const tracking = Object.fromEntries(
    productIds.map((product) => [product, brandConfig(product, source, recording, problems)]),
  ) as Record<ProductId, TrackingConfig>;
  // The served shape is checked once here (hosts are https URLs, no quotes that could break
  // out of the CSP header), so the header and the app can trust it.
  for (const product of productIds) {
    const parsed = trackingConfigSchema.safeParse(tracking[product]);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
      problems.push(`TRACKING_${product.toUpperCase()}_*/TRACKING_RECORDING_*: invalid ${fields}`);
    }
  }
  return { tracking, problems };
}

/** No vendor for any brand: what tests and a fresh checkout run with. */
export const noTracking: TrackingByProduct = readTrackingEnv({}).tracking;
