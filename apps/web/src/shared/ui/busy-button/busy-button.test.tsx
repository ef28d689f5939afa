import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BusyButton } from './busy-button';

function renderForm(busy: boolean) {
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => {
    event.preventDefault();
  });
  const onClick = vi.fn();
  render(
    <form onSubmit={onSubmit}>
      <label>
        Name <input name="name" />
      </label>
      <BusyButton type="submit" busy={busy} onClick={onClick}>
        Continue
      </BusyButton>
    </form>,
  );
  return { onSubmit, onClick, user: userEvent.setup() };
}

describe('BusyButton', () => {
  it('while busy, keeps focus and ignores clicks and Enter in the form', async () => {
    const { onSubmit, onClick, user } = renderForm(true);
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toHaveAttribute('disabled');
    button.focus();
    await user.click(button);
    await user.keyboard('{Enter}');
    await user.type(screen.getByLabelText('Name'), 'Ana{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('when idle, presses and submits as a normal button', async () => {
    const { onSubmit, onClick, user } = renderForm(false);
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText('Name'), 'Ana{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
