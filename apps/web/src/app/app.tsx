import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { flushSync } from 'react-dom';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AppContext, type AppContextValue } from './app-context';
import { ErrorBoundary } from './errors/error-boundary';
import type { AppStore } from './store/store';
import { StoreProvider } from './store/store-provider';

/** React DOM's flushSync in the shape RouterProvider takes (it does not use the result). */
const drawAtOnce = (update: () => unknown): undefined => void flushSync(update);

export interface AppProps {
  context: AppContextValue;
  i18n: i18n;
  router: ReturnType<typeof createBrowserRouter>;
  store: AppStore;
}

/** Providers around the router; start-app.tsx builds the parts, tests pass memory routers. */
export function App({ context, i18n, router, store }: AppProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppContext.Provider value={context}>
          <ErrorBoundary>
            <StoreProvider store={store}>
              {/* A navigation can then be drawn at once (its flushSync option), which the
                  progress navigator asks for when the next page has loaded. */}
              <RouterProvider router={router} flushSync={drawAtOnce} />
            </StoreProvider>
          </ErrorBoundary>
        </AppContext.Provider>
      </I18nextProvider>
    </StrictMode>
  );
}
