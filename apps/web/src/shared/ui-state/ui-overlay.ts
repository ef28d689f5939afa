import { useSyncExternalStore } from 'react';

// The spec's `ui` overlay state (spec 2: header and footer go transparent while it is
// non-empty; an empty object means no overlay). A tiny external store until the Redux `ui`
// slice lands: swap useUiOverlay's body for a selector and callers stay the same.
export type UiOverlay = Readonly<Record<string, unknown>>;

let current: UiOverlay = {};
const listeners = new Set<() => void>();

export function setUiOverlay(next: UiOverlay): void {
  current = next;
  for (const listener of listeners) listener();
}

export function getUiOverlay(): UiOverlay {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function hasOverlay(ui: UiOverlay): boolean {
  return Object.keys(ui).length > 0;
}

export function useUiOverlay(): UiOverlay {
  return useSyncExternalStore(subscribe, getUiOverlay, getUiOverlay);
}
