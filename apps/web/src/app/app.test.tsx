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
    expect(await screen.findByRole('heading', { level: 1 }, slow)).toHaveTextContent(
      /^Ihr Kredit – online in wenigen Minuten$/,
      { normalizeWhitespace: false },
    );
    const header = screen.getByRole('banner');
    const footer = screen.getByRole('contentinfo');
    expect(screen.getByRole('main')).toBeInTheDocument();
    for (const region of [header, footer]) {
      const home = within(region).getByRole('link', { name: 'AskRobin – Startseite' });
      expect(home).toHaveAttribute('href', brand.config.homeUrl);
    }
    expect(footer.textContent).toContain(`AskRobin GmbH - ${year}`);
    expect(screen.getByRole('link', { name: 'Zum Hauptinhalt springen' })).toBeInTheDocument();
    expect(header).toHaveAttribute('data-transparent', 'false');
  });

  it('shows a spinner of size 80 with a translated label while loading', async () => {
    const i18n = await testI18n('pl');
    render(
      <I18nextProvider i18n={i18n}>
        <Spinner />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Ładowanie…');
    expect(screen.getByRole('status').querySelector('svg')).toHaveAttribute('width', '80');
  });

  it('makes header and footer transparent on continue paths', async () => {
    await renderApp('fiesta', '/continue/abc');
    await screen.findByRole('heading', { level: 1 }, slow);
    const header = document.querySelector('header');
    expect(header).toHaveAttribute('data-transparent', 'true');
    expect(header).toHaveAttribute('inert');
    expect(document.querySelector('footer')).toHaveAttribute('data-transparent', 'true');
  });

  it('makes them transparent while the ui overlay is non-empty', async () => {
    const { store } = await renderApp('fiesta');
    await screen.findByRole('heading', { level: 1 }, slow);
    act(() => {
      store.dispatch(uiColorsSet({ primary: '#000000' }));
    });
    expect(screen.getByRole('banner', { hidden: true })).toHaveAttribute(
      'data-transparent',
      'true',
    );
    act(() => {
      store.dispatch(uiColorsCleared());
    });
    expect(screen.getByRole('banner')).toHaveAttribute('data-transparent', 'false');
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
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, slow),
    ).toBeInTheDocument();
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
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /conținutul principal/ })).not.toBeInTheDocument();
  });

  it('formats the amount range with the market currency', async () => {
    await renderApp('ibancar');
    const amount = await screen.findByRole('textbox', { name: 'Monto ($)' }, slow);
    expect(amount).toHaveAttribute('name', 'amount');
    expect(screen.getByRole('slider', { name: 'Monto ($)' })).toBeInTheDocument();
    expect(screen.getByText('De $10,000 a $500,000')).toBeInTheDocument();
  });
});
