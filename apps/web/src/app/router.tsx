import type { RouteObject } from 'react-router';
import { applicationRoutes } from '@finceptiv/contract/step-routes';
import { NotFoundPage } from './errors/not-found-page';
import { RouteError } from './errors/route-error';
import { AppLayout } from './layout/app-layout';
import { ApplicationRoute } from './pages/application-route';
import { ContinueRoute } from './pages/continue-route';

// Spec 2: one catch-all route renders the application page; /404 is the generic not-found page.
const notFoundPath = applicationRoutes.notFound;

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { path: notFoundPath, element: <NotFoundPage /> },
      { path: '/continue/:id', element: <ContinueRoute /> },
      { path: '*', element: <ApplicationRoute />, errorElement: <RouteError /> },
    ],
  },
];
