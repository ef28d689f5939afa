// jest-dom's matchers (toBeInTheDocument, toHaveAttribute, ...) on Vitest's expect; importing the
// /vitest entry here also adds their types to Vitest's Assertion for every file tsconfig includes.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type { VendorWindow } from '@/features/tracking/lib/vendor-window';

// The web project runs with isolate: false (vite.config.ts): one jsdom per worker instead of one
// per test file, which was most of the run's time. Vitest runs this file again before each test
// file, so here each file gets what a fresh worker gave it: app modules evaluated anew (module
// state such as a log sink set by an earlier file must not carry over) and a blank page.

// findBy/waitFor wait 1 s by default: a busy 2-core host drew the first dynamic-form screen in
// over 4 s (issue 19), so they wait three times the quiet figure they were written against.
configure({ asyncUtilTimeout: 3_000 });

// The globals the tracking snippets define; a fresh page has none of them.
const vendorGlobals = [
  'dataLayer',
  'gtag',
  'fbq',
  '_fbq',
  'ttq',
  'TiktokAnalyticsObject',
] as const satisfies readonly (keyof VendorWindow)[];

// jsdom's own start address, kept from the first file of this worker.
const startUrl = ((globalThis as { __webTestStartUrl?: string }).__webTestStartUrl ??=
  location.href);

function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

function blankPage(): void {
  // Emptying the head also drops any <title> (setting document.title would add one).
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(name);
  }
  history.replaceState(null, '', startUrl);
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  for (const name of vendorGlobals) Reflect.deleteProperty(window, name);
}

vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
blankPage();

// Vitest runs without globals, so Testing Library cannot register its own cleanup. Each test
// also starts with empty storage, like a fresh tab: drafts and stored state must not leak
// from one test into the next.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
