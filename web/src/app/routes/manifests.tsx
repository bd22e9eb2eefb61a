import { CommissionButton, ManifestMoneyFacts } from '@/features/commissions/components/manifest-money';
import type { ManifestCardExtras } from '@/features/manifests/components/manifest-card';
import { ManifestRoute } from '@/features/manifests/routes/manifest';
import { ManifestsRoute } from '@/features/manifests/routes/manifests';

// The staff's manifest cards show the commissions feature's part: the commission total and the
// result (which opens the result modal), and 'Dépense' (the commission modal).
const commissions: ManifestCardExtras = (manifest) => ({
  facts: <ManifestMoneyFacts manifest={manifest} />,
  actions: <CommissionButton manifest={manifest} />,
});

export function ManifestsPage() {
  return <ManifestsRoute cardExtras={commissions} />;
}

export function ManifestPage() {
  return <ManifestRoute cardExtras={commissions} />;
}
