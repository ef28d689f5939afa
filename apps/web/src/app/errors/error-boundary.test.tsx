import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setLogSink } from '@/shared/lib/log';
import { setErrorReporter } from '@/shared/lib/report-error';
import { testI18n } from '@/test-support/test-i18n';
import { ErrorBoundary } from './error-boundary';
import { RouteError } from './route-error';

const reported: string[] = [];
setLogSink(() => undefined);
setErrorReporter((message) => reported.push(message));
afterEach(() => {
  reported.length = 0;
  vi.restoreAllMocks();
});

function Boom(): never {
  throw new Error('boom');
}

describe('rendering errors', () => {
  it('show the translated error screen from the boundary and are reported', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await testI18n('pl');
    render(
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary>
          <Boom />
        </ErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByText('Coś poszło nie tak. Spróbuj ponownie później.')).toBeInTheDocument();
    expect(reported).toContain('Uncaught rendering error');
  });

  it('show the English text without translations', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <I18nextProvider i18n={i18next.createInstance()}>
        <ErrorBoundary>
          <Boom />
        </ErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByText('Something went wrong. Please, try again later.')).toBeInTheDocument();
  });

  it('in a route land on the route error element', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const i18n = await testI18n('vn');
    const router = createMemoryRouter([
      { path: '/', element: <Boom />, errorElement: <RouteError /> },
    ]);
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect(await screen.findByText('Đã xảy ra lỗi. Vui lòng thử lại sau.')).toBeInTheDocument();
    expect(reported).toContain('Uncaught rendering error');
  });
});
