import type { Depense, DepensePage, ManifestOption, Typedepense } from '@/features/depenses/types';
import { pageOf } from '@/testing/fixtures';

/** The six types the server creates at first start. */
export const typedepenses: Typedepense[] = [
  ['Commission', true],
  ['Manutention', true],
  ['Carburant', false],
  ['Loyer', false],
  ['Salaires', false],
  ['Divers', false],
].map(([type, ismanifeste], index) => ({
  id: index + 1,
  type: type as string,
  ismanifeste: ismanifeste as boolean,
  used: index === 0 || index === 2,
  createdAt: '2026-01-05T08:00:00Z',
  updatedAt: '2026-01-05T08:00:00.000000Z',
}));

const typeRef = (id: number) => {
  const { type, ismanifeste } = typedepenses[id - 1];
  return { id, type, ismanifeste };
};

/** A standalone expense of branch 1 (Soute Goma), fuel by default, recorded by Agent Goma. */
export function expense(id: number, mount: number, more: Partial<Depense> = {}): Depense {
  return {
    id,
    ref_depense: `DEP-${String(id).padStart(6, '0')}`,
    kind: 'expense',
    mount,
    mountT: null,
    allotted: null,
    remaining: null,
    description: 'Plein du groupe électrogène',
    date: '2026-11-21',
    createdAt: '2026-11-21T08:05:00Z',
    updatedAt: '2026-11-21T08:05:00.000000Z',
    cancelledAt: null,
    typedepenseId: 3,
    typedepense: typeRef(3),
    beneficerId: null,
    beneficer: null,
    manifesteId: null,
    manifeste: null,
    brancheId: 1,
    branche: { id: 1, name: 'Soute Goma' },
    depenseId: null,
    depense: null,
    user: { id: 2, name: 'Agent Goma', tel: '0990000002' },
    ...more,
  };
}

/** Share `n` of commission 77 (100 $ on MAN-000012) for Kahindo Transit. */
export function share(id: number, n: number, mount: number, more: Partial<Depense> = {}): Depense {
  return expense(id, mount, {
    ref_depense: `DEP-000077-${n}`,
    kind: 'share',
    mountT: 100,
    description: null,
    typedepenseId: 1,
    typedepense: typeRef(1),
    beneficerId: 31,
    beneficer: { id: 31, name: 'Kahindo Transit', tel: '0990000031' },
    manifesteId: 12,
    manifeste: { id: 12, ref_manifest: 'MAN-000012', status: 'EnCours' },
    depenseId: 77,
    depense: { id: 77, ref_depense: 'DEP-000077', mountT: 100 },
    ...more,
  });
}

/** A list answer: `items` and the totals in force. */
export function depensePage(items: Depense[], amount: number, byType: DepensePage['byType'] = [], total = items.length): DepensePage {
  return { ...pageOf(items, total), amount, byType };
}

/** A manifest as the manifest picker reads it from GET /api/manifests. */
export function manifestOption(id: number): ManifestOption {
  return {
    id,
    ref_manifest: `MAN-${String(id).padStart(6, '0')}`,
    status: 'EnCours',
    manifest_destination: { id: 3, name: 'Soute Kinshasa', city: 'Kinshasa', region: 'Kinshasa' },
    plane: { id: 7, ref: '9S-GTB', description: 'Antonov An-26' },
  };
}
