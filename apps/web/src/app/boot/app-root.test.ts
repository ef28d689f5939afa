import { afterEach, describe, expect, it } from 'vitest';
import { prepareAppRoot } from './app-root';

// The live app takes a prerendered first screen over (ADR 0015): nothing typed is lost, focus
// stays where it was, and the copy goes only once the live screen is really drawn.
const screen = (extra = '') => `
  <h1>Your loan</h1>
  <form><label for="amount">Amount</label><input id="amount" name="amount" value="5000">
  <input type="checkbox" id="terms" name="terms"><input name="email" value="">${extra}</form>`;

function landing(): HTMLElement {
  document.body.innerHTML = `<div id="root"><div data-app-root data-prerendered="ibancar">${screen()}</div></div>`;
  return document.getElementById('root')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('prepareAppRoot', () => {
  it('without a copy for this brand, the boot spinner stays until the app is shown', async () => {
    document.body.innerHTML = '<div id="root"><div class="boot-spinner"></div></div>';
    const container = document.getElementById('root')!;
    const root = prepareAppRoot(container, 'fidea');
    expect(container.querySelector('.boot-spinner')).not.toBeNull();
    await root.show();
    expect(container.children).toHaveLength(1);
    expect(container.firstElementChild).toBe(root.element);
  });

  it('swaps the copy for the live screen once it is drawn, carrying typing and focus', async () => {
    const container = landing();
    const root = prepareAppRoot(container, 'ibancar');
    expect(root.element.hidden).toBe(true);
    const copyAmount = container.querySelector<HTMLInputElement>('[data-prerendered] #amount')!;
    copyAmount.value = '7500';
    container.querySelector<HTMLInputElement>('[data-prerendered] #terms')!.checked = true;
    copyAmount.focus();

    const shown = root.show();
    // Heading only, fields still loading: the copy must stay.
    root.element.innerHTML = '<h1>Your loan</h1><div class="spinner"></div>';
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[data-prerendered]')).not.toBeNull();

    const heard: string[] = [];
    root.element.innerHTML = screen();
    root.element.addEventListener('input', (event) => {
      heard.push((event.target as HTMLInputElement).name);
    });
    await shown;
    expect(container.querySelector('[data-prerendered]')).toBeNull();
    expect(root.element.hidden).toBe(false);
    const liveAmount = root.element.querySelector<HTMLInputElement>('#amount')!;
    expect(liveAmount.value).toBe('7500');
    expect(heard).toContain('amount');
    expect(root.element.querySelector('#terms')).toBeChecked();
    expect(liveAmount).toHaveFocus();
  });

  it('presses again on the live screen the button pressed on the copy', async () => {
    const container = landing();
    container
      .querySelector('[data-prerendered] form')!
      .insertAdjacentHTML('beforeend', '<button type="button" data-pressed>Change amount</button>');
    const root = prepareAppRoot(container, 'ibancar');
    const shown = root.show();
    root.element.innerHTML = screen('<button type="button">Change amount</button>');
    let pressed = 0;
    root.element.querySelector('button')!.addEventListener('click', () => (pressed += 1));
    await shown;
    expect(pressed).toBe(1);
  });

  it('shows a live screen that differs from the copy once it has settled', async () => {
    const container = landing();
    const root = prepareAppRoot(container, 'ibancar');
    const shown = root.show();
    root.element.innerHTML = '<h1>Welcome back</h1><p>Your application is being checked.</p>';
    await shown;
    expect(container.querySelector('[data-prerendered]')).toBeNull();
    expect(container.textContent).toContain('Welcome back');
  });
});
