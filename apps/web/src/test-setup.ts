import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup. Each test
// also starts with empty storage, like a fresh tab: drafts and stored state must not leak
// from one test into the next.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
