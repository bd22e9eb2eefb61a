import { Navigate, Outlet, useLocation } from 'react-router';
import { NotFoundRoute } from '@/app/routes/not-found';
import { keepsReturnPath, type LoginState, useSession } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { usePermissions, type Permission } from '@/lib/permissions';

/**
 * Guards the routes below it: a visitor is sent to the login screen (which brings them back
 * here once signed in); a user without the permission (any of them, for a list) gets the
 * not-found screen, since for them the route does not exist (spec §2).
 */
export function RequirePermission({ permission }: { permission?: Permission | readonly Permission[] }) {
  const session = useSession();
  const location = useLocation();
  const { can } = usePermissions();
  if (!session) {
    const state: LoginState | undefined = keepsReturnPath() ? { from: location.pathname + location.search } : undefined;
    return <Navigate to={paths.login} replace state={state} />;
  }
  const needed: readonly Permission[] = permission === undefined ? [] : typeof permission === 'string' ? [permission] : permission;
  if (needed.length > 0 && !needed.some((p) => can(p))) return <NotFoundRoute />;
  return <Outlet />;
}
