import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { setLogSink } from '@/shared/lib/log';
import { Spinner } from '@/shared/ui/spinner';
import { uiColorsCleared, uiColorsSet } from '@/app/store/ui-slice';
import { renderApp } from '@/test-support/render-app';
import { testI18n } from '@/test-support/test-i18n';

const slow = { timeout: 5000 };

setLogSink(() => undefined);
afterEach(() => {
  vi.unstubAllGlobals();
});

const year = String(new Date().getFullYear());

describe('the shell', () => {
  it('frames the first step with header, main and footer in the brand locale', async () => {
    const { brand } = await renderApp('askrobin');
    expect(await screen.findByRole('heading', { level: 1 }, slow)).toHaveProperty(
      'textContent',
      'Ihr Kredit – online in wenigen Minuten',
    );
    const header = screen.getByRole('banner');
    const footer = screen.getByRole('contentinfo');
    expect(screen.getByRole('main')).toBeTruthy();
    for (const region of [header, footer]) {
      const home = within(region).getByRole('link', { name: 'AskRobin – Startseite' });
      expect(home.getAttribute('href')).toBe(brand.config.homeUrl);
    }
    expect(footer.textContent).toContain(`AskRobin GmbH - ${year}`);
    expect(screen.getByRole('link', { name: 'Zum Hauptinhalt springen' })).toBeTruthy();
    expect(header.getAttribute('data-transparent')).toBe('false');
  });

  it('shows a spinner of size 80 with a translated label while loading', async () => {
    const i18n = await testI18n('pl');
    render(
      <I18nextProvider i18n={i18n}>
        <Spinner />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Ładowanie…');
    expect(screen.getByRole('status').querySelector('svg')?.getAttribute('width')).toBe('80');
  });

  it('makes header and footer transparent on continue paths', async () => {
    await renderApp('fiesta', '/continue/abc');
    await screen.findByRole('heading', { level: 1 }, slow);
    const header = document.querySelector('header');
    expect(header?.getAttribute('data-transparent')).toBe('true');
    expect(header?.hasAttribute('inert')).toBe(true);
    expect(document.querySelector('footer')?.getAttribute('data-transparent')).toBe('true');
  });

  it('makes them transparent while the ui overlay is non-empty', async () => {
    const { store } = await renderApp('fiesta');
    await screen.findByRole('heading', { level: 1 }, slow);
    act(() => {
      store.dispatch(uiColorsSet({ primary: '#000000' }));
    });
    expect(screen.getByRole('banner', { hidden: true }).getAttribute('data-transparent')).toBe(
      'true',
    );
    act(() => {
      store.dispatch(uiColorsCleared());
    });
    expect(screen.getByRole('banner').getAttribute('data-transparent')).toBe('false');
  });

  it('paints the custom colours over the brand palette, hex colours of its own names only', async () => {
    const { store, container } = await renderApp('fiesta');
    await screen.findByRole('heading', { level: 1 }, slow);
    act(() => {
      store.dispatch(
        uiColorsSet({ primary: '#102030', headerText: '#ffffff', link: 'red;x', width: '#000000' }),
      );
    });
    const app = container.querySelector<HTMLElement>('.app')!;
    expect(app.style.getPropertyValue('--color-primary')).toBe('#102030');
    expect(app.style.getPropertyValue('--color-header-text')).toBe('#ffffff');
    expect(app.style.getPropertyValue('--color-link')).toBe('');
    expect(app.style.getPropertyValue('--color-width')).toBe('');
    act(() => {
      store.dispatch(uiColorsCleared());
    });
    expect(app.style.getPropertyValue('--color-primary')).toBe('');
  });

  it('redirects unknown routes to the not-found page', async () => {
    const { router } = await renderApp('finipay', '/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, slow)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('omits header and footer when framed', async () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe = vi.fn();
        disconnect = vi.fn();
      },
    );
    await renderApp('fidea', '/', true);
    await screen.findByRole('heading', { level: 1 }, slow);
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('link', { name: /conținutul principal/ })).toBeNull();
  });

  it('formats the amount range with the market currency', async () => {
    await renderApp('ibancar');
    const amount = await screen.findByRole('textbox', { name: 'Monto ($)' }, slow);
    expect(amount.getAttribute('name')).toBe('amount');
    expect(screen.getByRole('slider', { name: 'Monto ($)' })).toBeTruthy();
    expect(screen.getByText('De $10,000 a $500,000')).toBeTruthy();
  });
});
