// A hosted bot check (Cloudflare Turnstile), for a brand the API configures so: the provider's
// script, loaded when first needed, draws its widget into a box of this module's own. The widget
// stays invisible unless the provider wants the applicant to act (appearance interaction-only);
// its token answers one lead create, then the widget is removed.
import { turnstileScriptUrl } from '@finceptiv/contract/api/bot-check';

/** The part of Turnstile's explicit-rendering API used here (its documentation's names). */
interface TurnstileOptions {
  sitekey: string;
  appearance: 'always' | 'execute' | 'interaction-only';
  callback: (token: string) => void;
  'error-callback': () => boolean;
  'timeout-callback': () => void;
}
export interface Turnstile {
  render(container: HTMLElement, options: TurnstileOptions): string | null | undefined;
  remove(widgetId: string): void;
}

// The provider's script as an element built in code, with the nonce of a script the server
// stamped, so the strict CSP admits it (as the tracking feature's vendor scripts; not shared,
// so that neither chunk carries the other's code).
function loadScript(src: string): Promise<void> {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  const stamped = document.querySelector<HTMLScriptElement>('script[nonce]');
  const nonce = stamped ? stamped.nonce || stamped.getAttribute('nonce') : null;
  if (nonce) script.nonce = nonce;
  const loaded = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => {
      resolve();
    });
    script.addEventListener('error', () => {
      reject(new Error('Turnstile did not load'));
    });
  });
  document.head.append(script);
  return loaded;
}

let loading: Promise<Turnstile> | undefined;

/** The script once (a failed load is tried afresh next time), then its global. */
function loadTurnstile(): Promise<Turnstile> {
  const page = window as { turnstile?: Turnstile };
  if (page.turnstile) return Promise.resolve(page.turnstile);
  loading ??= loadScript(turnstileScriptUrl)
    .then(() => {
      if (!page.turnstile) throw new Error('Turnstile did not load');
      return page.turnstile;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

let box: HTMLElement | undefined;

// Fixed in a corner: a widget that asks for a click shows without moving the page's content.
function widgetBox(): HTMLElement {
  if (box?.isConnected) return box;
  box = document.createElement('div');
  box.className = 'bot-check-widget';
  Object.assign(box.style, { position: 'fixed', insetBlockEnd: '1rem', insetInlineEnd: '1rem' });
  document.body.append(box);
  return box;
}

/** The widget's response token for the brand's site key. */
export async function turnstileToken(siteKey: string): Promise<string> {
  const turnstile = await loadTurnstile();
  return new Promise((resolve, reject) => {
    // The provider answers after render returns; the holder is safe if one day it does not.
    const widget: { id?: string | null | undefined } = {};
    const settle = (outcome: () => void) => {
      if (typeof widget.id === 'string') turnstile.remove(widget.id);
      outcome();
    };
    const fail = (reason: string) => {
      settle(() => {
        reject(new Error(`Turnstile ${reason}`));
      });
    };
    widget.id = turnstile.render(widgetBox(), {
      sitekey: siteKey,
      appearance: 'interaction-only',
      callback: (token) => {
        settle(() => {
          resolve(token);
        });
      },
      // Handled here: the widget must not retry on its own behind a failed state.
      'error-callback': () => {
        fail('error');
        return true;
      },
      'timeout-callback': () => {
        fail('timeout');
      },
    });
    if (typeof widget.id !== 'string') fail('not rendered');
  });
}
