import type { RouteObject } from 'react-router';
import { applicationRoutes } from '@finceptiv/contract/step-routes';
import { baseUrl } from '@/shared/config/build-env';
import { NotFoundPage } from './errors/not-found-page';
import { RouteError } from './errors/route-error';
import { AppLayout } from './layout/app-layout';
import { ApplicationRoute } from './pages/application-route';
import { ContinueRoute } from './pages/continue-route';

// Spec 2: one catch-all route renders the application page; /404 is the generic not-found page.
export const notFoundPath = applicationRoutes.notFound;

// Development builds only (issue 8 item 9): the v3 flow preview. Vite turns the condition into
// `false` in production builds, so the route and its chunk are left out there. The one read of
// import.meta.env outside shared/config/build-env.ts: with build-env's isDevelopment, Rolldown
// drops the route but still emits the preview's chunk.
// eslint-disable-next-line no-restricted-syntax -- Vite must see the literal (see above)
const devRoutes: RouteObject[] = import.meta.env.DEV
  ? [
      {
        path: '/dev/flows',
        lazy: async () => ({
          Component: (await import('@/features/dynamic-form/public/flow-preview-page')).default,
        }),
      },
    ]
  : [];

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { path: notFoundPath, element: <NotFoundPage /> },
      { path: '/continue/:id', element: <ContinueRoute /> },
      ...devRoutes,
      { path: '*', element: <ApplicationRoute />, errorElement: <RouteError /> },
    ],
  },
];

/** The router's basename: Vite's base without its trailing slash ('/application-frontend'). */
export const routerBasename = baseUrl.replace(/\/$/, '');
