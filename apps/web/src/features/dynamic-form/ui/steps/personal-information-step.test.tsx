import { products } from '@finceptiv/contract/products';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { loadDefinitions } from '../../definitions/load-definitions';
import { formEntities } from '../../engine/form-entities';
import { initialState } from '../../engine/transitions';
import { formI18n } from '../../test-support/form-i18n';
import PersonalInformationStep from './personal-information-step';

const product = products.askrobin;

async function renderInitialDetails() {
  const form = formEntities(initialState('askrobin', await loadDefinitions('askrobin')))[0]!;
  const onSubmit = vi.fn();
  const onSaveModal = vi.fn();
  render(
    <I18nextProvider i18n={await formI18n('en')}>
      <PersonalInformationStep
        form={form}
        stored={{}}
        product={product}
        isLast={false}
        onSubmit={onSubmit}
        onSaveModal={onSaveModal}
      />
    </I18nextProvider>,
  );
  return { onSubmit, onSaveModal, user: userEvent.setup() };
}

describe('initial-details', { timeout: 20_000 }, () => {
  it('asks contact data and consents, with the amount summarised and changed in a modal', async () => {
    const { onSaveModal, user } = await renderInitialDetails();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Mobile phone number')).toHaveAttribute('inputmode', 'tel');
    // The human check is announced in words, a status line; the data point keeps its hidden field.
    expect(
      screen.getByText(/^Security check: This form is protected/).closest('[role="status"]'),
    ).not.toBeNull();
    expect(
      document.querySelector('input[type="hidden"][name="form_recaptchalabel"]'),
    ).toBeInTheDocument();
    // Money is written the brand's way (de-DE), whatever the language of the page.
    expect(screen.getByText(/You are asking for/).textContent).toMatch(/20\.000\s€/);
    await user.click(screen.getByRole('button', { name: 'Change amount or period' }));
    const dialog = await screen.findByRole('dialog', { name: 'Amount and period' });
    const amount = within(dialog).getByLabelText('Loan amount');
    expect(amount).toHaveFocus();
    await user.clear(amount);
    await user.type(amount, '130000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Loan amount');
    await user.clear(amount);
    await user.type(amount, '15.000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(onSaveModal).toHaveBeenCalledWith('loan-amount', {
        loan_amount: 15000,
        loan_period: 84,
      });
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Closing hands the focus back to the control that opened the dialog.
    const trigger = screen.getByRole('button', { name: 'Change amount or period' });
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await screen.findByRole('dialog', { name: 'Amount and period' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('requires the general policies but not the marketing consents', async () => {
    const { onSubmit, user } = await renderInitialDetails();
    await user.type(screen.getByLabelText('Email address'), 'eva@example.de');
    await user.type(screen.getByLabelText('Mobile phone number'), '0151 23456789');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain('I accept the terms');
    await user.click(screen.getByLabelText(/I accept the terms/));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledWith({
        loan_amount: 20000,
        loan_period: 84,
        email: 'eva@example.de',
        phone_number: '0151 23456789',
        form_marketing_consents: false,
        form_general_policies: true,
      });
    });
  });
});
