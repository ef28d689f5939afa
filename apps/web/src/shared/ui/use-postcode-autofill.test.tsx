import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n } from 'i18next';
import { useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PostcodePlace } from '@/shared/api/postcode-lookup';
import { dataCache } from '@/shared/api/data-cache';
import { testI18n } from '@/test-support/test-i18n';
import { usePostcodeAutofill } from './use-postcode-autofill';

interface Values {
  code: string;
  city: string;
  province: string;
}

const fieldsFor = (places: readonly PostcodePlace[]): Record<string, string> => {
  const [first] = places;
  return first ? { city: first.city, province: first.province ?? '' } : {};
};

function Form({ opened = '', onPlaces }: { opened?: string; onPlaces?: () => void }) {
  const form = useForm<Values>({ defaultValues: { code: opened, city: '', province: '' } });
  const found = usePostcodeAutofill(form, 'code', 'ES', fieldsFor, onPlaces);
  return (
    <form>
      <input aria-label="code" {...form.register('code')} />
      <input aria-label="city" {...form.register('city')} />
      <input aria-label="province" {...form.register('province')} />
      <p role="status">{found}</p>
    </form>
  );
}

let i18nInstance: i18n;
beforeAll(async () => {
  i18nInstance = await testI18n('en');
});

function answer(places: object[]) {
  const fetch = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify(places), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const madrid = { postalCode: '28001', city: 'Madrid', province: 'Madrid' };

afterEach(() => {
  vi.unstubAllGlobals();
  dataCache.clear();
});

describe('usePostcodeAutofill', () => {
  it('fills the fields the places name once the code is complete, and says so', async () => {
    const fetch = answer([madrid]);
    const onPlaces = vi.fn();
    render(
      <I18nextProvider i18n={i18nInstance}>
        <Form onPlaces={onPlaces} />
      </I18nextProvider>,
    );
    await userEvent.type(screen.getByLabelText('code'), '2800');
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('code'), '1');
    await waitFor(() => {
      expect(screen.getByLabelText('city')).toHaveValue('Madrid');
    });
    expect(screen.getByLabelText('province')).toHaveValue('Madrid');
    expect(screen.getByRole('status')).toHaveTextContent('Address filled in: Madrid, Madrid');
    expect(onPlaces).toHaveBeenCalledWith([madrid]);
  });

  it('leaves the field the applicant is typing in as they type it', async () => {
    let reply: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            reply = resolve;
          }),
      ),
    );
    render(
      <I18nextProvider i18n={i18nInstance}>
        <Form />
      </I18nextProvider>,
    );
    await userEvent.type(screen.getByLabelText('code'), '28001');
    // The answer lands while the applicant is in the middle of writing the city.
    await userEvent.type(screen.getByLabelText('city'), 'Alcal');
    reply(
      new Response(JSON.stringify([madrid]), { headers: { 'content-type': 'application/json' } }),
    );
    await waitFor(() => {
      expect(screen.getByLabelText('province')).toHaveValue('Madrid');
    });
    expect(screen.getByLabelText('city')).toHaveValue('Alcal');
  });

  it('does not look up again the code the form opened with', async () => {
    const fetch = answer([madrid]);
    render(
      <I18nextProvider i18n={i18nInstance}>
        <Form opened="28001" />
      </I18nextProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByLabelText('city')).toHaveValue('');
  });
});
