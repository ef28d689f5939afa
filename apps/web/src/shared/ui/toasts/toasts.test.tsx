import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { notify } from './notify';
import { ToastHost } from './toast-host';
import { toastLimit, toastOptions } from './toast-options';

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
    expect(document.querySelector('.Toastify')).toBeNull();
    await act(async () => {
      await notify('Saved', 'success');
    });
    expect(await screen.findByText('Saved', undefined, { timeout: 5000 })).toBeTruthy();
  });
});
