import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../shared/lib/paths';
import { features } from './features';
import { FirstPageFallback } from './first-page-fallback';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage, RouteErrorPage } from './route-error-page';

export function appRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <FirstPageFallback />,
      children: [
        {
          // Errors inside a page render within the layout, so navigation stays usable.
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, element: <Navigate to={paths.projects} replace /> },
            ...features.flatMap((feature) => feature.routes),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

/** The router over `routes` (the same objects the route preloader matches). */
export function createAppRouter(routes: RouteObject[] = appRoutes()) {
  return createBrowserRouter(routes);
}
