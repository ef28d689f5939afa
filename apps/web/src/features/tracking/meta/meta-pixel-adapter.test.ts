import { afterEach, describe, expect, it, vi } from 'vitest';
import { vendorWindow, type FbqFunction } from '../lib/vendor-window';
import { createMetaPixelAdapter } from './meta-pixel-adapter';

afterEach(() => {
  delete vendorWindow().fbq;
  delete vendorWindow()._fbq;
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

function stubFbq() {
  const fbq = vi.fn();
  vendorWindow().fbq = fbq as unknown as FbqFunction;
  return fbq;
}

describe('social ad pixel adapter', () => {
  it('initialises the pixel and sends Lead and CompleteRegistration with fbp/fbc', async () => {
    const fbq = stubFbq();
    vi.spyOn(crypto, 'randomUUID').mockReturnValue('00000000-0000-4000-8000-000000000001');
    const adapter = createMetaPixelAdapter('204815937462019');
    await adapter.start();
    const user = { fbp: 'fb.1.1700000000.123', fbc: 'fb.1.1700000000.AbC', email: 'a@b.es' };
    adapter.track?.('lead_created', { leadId: 'L1' }, user);
    adapter.track?.('application_completed', {}, { fbp: 'fb.1.2.3' });
    expect(fbq.mock.calls).toEqual([
      ['init', '204815937462019'],
      [
        'track',
        'Lead',
        { fbp: 'fb.1.1700000000.123', fbc: 'fb.1.1700000000.AbC' },
        { eventID: '00000000-0000-4000-8000-000000000001' },
      ],
      [
        'track',
        'CompleteRegistration',
        { fbp: 'fb.1.2.3' },
        { eventID: '00000000-0000-4000-8000-000000000001' },
      ],
    ]);
  });

  it('ignores events it has no name for and sends PageView on page', async () => {
    const fbq = stubFbq();
    const adapter = createMetaPixelAdapter('1');
    await adapter.start();
    adapter.track?.('step_viewed', {}, {});
    adapter.track?.('application_rejected', {}, {});
    adapter.page?.('/');
    expect(fbq.mock.calls.slice(1)).toEqual([['track', 'PageView']]);
  });

  it('installs a queueing fbq and the vendor script when the page has none', async () => {
    const nonce = document.createElement('script');
    nonce.setAttribute('nonce', 'n1');
    document.head.appendChild(nonce);
    await createMetaPixelAdapter('42').start();
    const fbq = vendorWindow().fbq;
    expect(fbq?.queue).toEqual([['init', '42']]);
    const script = document.querySelector<HTMLScriptElement>('script[src*="fbevents"]');
    expect(script?.src).toBe('https://connect.facebook.net/en_US/fbevents.js');
    expect(script).toHaveAttribute('nonce', 'n1');
  });
});
