import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureWarnings } from '../test-support/capture-warnings';
import { vendorWindow } from '../lib/vendor-window';
import { createGtmAdapter, isValidGtmId, pushToDataLayer } from './gtm-adapter';

const warnings = captureWarnings();

afterEach(() => {
  delete vendorWindow().dataLayer;
  document.head.innerHTML = '';
});

function stampNonce(nonce: string) {
  const script = document.createElement('script');
  script.setAttribute('nonce', nonce);
  document.head.appendChild(script);
}

describe('tag manager adapter', () => {
  it('installs the container: dataLayer start entry and a nonce-carrying script element', async () => {
    stampNonce('abc123');
    vi.spyOn(Date, 'now').mockReturnValue(1700000000000);
    await createGtmAdapter('GTM-FS7X2LQ').start();
    expect(vendorWindow().dataLayer).toEqual([{ 'gtm.start': 1700000000000, event: 'gtm.js' }]);
    const script = document.querySelector<HTMLScriptElement>('script[src*="gtm.js"]');
    expect(script?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-FS7X2LQ');
    expect(script).toHaveAttribute('nonce', 'abc123');
    expect(script?.async).toBe(true);
    expect(script?.textContent).toBe('');
    vi.restoreAllMocks();
  });

  it('keeps an existing dataLayer and its entries', async () => {
    vendorWindow().dataLayer = [{ event: 'host_page' }];
    await createGtmAdapter('GTM-ABCD12').start();
    expect(vendorWindow().dataLayer?.[0]).toEqual({ event: 'host_page' });
  });

  it.each([undefined, '', 'UA-1234', 'GTM-', 'gtm-abcd12', 'GTM-AB CD'])(
    'refuses the id %j with the spec warning and loads nothing',
    async (id) => {
      await expect(createGtmAdapter(id).start()).rejects.toThrow();
      expect(warnings).toEqual(['Invalid or missing Google Tag Manager ID.']);
      expect(document.querySelector('script')).not.toBeInTheDocument();
      expect(isValidGtmId(id)).toBe(false);
    },
  );

  it('warns when the container cannot be set up', async () => {
    const broken = {
      createElement: () => {
        throw new Error('no DOM');
      },
    } as unknown as Document;
    await expect(createGtmAdapter('GTM-ABCD12', broken).start()).rejects.toThrow();
    expect(warnings).toEqual(['Failed to initialize Google Tag Manager']);
  });

  it('warns when the container script fails to load', async () => {
    await createGtmAdapter('GTM-ABCD12').start();
    document.querySelector('script')?.dispatchEvent(new Event('error'));
    await Promise.resolve();
    expect(warnings).toEqual(['Failed to initialize Google Tag Manager']);
  });

  it('pushes events, page views and the session id to dataLayer', async () => {
    const adapter = createGtmAdapter('GTM-ABCD12');
    await adapter.start();
    adapter.track?.('lead_created', { event: 'spoofed', leadId: 'L1' }, { email: 'x@y.es' });
    adapter.page?.('/application-frontend/');
    adapter.identify?.('s-1');
    expect(vendorWindow().dataLayer?.slice(1)).toEqual([
      { event: 'lead_created', leadId: 'L1' },
      { event: 'page_view', page_path: '/application-frontend/' },
      { event: 'session_identified', sessionId: 's-1' },
    ]);
  });

  it('warns when dataLayer is missing', () => {
    pushToDataLayer({ event: 'x' });
    expect(warnings).toEqual(['dataLayer is not available on window.']);
  });
});
