import { apiRoutes, vitalsReportSchema } from '@finceptiv/contract/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceClass } from './device-class';
import { startVitalsReporting, type VitalsReporter } from './vitals-reporter';

// web-vitals needs the browser's performance entries (jsdom has none): its callbacks are
// captured here and called with metrics shaped as the library's. Everything else is real.
const callbacks = vi.hoisted(() => new Map<string, (metric: unknown) => void>());
vi.mock('web-vitals/onTTFB.js', () => ({
  onTTFB: (cb: (m: unknown) => void) => callbacks.set('TTFB', cb),
}));
vi.mock('web-vitals/onLCP.js', () => ({
  onLCP: (cb: (m: unknown) => void) => callbacks.set('LCP', cb),
}));
vi.mock('web-vitals/onCLS.js', () => ({
  onCLS: (cb: (m: unknown) => void) => callbacks.set('CLS', cb),
}));
vi.mock('web-vitals/onINP.js', () => ({
  onINP: (cb: (m: unknown) => void) => callbacks.set('INP', cb),
}));

const base = import.meta.env.BASE_URL.replace(/\/$/, '');
let reporter: VitalsReporter | undefined;
afterEach(() => {
  reporter?.stop();
  document.body.innerHTML = '';
});

function start(path: { current: string }) {
  const sent: { url: string; body: unknown }[] = [];
  reporter = startVitalsReporting({
    brand: 'ibancar',
    pathname: () => `${base}${path.current}`,
    send: (url, body) => {
      sent.push({ url, body: JSON.parse(body) });
      return true;
    },
  });
  return sent;
}

const frame = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('field-data reporter', () => {
  it('posts to the contract route a body the API schema accepts, naming steps, not addresses', () => {
    const path = { current: '/continue/0b7c0d2e-1111-4000-8000-000000000000' };
    const sent = start(path);
    callbacks.get('TTFB')?.({ value: 81.4 });
    callbacks.get('LCP')?.({ value: 1204.6 });
    path.current = '/personal-details';
    callbacks.get('CLS')?.({ value: 0.012345 });
    const input = document.createElement('input');
    input.id = 'email';
    input.value = 'jan@x.es';
    callbacks.get('INP')?.({
      value: 96,
      entries: [
        {
          name: 'pointerdown',
          duration: 40,
          startTime: 100,
          processingStart: 101,
          processingEnd: 110,
          target: null,
        },
        {
          name: 'keydown',
          duration: 96,
          startTime: 1000,
          processingStart: 1001.6,
          processingEnd: 1061.8,
          target: input,
        },
      ],
    });
    expect(sent).toEqual([]);
    reporter?.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(apiRoutes.reportVitals.path);
    const body = sent[0]?.body;
    expect(vitalsReportSchema.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      brand: 'ibancar',
      device: deviceClass(),
      entries: [
        { metric: 'TTFB', value: 81, step: 'continue' },
        { metric: 'LCP', value: 1205, step: 'continue' },
        { metric: 'CLS', value: 0.0123, step: 'personal-details' },
        {
          metric: 'INP',
          value: 96,
          step: 'personal-details',
          // The longest entry's: the element's kind and id, never its value.
          attribution: {
            target: 'input#email',
            type: 'keyboard',
            inputDelay: 2,
            processingDuration: 60,
            presentationDelay: 34,
          },
        },
      ],
    });
    expect(JSON.stringify(body)).not.toContain('0b7c0d2e');
    expect(JSON.stringify(body)).not.toContain('jan@');
    reporter?.flush();
    expect(sent).toHaveLength(1);
  });

  it('times a Next press to the painted next step, and sends when the page is hidden', async () => {
    const path = { current: '/personal-details' };
    const sent = start(path);
    document.body.innerHTML =
      '<h1>Personal details</h1><form><button type="submit">Next</button></form>';
    document.querySelector('button')?.click();
    // The address moves first, the heading after: only the drawn step stops the clock.
    path.current = '/contact-details';
    await frame();
    document.body.innerHTML = '<h1>Contact details</h1>';
    await frame();
    await frame();
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
    const entries = (
      sent[0]?.body as { entries: { metric: string; step: string; value: number }[] }
    ).entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ metric: 'NEXT_TO_PAINT', step: 'contact-details' });
    expect(entries[0]?.value).toBeGreaterThanOrEqual(50);
  });

  it('does not time a press that moves nowhere (a validation error)', async () => {
    const path = { current: '/form/name' };
    const sent = start(path);
    document.body.innerHTML = '<h1>Name</h1><form><button type="submit">Next</button></form>';
    document.querySelector('button')?.click();
    document.body.insertAdjacentHTML('beforeend', '<p role="alert">Required</p>');
    await frame();
    reporter?.flush();
    expect(sent).toEqual([]);
  });

  it('sends at most 20 entries a beacon', () => {
    const sent = start({ current: '/' });
    for (let i = 0; i < 25; i++) callbacks.get('INP')?.({ value: i, entries: [] });
    expect(sent).toHaveLength(1);
    expect((sent[0]?.body as { entries: unknown[] }).entries).toHaveLength(20);
  });
});

describe('device class', () => {
  it('takes the client hint where there is one, else the viewport', () => {
    expect(deviceClass({ userAgentData: { mobile: true } }, () => false)).toBe('mobile');
    expect(deviceClass({ userAgentData: { mobile: false } }, () => true)).toBe('desktop');
    expect(deviceClass({}, () => true)).toBe('mobile');
    expect(deviceClass({}, () => false)).toBe('desktop');
  });
});
