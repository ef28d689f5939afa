import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureWarnings } from '../test-support/capture-warnings';
import { vendorWindow } from '../lib/vendor-window';
import { conversionTagId, createGoogleAdsAdapter, sendConversion } from './google-ads-adapter';

const warnings = captureWarnings();

afterEach(() => {
  delete vendorWindow().gtag;
  delete vendorWindow().dataLayer;
  document.head.innerHTML = '';
});

describe('ad conversion adapter', () => {
  it('sends the conversion with send_to and a callback, and resolves when called back', async () => {
    const gtag = vi.fn();
    vendorWindow().gtag = gtag;
    const adapter = createGoogleAdsAdapter('AW-10482736151/AbCdEf');
    await adapter.start();
    let done = false;
    const sent = Promise.resolve(adapter.track?.('lead_created', {}, {})).then(() => (done = true));
    expect(gtag).toHaveBeenCalledWith('event', 'conversion', {
      send_to: 'AW-10482736151/AbCdEf',
      event_callback: expect.any(Function) as unknown,
    });
    await Promise.resolve();
    expect(done).toBe(false);
    const options = gtag.mock.calls[0]?.[2] as { event_callback: () => void };
    options.event_callback();
    await sent;
    expect(done).toBe(true);
  });

  it('converts only on lead created', async () => {
    const gtag = vi.fn();
    vendorWindow().gtag = gtag;
    const adapter = createGoogleAdsAdapter('AW-1/x');
    await adapter.start();
    adapter.track?.('application_completed', {}, {});
    adapter.track?.('step_viewed', {}, {});
    expect(gtag).not.toHaveBeenCalled();
  });

  it.each([undefined, '', '  '])('warns and sends nothing when send_to is %j', async (sendTo) => {
    const gtag = vi.fn();
    vendorWindow().gtag = gtag;
    await sendConversion(sendTo);
    expect(gtag).not.toHaveBeenCalled();
    expect(warnings).toEqual(['Missing send_to parameter for conversion event.']);
  });

  it('installs gtag with the tag id and queues arguments objects on dataLayer', async () => {
    await createGoogleAdsAdapter('AW-10482736151/AbCdEf').start();
    const entries = (vendorWindow().dataLayer ?? []) as IArguments[];
    expect(entries.map((entry) => Object.prototype.toString.call(entry))).toEqual([
      '[object Arguments]',
      '[object Arguments]',
    ]);
    expect(Array.from(entries[1] ?? [])).toEqual(['config', 'AW-10482736151']);
    expect(document.querySelector<HTMLScriptElement>('script')?.src).toBe(
      'https://www.googletagmanager.com/gtag/js?id=AW-10482736151',
    );
  });

  it('derives the tag id from the conversion target', () => {
    expect(conversionTagId('AW-1/label')).toBe('AW-1');
    expect(conversionTagId('AW-1')).toBe('AW-1');
  });
});
