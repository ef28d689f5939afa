import { validationMessages as M } from '@finceptiv/contract/validation/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAskrobinStep } from '../../test-support/render-askrobin-step';

// A control or bidirectional-override character is refused with its own message key (the
// contract's text rule, the API's 422 alike), and the step shows it on the field in the brand's
// language, as any other validation message.
describe('a field holding an unsafe character', { timeout: 20_000 }, () => {
  it('shows the API field error on the field', async () => {
    await renderAskrobinStep('name', {
      errors: [{ fieldName: 'form_last_name', message: M.unsafeCharacters }],
    });
    expect(screen.getByRole('alert').textContent).toContain(
      'Last name: This value contains hidden characters',
    );
  });

  it('speaks the brand language', async () => {
    await renderAskrobinStep('name', {
      locale: 'de',
      errors: [{ fieldName: 'form_last_name', message: M.unsafeCharacters }],
    });
    expect(screen.getByRole('alert').textContent).toContain('enthält unsichtbare Zeichen');
  });

  it('is refused before sending, with the message on the field', async () => {
    const { onSubmit, user } = await renderAskrobinStep('name');
    // As pasted text: a right-to-left override inside the name.
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ana\u202eMaria' } });
    await user.type(screen.getByLabelText('Last name'), 'Ruiz');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    const links = within(summary).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'First name: This value contains hidden characters, for example from copying and pasting. Please type it in again.',
    ]);
    const describedBy = screen.getByLabelText('First name').getAttribute('aria-describedby') ?? '';
    await waitFor(() => {
      expect(document.getElementById(describedBy)?.textContent).toMatch(/hidden characters/);
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
