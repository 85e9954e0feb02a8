import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoading } from '../components/page-loading.tsx';
import { RootRoute } from './root-route.tsx';
import { RedirectPage } from './redirect-page.tsx';
import { RouteError } from './route-error.tsx';

/** Every screen below is loaded on demand; the entry carries only the router and providers. */
export const ROUTES: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        path: '/login',
        lazy: async () => ({
          Component: (await import('../features/auth/components/login-page.tsx')).LoginPage,
        }),
      },
      {
        path: '/doc',
        lazy: async () => ({
          Component: (await import('../features/doc/components/doc-page.tsx')).DocPage,
        }),
      },
      {
        path: '/404',
        lazy: async () => ({
          Component: (await import('../features/errors/components/not-found-page.tsx'))
            .NotFoundPage,
        }),
      },
      {
        path: '/401',
        lazy: async () => ({
          Component: (await import('../features/errors/components/unauthorized-page.tsx'))
            .UnauthorizedPage,
        }),
      },
      { path: '/redirect/*', element: <RedirectPage /> },
      { path: '/', element: <Navigate to="/index" replace /> },
      {
        lazy: async () => ({ Component: (await import('./auth-gate.tsx')).AuthGate }),
        children: [
          {
            path: '/aboutCompany',
            lazy: async () => ({
              Component: (
                await import('../features/about-company/components/about-company-page.tsx')
              ).AboutCompanyPage,
            }),
          },
          {
            lazy: async () => ({
              Component: (await import('../layout/app-layout.tsx')).AppLayout,
            }),
            children: [
              {
                path: '/mes',
                lazy: async () => ({
                  Component: (await import('../features/mes/components/mes-page.tsx')).MesPage,
                }),
              },
              {
                // Every path of APP_ROUTES; the table loads with the shell, not the entry.
                path: '*',
                lazy: async () => ({
                  Component: (await import('./route-screen.tsx')).RouteScreen,
                }),
              },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(ROUTES);
