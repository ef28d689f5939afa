import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { locales, type Locale } from '@finceptiv/contract/product-ids';
import { flatten, type Messages } from '@/test-support/locale-files';
import { testI18n } from '@/test-support/test-i18n';
import ConsentBanner, { consentNamespace } from './consent-banner';

const files = import.meta.glob<Messages>('/public/locales/*/consent.json', {
  eager: true,
  import: 'default',
});
const fileOf = (locale: Locale) => files[`/public/locales/${locale}/consent.json`] ?? {};

async function renderBanner(locale: Locale, onChoice = vi.fn()) {
  const i18n = await testI18n(locale);
  i18n.addResourceBundle(locale, consentNamespace, fileOf(locale));
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <button type="button">Next</button>
        <ConsentBanner onChoice={onChoice} />
      </I18nextProvider>,
    );
    await Promise.resolve();
  });
  return onChoice;
}

describe('consent banner', () => {
  it('asks with two equal answers and does not take focus', async () => {
    await renderBanner('en');
    const region = screen.getByRole('region', { name: 'Cookies for advertising' });
    const accept = screen.getByRole('button', { name: 'Accept advertising cookies' });
    const reject = screen.getByRole('button', { name: 'Reject advertising cookies' });
    expect(region.contains(accept)).toBe(true);
    expect(accept.className).toBe(reject.className);
    expect(document.body).toHaveFocus();
  });

  it('records a no, then confirms it where focus was', async () => {
    const onChoice = await renderBanner('es');
    await userEvent.click(screen.getByRole('button', { name: 'Rechazar cookies de publicidad' }));
    expect(onChoice).toHaveBeenCalledWith(false);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('siguen desactivadas');
    expect(status).toHaveFocus();
    expect(screen.queryByRole('button', { name: /cookies/ })).not.toBeInTheDocument();
  });

  it('records a yes by keyboard', async () => {
    const onChoice = await renderBanner('de');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Werbe-Cookies akzeptieren');
    await userEvent.keyboard('{Enter}');
    expect(onChoice).toHaveBeenCalledWith(true);
  });

  it('is translated into every locale, with the same keys', () => {
    const english = flatten(fileOf('en'));
    expect(Object.keys(english).length).toBe(6);
    for (const locale of locales) {
      const messages = flatten(fileOf(locale));
      expect(Object.keys(messages).sort(), locale).toEqual(Object.keys(english).sort());
      if (locale !== 'en' && locale !== 'ph') {
        for (const [key, text] of Object.entries(messages)) {
          expect(text, `${locale} ${key}`).not.toBe(english[key]);
        }
      }
    }
  });
});
