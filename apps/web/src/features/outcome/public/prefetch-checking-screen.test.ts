import { describe, expect, it, vi } from 'vitest';
import { outcomeNamespace } from '../outcome-namespace';
import { prefetchCheckingScreen } from './prefetch-checking-screen';

describe('prefetchCheckingScreen', () => {
  it("loads the checking screen's strings ahead of the last Continue", () => {
    const loadNamespaces = vi.fn(() => Promise.resolve());
    prefetchCheckingScreen({ loadNamespaces });
    expect(loadNamespaces).toHaveBeenCalledWith(outcomeNamespace);
  });
});
