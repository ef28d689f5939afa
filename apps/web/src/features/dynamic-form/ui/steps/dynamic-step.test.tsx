import type { Locale } from '@finceptiv/contract/product-ids';
import { products } from '@finceptiv/contract/products';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { loadDefinitions } from '../../definitions/load-definitions';
import type { FieldError } from '../../definitions/types';
import { formEntities } from '../../engine/form-entities';
import { initialState } from '../../engine/transitions';
import { formI18n } from '../../test-support/form-i18n';
import DynamicStep from './dynamic-step';

async function askrobinForm(path: string, errors: FieldError[] = []) {
  const forms = formEntities(initialState('askrobin', await loadDefinitions('askrobin')));
  const form = forms.find((f) => f.path === path);
  if (!form) throw new Error(path);
  return { ...form, errors };
}

interface Options {
  locale?: Locale;
  errors?: FieldError[];
}

async function renderStep(path: string, { locale = 'en', errors = [] }: Options = {}) {
  const form = await askrobinForm(path, errors);
  const i18n = await formI18n(locale);
  const onSubmit = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <DynamicStep
        form={form}
        stored={{}}
        product={products.askrobin}
        isLast={false}
        onSubmit={onSubmit}
        onPrevious={vi.fn()}
        onSaveModal={vi.fn()}
      />
    </I18nextProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('a dynamic step', { timeout: 20_000 }, () => {
  it('labels each field visibly and names it after its data point', async () => {
    await renderStep('name');
    const first = screen.getByLabelText('First name');
    expect(first).toHaveAttribute('name', 'form_first_name');
    expect(first).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('autocomplete', 'family-name');
  });

  it('sends the typed values as data points', async () => {
    const { onSubmit, user } = await renderStep('name');
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
    const { onSubmit, user } = await renderStep('name');
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
    const { user } = await renderStep('name');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('alert');
    const input = screen.getByLabelText('First name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('This field is required.');
  });

  it('shows server field errors on arrival', async () => {
    await renderStep('name', {
      errors: [{ fieldName: 'form_last_name', message: 'validation.name.format' }],
    });
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain('Last name: Please use letters only');
    expect(summary).toHaveFocus();
  });

  it('asks a field with its own condition only while it holds', async () => {
    const { onSubmit, user } = await renderStep('income-source');
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
    await renderStep('name', { locale: 'de' });
    expect(screen.getByLabelText('Vorname')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeInTheDocument();
  });
});
