import type { AppStorage } from '@/shared/storage/app-storage';
import {
  localKeys,
  sessionKeys,
  type LocalKey,
  type SessionKey,
} from '@/shared/storage/storage-keys';
import type { SessionRecordingConfig } from '@finceptiv/contract/tracking-config';
import { isReplayBlockedBy } from './replay-gate';
import { isSampledIn, type RandomSource } from './sampling';

export interface RecordingDecisionInput {
  config: SessionRecordingConfig;
  campaign: Readonly<Record<string, string>>;
  storages: { local: AppStorage<LocalKey>; session: AppStorage<SessionKey> };
  random: RandomSource;
}

const isTrue = (value: unknown) => value === true || value === 'true';

/**
 * Whether this session is recorded. The gate's block flag lives in local storage (spec 3),
 * so a device that came from a blocked campaign stays unrecorded. The sampling draw is kept
 * in session storage so that a reload neither re-rolls nor splits a session's recording.
 */
export function shouldRecordSession({
  config,
  campaign,
  storages,
  random,
}: RecordingDecisionInput): boolean {
  if (isReplayBlockedBy(campaign.utm_source, config)) {
    storages.local.write(localKeys.logRocketBlocked, true);
    return false;
  }
  if (isTrue(storages.local.read(localKeys.logRocketBlocked))) return false;
  const kept = storages.session.read(sessionKeys.logRocket);
  if (typeof kept === 'boolean') return kept;
  const sampled = isSampledIn(config.percentage, random);
  storages.session.write(sessionKeys.logRocket, sampled);
  return sampled;
}
