import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAskrobinStep } from '../../test-support/render-askrobin-step';

describe('a dynamic step', { timeout: 20_000 }, () => {
  it('labels each field visibly and names it after its data point', async () => {
    await renderAskrobinStep('name');
    const first = screen.getByLabelText('First name');
    expect(first).toHaveAttribute('name', 'form_first_name');
    expect(first).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('autocomplete', 'family-name');
  });

  it('sends the typed values as data points', async () => {
    const { onSubmit, user } = await renderAskrobinStep('name');
    await user.type(screen.getByLabelText('First name'), 'Eva');
    await user.type(screen.getByLabelText('Last name'), 'Müller-Lüdenscheidt');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledWith({
        form_first_name: 'Eva',
        form_last_name: 'Müller-Lüdenscheidt',
      });
    });
  });

  it('shows an error summary that takes focus and links to each field', async () => {
    const { onSubmit, user } = await renderAskrobinStep('name');
    await user.type(screen.getByLabelText('Last name'), 'R2D2');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '#dp-form_first_name',
      '#dp-form_last_name',
    ]);
    expect(links[1]?.textContent).toBe(
      'Last name: Please use letters only, separated by spaces or hyphens.',
    );
    await user.click(links[0]!);
    expect(screen.getByLabelText('First name')).toHaveFocus();
    // Typing re-validates the list, but the summary must not take the focus back.
    await user.type(screen.getByLabelText('First name'), 'E');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ties each error message to its field with aria-describedby', async () => {
    const { user } = await renderAskrobinStep('name');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('alert');
    const input = screen.getByLabelText('First name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('This field is required.');
  });

  it('shows server field errors on arrival', async () => {
    await renderAskrobinStep('name', {
      errors: [{ fieldName: 'form_last_name', message: 'validation.name.format' }],
    });
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain('Last name: Please use letters only');
    expect(summary).toHaveFocus();
  });

  it('asks a field with its own condition only while it holds', async () => {
    const { onSubmit, user } = await renderAskrobinStep('income-source');
    expect(screen.queryByLabelText('Employment start date')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Main source of income'), 'permanent-contract');
    expect(screen.getByLabelText('Employment start date')).toHaveAttribute('type', 'date');
    await user.selectOptions(screen.getByLabelText('Main source of income'), 'pension');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledWith({ form_source_income: 'pension' });
    });
  });

  it('speaks the brand language', async () => {
    await renderAskrobinStep('name', { locale: 'de' });
    expect(screen.getByLabelText('Vorname')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeInTheDocument();
  });
});
