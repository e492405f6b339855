import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { LoadFailedState } from './load-failed-state';

/** Error boundary of the routes: a clear state with Reload instead of a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <LoadFailedState />;
}
