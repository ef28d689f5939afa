import { afterEach, describe, expect, it, vi } from 'vitest';
import { turnstileScriptUrl } from '@finceptiv/contract/api/bot-check';
import { turnstileToken, type Turnstile } from './turnstile';

type Options = Parameters<Turnstile['render']>[1];

/** Turnstile's explicit-rendering API as a stub: each render answers as `respond` says. */
function stubTurnstile(respond: (options: Options) => void) {
  const rendered: { box: HTMLElement; options: Options }[] = [];
  const turnstile = {
    render: vi.fn((box: HTMLElement, options: Options) => {
      rendered.push({ box, options });
      // The widget answers later, never inside render (as the provider's script does).
      setTimeout(() => {
        respond(options);
      }, 0);
      return `widget-${String(rendered.length)}`;
    }),
    remove: vi.fn(),
  };
  return { turnstile, rendered };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('the hosted bot check (Turnstile)', () => {
  it('draws the brand’s widget, invisible unless it asks for a click, in a fixed box of its own', async () => {
    const { turnstile, rendered } = stubTurnstile((options) => {
      options.callback('token-1');
    });
    vi.stubGlobal('turnstile', turnstile);
    expect(await turnstileToken('0x4AAA-site')).toBe('token-1');
    const [{ box, options }] = rendered as [(typeof rendered)[number]];
    expect(options).toMatchObject({ sitekey: '0x4AAA-site', appearance: 'interaction-only' });
    expect(box.parentElement).toBe(document.body);
    expect(box.style.position).toBe('fixed');
    // Its token answers one create: the widget is removed, and the next one draws afresh.
    expect(turnstile.remove).toHaveBeenCalledWith('widget-1');
    expect(await turnstileToken('0x4AAA-site')).toBe('token-1');
    expect(rendered[1]?.box).toBe(box);
    expect(document.querySelectorAll('.bot-check-widget')).toHaveLength(1);
  });

  it('fails on the widget’s error or timeout, and removes it', async () => {
    const failing = stubTurnstile((options) => {
      expect(options['error-callback']()).toBe(true);
    });
    vi.stubGlobal('turnstile', failing.turnstile);
    await expect(turnstileToken('site')).rejects.toThrow('Turnstile error');
    expect(failing.turnstile.remove).toHaveBeenCalledWith('widget-1');

    const slow = stubTurnstile((options) => {
      options['timeout-callback']();
    });
    vi.stubGlobal('turnstile', slow.turnstile);
    await expect(turnstileToken('site')).rejects.toThrow('Turnstile timeout');
  });

  it('loads the provider’s script once, with the page’s CSP nonce, and tries again after a failed load', async () => {
    const stamped = document.createElement('script');
    stamped.setAttribute('nonce', 'n0nce');
    document.head.append(stamped);
    const { turnstile } = stubTurnstile((options) => {
      options.callback('token-2');
    });

    const failed = turnstileToken('site');
    const first = document.head.querySelector<HTMLScriptElement>(`script[src]`);
    expect(first?.src).toBe(turnstileScriptUrl);
    first?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Turnstile did not load');

    const answered = turnstileToken('site');
    const scripts = document.head.querySelectorAll<HTMLScriptElement>('script[src]');
    expect(scripts).toHaveLength(2);
    const second = scripts[1];
    expect(second?.async).toBe(true);
    expect(second?.nonce).toBe('n0nce');
    vi.stubGlobal('turnstile', turnstile);
    second?.dispatchEvent(new Event('load'));
    expect(await answered).toBe('token-2');
    // Loaded: the next answer asks for no script.
    await turnstileToken('site');
    expect(document.head.querySelectorAll('script[src]')).toHaveLength(2);
  });
});
