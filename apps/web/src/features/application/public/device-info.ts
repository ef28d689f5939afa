import { mergeLeadTags } from '@finceptiv/contract/entities/lead-data';
import type { DeviceInfo } from '@finceptiv/contract/entities/device-info';
import { openBrowserStorages, type AppStorage } from '@/shared/storage/app-storage';
import { sessionKeys, type SessionKey } from '@/shared/storage/storage-keys';

// Spec 3, Device info: built when the lead payload is, from what the browser offers.
export interface DeviceSource {
  /** Date#getTimezoneOffset of now. */
  timezoneOffset: number;
  /** navigator.deviceMemory: Chromium only, so often missing. */
  deviceMemory?: number | undefined;
  language?: string | undefined;
  screen?: { width: number; height: number } | undefined;
  /** Epoch ms when the app started (session key initAt), if known. */
  initAt?: number | undefined;
  now: number;
}

export function collectDeviceInfo(source: DeviceSource): DeviceInfo {
  const info: DeviceInfo = {
    timezoneOffset: source.timezoneOffset,
    deviceMemory:
      source.deviceMemory !== undefined && source.deviceMemory > 0 ? source.deviceMemory : 1,
    loadingTime: 0,
  };
  if (source.language) info.language = source.language;
  if (source.screen) info.screenResolution = `${source.screen.width}x${source.screen.height}`;
  if (
    source.initAt !== undefined &&
    Number.isFinite(source.initAt) &&
    source.now >= source.initAt
  ) {
    info.loadingTime = source.now - source.initAt;
  }
  return info;
}

/** Reads the browser's values; only call in the browser, when the payload is built. */
export function browserDeviceSource(initAt: number | undefined, now = Date.now()): DeviceSource {
  const nav = navigator as Navigator & { deviceMemory?: number };
  return {
    timezoneOffset: new Date(now).getTimezoneOffset(),
    deviceMemory: nav.deviceMemory,
    language: nav.language,
    screen: { width: window.screen.width, height: window.screen.height },
    initAt,
    now,
  };
}

/** The device info and tags every lead payload carries (tags always include 'ui:react'). */
export function leadPayloadExtras(
  tags: readonly string[] | undefined,
  source: DeviceSource,
): { deviceData: DeviceInfo; tags: string[] } {
  return { deviceData: collectDeviceInfo(source), tags: mergeLeadTags(tags) };
}

/** Epoch ms the app started, as initApplication stored it (session key initAt). */
function storedInitAt(session: AppStorage<SessionKey>): number | undefined {
  const value = session.read(sessionKeys.initAt);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * A new application by an applicant who finished one in this tab (start-over.ts sets the
 * flag) carries this tag, so a lender can tell reapplications from first applications.
 */
const reapplyingTag = 'reapplying';

/** What the lead payload builder calls in the browser: device info and tags from live values. */
export function currentLeadPayloadExtras(tags: readonly string[] | undefined) {
  const { session } = openBrowserStorages();
  const reapplying = session.read(sessionKeys.reapplying) === true;
  return leadPayloadExtras(
    reapplying ? [...(tags ?? []), reapplyingTag] : tags,
    browserDeviceSource(storedInitAt(session)),
  );
}
