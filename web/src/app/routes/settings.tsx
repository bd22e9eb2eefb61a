import { ArticlesCard } from '@/features/articles/components/articles-card';
import { TypedepensesCard } from '@/features/depenses/components/typedepenses-card';
import { SettingsRoute as BranchSettings } from '@/features/settings/routes/settings';

/** Paramètre, with the cards of other features composed in (features do not import each other). */
export function SettingsRoute() {
  return (
    <BranchSettings
      tools={
        <>
          <ArticlesCard />
          <TypedepensesCard />
        </>
      }
    />
  );
}
