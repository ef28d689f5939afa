import type { ButtonHTMLAttributes, MouseEvent } from 'react';

export interface BusyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  /** True while the button's work is on its way (or it may not be pressed yet). */
  busy: boolean;
}

// A button that refuses presses while busy without the `disabled` attribute: a disabled
// button drops keyboard focus to the page body (WCAG 2.4.3), so a keyboard user who pressed
// Continue would start over from the top. aria-disabled keeps focus and says it is unavailable;
// the click is swallowed, which also stops a form's implicit submission by Enter.
export function BusyButton({ busy, onClick, ...props }: BusyButtonProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return <button {...props} aria-disabled={busy || undefined} onClick={press} />;
}
