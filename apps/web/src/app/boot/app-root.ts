// The element React renders into, inside #finceptiv-root. A landing page can arrive with the
// brand's first screen prerendered at build time (scripts/prerender.mjs, ADR 0015): the applicant
// sees and uses that copy while the code loads, and the live screen, drawn hidden beside it,
// replaces it in one frame once it is ready, taking over what was typed and where focus was.
import type { ProductId } from '@finceptiv/contract/product-ids';
import { carryOverAnswers, carryOverFocus, carryOverPress, hasEveryControl } from './carry-over';

const appRootAttribute = 'data-app-root';
const prerenderedAttribute = 'data-prerendered';
// Never keep the applicant on a copy that cannot act: show whatever the app drew by then.
const revealDeadlineMs = 10_000;

export interface AppRoot {
  element: HTMLElement;
  /** Puts the live app in the page: at once without a prerendered copy, else when it is ready. */
  show(options?: { now?: boolean }): Promise<void>;
}

function prerenderedCopy(container: HTMLElement, productId: ProductId): HTMLElement | undefined {
  return Array.from(container.children).find(
    (child): child is HTMLElement =>
      child instanceof HTMLElement && child.getAttribute(prerenderedAttribute) === productId,
  );
}

// A live screen that differs from the copy (a returning applicant resumes elsewhere) is shown
// once it has been still this long.
const settleMs = 400;

/** Drawn: a titled heading, no spinner, and every control of the copy has its live twin. */
function drawn(copy: HTMLElement, live: HTMLElement): { drawn: boolean; matches: boolean } {
  const titled = (live.querySelector('h1')?.textContent ?? '').trim().length > 0;
  const ready = titled && live.querySelector('.spinner') === null;
  return { drawn: ready, matches: ready && hasEveryControl(copy, live) };
}

/** Resolves when the live screen is drawn and matches the copy, or has settled otherwise. */
function liveScreenReady(copy: HTMLElement, live: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    let settle: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(settle);
      const state = drawn(copy, live);
      if (state.matches) {
        observer.disconnect();
        resolve();
      } else if (state.drawn) {
        settle = setTimeout(() => {
          observer.disconnect();
          resolve();
        }, settleMs);
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(live, { childList: true, subtree: true, characterData: true });
    check();
  });
}

export function prepareAppRoot(container: HTMLElement, productId: ProductId): AppRoot {
  const copy = prerenderedCopy(container, productId);
  const element = document.createElement('div');
  element.setAttribute(appRootAttribute, '');
  if (!copy) {
    // The boot spinner stays until React has something to draw.
    return {
      element,
      show: () => {
        container.replaceChildren(element);
        return Promise.resolve();
      },
    };
  }
  element.hidden = true;
  container.append(element);
  const swap = () => {
    if (!copy.isConnected) return;
    carryOverAnswers(copy, element);
    element.hidden = false;
    carryOverFocus(copy, element);
    copy.remove();
    carryOverPress(copy, element);
  };
  return {
    element,
    show: async ({ now = false } = {}) => {
      if (!now) {
        const deadline = new Promise<void>((resolve) => setTimeout(resolve, revealDeadlineMs));
        await Promise.race([liveScreenReady(copy, element), deadline]);
        // One task later, so React has run the live screen's effects before a press is replayed.
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      swap();
    },
  };
}
