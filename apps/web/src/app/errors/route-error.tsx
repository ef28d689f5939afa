import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '@/shared/lib/report-error';
import { ErrorScreen } from './error-screen';

/** The data router's errorElement: route render errors land here, inside the layout. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    reportError('Uncaught rendering error', error);
  }, [error]);
  return <ErrorScreen />;
}
