import type { SessionRecordingConfig } from '@finceptiv/contract/tracking-config';

/**
 * Spec 4, session-replay gate: visitors sent back by a retargeting or cart-abandonment
 * campaign are not recorded when the brand switched that logging off. Both default to on
 * (spec 9), so only an explicit false blocks.
 */
export function isReplayBlockedBy(
  utmSource: string | undefined,
  config: Pick<SessionRecordingConfig, 'retargetingLogging' | 'abandonmentLogging'>,
): boolean {
  return (
    (utmSource === 'retargeting' && config.retargetingLogging === false) ||
    (utmSource === 'abandonment' && config.abandonmentLogging === false)
  );
}
