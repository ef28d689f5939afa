import { startTransition } from 'react';
import type { Root } from 'react-dom/client';
import type { i18n } from 'i18next';
import { createBrowserRouter } from 'react-router';
import { App } from './app';
import type { AppContextValue } from './app-context';
import { routerBasename } from '@/shared/config/build-env';
import { appRoutes } from './router';
import { createAppStore } from './store/bootstrap';

// The lazily loaded half of start-up: the data router and everything it renders.
export function renderShell(root: Root, context: AppContextValue, instance: i18n): void {
  // The store first: its start-up strips personal values from the address before the router
  // reads it (app/store/README.md).
  const store = createAppStore(context.product);
  const router = createBrowserRouter(appRoutes, { basename: routerBasename });
  // As a transition React renders in slices and yields between them, so a slow phone's main
  // thread is never blocked long while the app draws its first screen (issue 11: TBT).
  startTransition(() => {
    root.render(<App context={context} i18n={instance} router={router} store={store} />);
  });
}
