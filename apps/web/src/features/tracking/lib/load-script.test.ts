import { afterEach, describe, expect, it } from 'vitest';
import { cspNonce, loadScript } from './load-script';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

function stampedScript(nonce: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.setAttribute('nonce', nonce);
  document.head.appendChild(script);
  return script;
}

describe('loadScript', () => {
  it('copies the nonce of an existing script and inserts before the first script', () => {
    const existing = stampedScript('n0nce');
    void loadScript('https://vendor.test/a.js');
    const added = document.head.firstElementChild as HTMLScriptElement;
    expect(added).not.toBe(existing);
    expect(added.src).toBe('https://vendor.test/a.js');
    expect(added.async).toBe(true);
    expect(added).toHaveAttribute('nonce', 'n0nce');
    expect(added.textContent).toBe('');
  });

  it('adds no nonce when the page has none and appends to the head', () => {
    void loadScript('https://vendor.test/b.js');
    const added = document.head.querySelector('script');
    expect(added).not.toHaveAttribute('nonce');
    expect(cspNonce()).toBeUndefined();
  });

  it('resolves on load and rejects on error', async () => {
    const loading = loadScript('https://vendor.test/c.js');
    document.head.querySelector('script')?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeInstanceOf(HTMLScriptElement);
    const failing = loadScript('https://vendor.test/d.js');
    document.head.querySelector('script[src$="d.js"]')?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('Could not load https://vendor.test/d.js');
  });
});
