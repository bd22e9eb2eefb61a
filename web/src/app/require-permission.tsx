import { Navigate, Outlet } from 'react-router';
import { NotFoundRoute } from '@/app/routes/not-found';
import { useSession } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { usePermissions, type Permission } from '@/lib/permissions';

/**
 * Guards the routes below it: a visitor is sent to the login screen; a user without `permission`
 * gets the not-found screen, since for them the route does not exist (spec §2).
 */
export function RequirePermission({ permission }: { permission?: Permission }) {
  const session = useSession();
  const { can } = usePermissions();
  if (!session) return <Navigate to={paths.login} replace />;
  if (permission && !can(permission)) return <NotFoundRoute />;
  return <Outlet />;
}
