import { SellTicketButton } from '@/features/billets/components/sell-ticket-button';
import { CommissionButton, ManifestMoneyFacts } from '@/features/commissions/components/manifest-money';
import type { ManifestCardExtras } from '@/features/manifests/components/manifest-card';
import { ManifestRoute } from '@/features/manifests/routes/manifest';
import { ManifestsRoute } from '@/features/manifests/routes/manifests';

// The staff's manifest cards show the commissions feature's part: the commission total and the
// result (which opens the result modal), and 'Dépense' (the commission modal); and the tickets
// feature's 'Billet', which sells a ticket on a manifest in preparation.
const extras: ManifestCardExtras = (manifest) => ({
  facts: <ManifestMoneyFacts manifest={manifest} />,
  actions: (
    <>
      <CommissionButton manifest={manifest} />
      <SellTicketButton manifest={manifest} />
    </>
  ),
});

export function ManifestsPage() {
  return <ManifestsRoute cardExtras={extras} />;
}

export function ManifestPage() {
  return <ManifestRoute cardExtras={extras} />;
}
