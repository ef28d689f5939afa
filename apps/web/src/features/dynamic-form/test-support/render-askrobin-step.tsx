// The real DynamicStep on one of AskRobin's steps (its definitions, field registry, resolver and
// form texts), for the tests of what a step shows and sends.
import type { Locale } from '@finceptiv/contract/product-ids';
import { products } from '@finceptiv/contract/products';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { loadDefinitions } from '../definitions/load-definitions';
import type { FieldError } from '../definitions/types';
import { formEntities } from '../engine/form-entities';
import { initialState } from '../engine/transitions';
import DynamicStep from '../ui/steps/dynamic-step';
import { formI18n } from './form-i18n';

async function askrobinForm(path: string, errors: FieldError[]) {
  const forms = formEntities(initialState('askrobin', await loadDefinitions('askrobin')));
  const form = forms.find((f) => f.path === path);
  if (!form) throw new Error(path);
  return { ...form, errors };
}

interface Options {
  locale?: Locale;
  errors?: FieldError[];
}

/** Renders the step at `path`, not the last, with nothing stored; `onSubmit` is a mock. */
export async function renderAskrobinStep(
  path: string,
  { locale = 'en', errors = [] }: Options = {},
) {
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
