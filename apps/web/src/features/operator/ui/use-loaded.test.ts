import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoaded } from './use-loaded';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('useLoaded', () => {
  it("shows a new key's figures only, even when the old key's answer comes last", async () => {
    const fiesta = deferred<string>();
    const ibancar = deferred<string>();
    const answers: Record<string, Promise<string>> = {
      fiesta: fiesta.promise,
      ibancar: ibancar.promise,
    };
    const { result, rerender } = renderHook(({ key }) => useLoaded(key, () => answers[key]!), {
      initialProps: { key: 'fiesta' },
    });
    expect(result.current).toEqual({ kind: 'loading' });
    rerender({ key: 'ibancar' });
    await act(async () => {
      ibancar.resolve('ibancar figures');
      await ibancar.promise;
    });
    await waitFor(() => {
      expect(result.current).toEqual({ kind: 'ready', value: 'ibancar figures' });
    });
    await act(async () => {
      fiesta.resolve('fiesta figures');
      await fiesta.promise;
    });
    expect(result.current).toEqual({ kind: 'ready', value: 'ibancar figures' });
  });

  it('says so when the figures cannot be loaded', async () => {
    const { result } = renderHook(() => useLoaded('x', () => Promise.reject(new Error('down'))));
    await waitFor(() => {
      expect(result.current).toEqual({ kind: 'failed' });
    });
  });
});
