import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { notify } from './notify';
import { ToastHost } from './toast-host';
import { toastLimit, toastOptions } from './toast-options';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('toasts', () => {
  it('use the options of spec 9 with a limit', () => {
    expect(toastOptions).toMatchObject({
      position: 'top-right',
      autoClose: 3000,
      hideProgressBar: true,
      closeOnClick: true,
      pauseOnHover: true,
      draggable: true,
      theme: 'colored',
    });
    expect(toastLimit).toBeGreaterThan(0);
  });

  it('mount the lazy container on demand and show the message', async () => {
    render(<ToastHost />);
    expect(document.querySelector('.Toastify')).not.toBeInTheDocument();
    await act(async () => {
      await notify('Saved', 'success');
    });
    expect(await screen.findByText('Saved', undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('mount the container on their own once the page has settled and is idle, not before', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<ToastHost />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    // Settled, but busy (an applicant's Continue, say): nothing loads yet.
    expect(idle).toHaveLength(1);
    vi.useRealTimers();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(document.querySelector('.Toastify')).not.toBeInTheDocument();
    await act(async () => {
      idle[0]?.();
      await Promise.resolve();
    });
    await vi.waitFor(
      () => {
        expect(document.querySelector('.Toastify')).toBeInTheDocument();
      },
      { timeout: 5000 },
    );
  });
});
