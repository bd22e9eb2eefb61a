import type { RouteObject } from 'react-router';
import { AppLayout } from '@/app/layout/app-layout';
import { RouteError } from '@/app/routes/route-error';
import { FullPageLoader } from '@/components/full-page-loader';
import { paths } from '@/lib/paths';

/** Every screen is loaded on demand; guarded ones go under `<RequirePermission>` as they are added. */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    HydrateFallback: FullPageLoader,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('@/features/landing/routes/landing')).LandingRoute }),
      },
      {
        path: paths.login,
        lazy: async () => ({ Component: (await import('@/features/auth/routes/login')).LoginRoute }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('@/app/routes/not-found')).NotFoundRoute }),
      },
    ],
  },
];
