import { DashboardRoute } from '@/features/dashboard/routes/dashboard';
import { DueSummaryCard } from '@/features/due/components/due-summary';
import { Can } from '@/lib/permissions';

// The dashboard shows, to those who may read the inspections, how many of the fleet's items are
// past due or come due soon (the due feature's card).
export function DashboardPage() {
  return (
    <DashboardRoute
      aside={
        <Can permission="afficher inspection">
          <DueSummaryCard />
        </Can>
      }
    />
  );
}
