import { describe, expect, it, vi } from 'vitest';
import { onFirstIntent } from './on-first-intent';

describe('onFirstIntent', () => {
  it('runs the work once, on the first key, press or focus', () => {
    const work = vi.fn();
    onFirstIntent(work);
    expect(work).not.toHaveBeenCalled();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const work = vi.fn();
    const cancel = onFirstIntent(work);
    cancel();
    document.dispatchEvent(new Event('pointerdown'));
    expect(work).not.toHaveBeenCalled();
  });

  it('does not take the app moving focus to a heading for the applicant acting', () => {
    const work = vi.fn();
    const cancel = onFirstIntent(work);
    const heading = document.createElement('h1');
    heading.tabIndex = -1;
    const field = document.createElement('input');
    document.body.append(heading, field);
    heading.focus();
    expect(work).not.toHaveBeenCalled();
    field.focus();
    expect(work).toHaveBeenCalledTimes(1);
    cancel();
    heading.remove();
    field.remove();
  });
});
