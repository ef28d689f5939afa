import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataCache, keepUnusedMs } from './data-cache';

describe('data cache (spec 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks once however many screens read a key at the same time', async () => {
    const cache = createDataCache();
    const load = vi.fn(() => Promise.resolve(['employee']));
    const a = cache.hold('/choices/position', load);
    const b = cache.hold('/choices/position', load);
    expect(await a.answer).toEqual(['employee']);
    expect(await b.answer).toBe(await a.answer);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps an answer nobody uses for 60 s, then asks again', async () => {
    const cache = createDataCache();
    const load = vi.fn(() => Promise.resolve('logos'));
    cache.hold('/partner/logos', load).release();
    vi.advanceTimersByTime(keepUnusedMs - 1);
    await cache.read('/partner/logos', load);
    expect(load).toHaveBeenCalledTimes(1);
    // The read above started the 60 s again.
    vi.advanceTimersByTime(keepUnusedMs);
    await cache.read('/partner/logos', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never drops an answer a screen still holds', async () => {
    const cache = createDataCache();
    const load = vi.fn(() => Promise.resolve('vehicles'));
    const held = cache.hold('/data/vehicleModels.json', load);
    cache.hold('/data/vehicleModels.json', load).release();
    vi.advanceTimersByTime(10 * keepUnusedMs);
    await cache.read('/data/vehicleModels.json', load);
    expect(load).toHaveBeenCalledTimes(1);
    held.release();
    held.release(); // a second release changes nothing
    vi.advanceTimersByTime(keepUnusedMs);
    await cache.read('/data/vehicleModels.json', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed answer: the next reader asks again', async () => {
    const cache = createDataCache();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('places');
    await expect(cache.read('/postcode/lookup/06000', load)).rejects.toThrow('offline');
    await expect(cache.read('/postcode/lookup/06000', load)).resolves.toBe('places');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts afresh when cleared', async () => {
    const cache = createDataCache();
    const load = vi.fn(() => Promise.resolve(1));
    await cache.read('k', load);
    cache.clear();
    await cache.read('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
