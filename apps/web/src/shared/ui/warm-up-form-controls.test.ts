import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
});

/** A fresh module (it warms once per page life), idle callbacks run by hand, and what it lays out. */
async function setup() {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const laidOut: { holder: HTMLElement; control: Element | null }[] = [];
  const append = document.body.append.bind(document.body);
  vi.spyOn(document.body, 'append').mockImplementation((...nodes) => {
    append(...nodes);
    for (const node of nodes)
      if (node instanceof HTMLElement)
        laidOut.push({ holder: node, control: node.firstElementChild });
  });
  const { warmUpFormControls } = await import('./warm-up-form-controls');
  const runIdle = async () => {
    for (const callback of idle.splice(0)) callback();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { warmUpFormControls, laidOut, runIdle };
}

describe('warmUpFormControls', () => {
  it('lays out a date field and a select once the page has settled, each in an idle moment, hidden from everyone, and removes them', async () => {
    const { warmUpFormControls, laidOut, runIdle } = await setup();
    warmUpFormControls(500);
    await vi.advanceTimersByTimeAsync(499);
    await runIdle();
    expect(laidOut).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await runIdle();
    expect(laidOut.map((l) => (l.control as HTMLInputElement | null)?.type)).toEqual(['date']);
    await runIdle();
    expect(laidOut.map((l) => l.control?.tagName)).toEqual(['INPUT', 'SELECT']);
    for (const { holder } of laidOut) {
      expect(holder).toHaveAttribute('aria-hidden', 'true');
      expect(holder.inert).toBe(true);
      expect(holder.style.visibility).toBe('hidden');
      expect(holder.isConnected).toBe(false);
    }
  });

  it('warms once per page life, and not at all once cancelled', async () => {
    const { warmUpFormControls, laidOut, runIdle } = await setup();
    warmUpFormControls(500)();
    await vi.advanceTimersByTimeAsync(500);
    await runIdle();
    expect(laidOut).toHaveLength(0);
    warmUpFormControls(500);
    await vi.advanceTimersByTimeAsync(500);
    await runIdle();
    await runIdle();
    await runIdle();
    expect(laidOut).toHaveLength(2);
    warmUpFormControls(500);
    await vi.advanceTimersByTimeAsync(500);
    await runIdle();
    expect(laidOut).toHaveLength(2);
  });
});
