import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureWarnings } from '../test-support/capture-warnings';
import { vendorWindow, type TtqQueue } from '../lib/vendor-window';
import { createTikTokPixelAdapter, sendTikTokEvent } from './tiktok-pixel-adapter';

const warnings = captureWarnings();

afterEach(() => {
  delete vendorWindow().ttq;
  delete vendorWindow().TiktokAnalyticsObject;
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

function stubTtq() {
  const ttq = { identify: vi.fn(), track: vi.fn(), page: vi.fn(), load: vi.fn() };
  vendorWindow().ttq = ttq as unknown as TtqQueue;
  return ttq;
}

const user = { sessionId: 'abc', email: 'ana@example.com', phoneNumber: '+34612345678' };
const abcHash = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

describe('short-video ad pixel adapter', () => {
  it.each([
    ['lead_created', 'Lead'],
    ['application_completed', 'CompleteRegistration'],
    ['application_rejected', 'Rejected'],
  ] as const)('sends %s as %s with hashed identity and a fresh event id', async (event, name) => {
    const ttq = stubTtq();
    const ids = [
      '00000000-0000-4000-8000-00000000000a',
      '00000000-0000-4000-8000-00000000000b',
    ] as const;
    vi.spyOn(crypto, 'randomUUID').mockReturnValueOnce(ids[0]).mockReturnValueOnce(ids[1]);
    const adapter = createTikTokPixelAdapter('CFIESTA4Q7J2K9M1');
    await adapter.start();
    await adapter.track?.(event, { leadId: 'L1' }, user);
    await adapter.track?.(event, {}, user);
    expect(ttq.identify).toHaveBeenCalledWith({
      external_id: abcHash,
      email: '8e43ca37701228e74983efdbd0cff5c16b3b1e5d4e29a7c05626d4d25a018e11',
      phone_number: '1e41ef79cb1baa05fa88e837a70de6f6ae248454bc8dae474312c0baebe8c7a5',
    });
    expect(ttq.track.mock.calls).toEqual([
      [name, {}, { event_id: ids[0] }],
      [name, {}, { event_id: ids[1] }],
    ]);
  });

  it('sends nothing for other events and page views through page()', async () => {
    const ttq = stubTtq();
    const adapter = createTikTokPixelAdapter('C1');
    await adapter.start();
    await adapter.track?.('step_viewed', {}, user);
    adapter.page?.('/');
    expect(ttq.track).not.toHaveBeenCalled();
    expect(ttq.page).toHaveBeenCalledOnce();
  });

  it('skips an event without a name with the spec warning', async () => {
    const ttq = stubTtq();
    await sendTikTokEvent(ttq as unknown as TtqQueue, ' ', user);
    expect(ttq.track).not.toHaveBeenCalled();
    expect(warnings).toEqual(['TikTok Pixel event name is required.']);
  });

  it('warns when sending fails and does not throw', async () => {
    const ttq = stubTtq();
    ttq.track.mockImplementation(() => {
      throw new Error('blocked');
    });
    await expect(
      sendTikTokEvent(ttq as unknown as TtqQueue, 'Lead', user),
    ).resolves.toBeUndefined();
    expect(warnings).toEqual(['Failed to send TikTok Pixel event Lead']);
  });

  it('installs the queueing pixel and its script when the page has none', async () => {
    vi.spyOn(crypto, 'randomUUID').mockReturnValue('00000000-0000-4000-8000-00000000000c');
    const adapter = createTikTokPixelAdapter('CFIESTA4Q7J2K9M1', {
      toE164: () => Promise.resolve(undefined),
    });
    await adapter.start();
    adapter.page?.('/');
    await adapter.track?.('lead_created', {}, { sessionId: 'abc' });
    const ttq = vendorWindow().ttq;
    expect(vendorWindow().TiktokAnalyticsObject).toBe('ttq');
    expect(Array.from(ttq ?? [])).toEqual([
      ['page'],
      ['identify', { external_id: abcHash, email: '', phone_number: '' }],
      ['track', 'Lead', {}, { event_id: '00000000-0000-4000-8000-00000000000c' }],
    ]);
    expect(document.querySelector<HTMLScriptElement>('script')?.src).toBe(
      'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=CFIESTA4Q7J2K9M1&lib=ttq',
    );
  });
});
