import type { TrackingEventName, TrackingProperties } from '../public/tracking-events';
import type { TrackedUser, TrackingAdapter } from './adapter';

/** One facade call, kept as data so it can wait in a queue. */
export type TrackingCall =
  | { kind: 'track'; event: TrackingEventName; properties: TrackingProperties; user: TrackedUser }
  | { kind: 'identify'; sessionId: string }
  | { kind: 'page'; path: string }
  | { kind: 'error'; message: string; details: string | undefined };

/** Hands one call to an adapter; returns what the adapter returned (a promise or nothing). */
export function applyCall(adapter: TrackingAdapter, call: TrackingCall): unknown {
  switch (call.kind) {
    case 'track':
      return adapter.track?.(call.event, call.properties, call.user);
    case 'identify':
      adapter.identify?.(call.sessionId);
      return undefined;
    case 'page':
      adapter.page?.(call.path);
      return undefined;
    case 'error':
      adapter.reportError?.(call.message, call.details);
      return undefined;
  }
}

// A visitor who never consents must not grow memory without end: keep the newest calls.
export const maxQueuedCalls = 100;

export function pushBounded<T>(queue: T[], item: T): void {
  queue.push(item);
  if (queue.length > maxQueuedCalls) queue.shift();
}
