import type { Commission, Depense, ManifestDepenses, ManifestResult, Typedepense } from '@/features/commissions/types';

/** The types of the first start: two belong to a manifest. */
export const typedepenses: Typedepense[] = [
  { id: 1, type: 'Commission', ismanifeste: true, used: true, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' },
  { id: 2, type: 'Manutention', ismanifeste: true, used: false, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' },
  { id: 3, type: 'Carburant', ismanifeste: false, used: false, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' },
];

const typeRef = (id: number) => {
  const { type, ismanifeste } = typedepenses.find((candidate) => candidate.id === id)!;
  return { id, type, ismanifeste };
};

/** The external persons the shares go to. */
export const beneficiaries = {
  jean: { id: 31, name: 'Jean Kalume', tel: '0997000031' },
  marie: { id: 32, name: 'Marie Zawadi', tel: '0997000032' },
  paul: { id: 33, name: 'Paul Bisimwa', tel: null },
};

function row(id: number, ref: string, more: Partial<Depense>): Depense {
  return {
    id,
    ref_depense: ref,
    kind: 'share',
    mount: 0,
    mountT: null,
    allotted: null,
    remaining: null,
    description: null,
    date: '2026-11-21',
    createdAt: '2026-11-21T10:00:00Z',
    updatedAt: `2026-11-21T10:00:0${id % 10}.000000Z`,
    cancelledAt: null,
    typedepenseId: 1,
    typedepense: typeRef(1),
    beneficerId: null,
    beneficer: null,
    manifesteId: 4,
    manifeste: { id: 4, ref_manifest: 'MAN-000004', status: 'EnCours' },
    brancheId: 1,
    branche: { id: 1, name: 'Soute Goma' },
    depenseId: null,
    depense: null,
    user: { id: 1, name: 'Amani Kabila', tel: '0990000001' },
    ...more,
  };
}

/** A share of `mount` dollars of the commission `commissionId` (total `total`) for `beneficiary`. */
export function share(
  id: number,
  ref: string,
  mount: number,
  beneficiary: { id: number; name: string; tel: string | null },
  { commissionId = 10, total = 100, typedepenseId = 1, description = null as string | null } = {},
): Depense {
  return row(id, ref, {
    kind: 'share',
    mount,
    mountT: total,
    description,
    typedepenseId,
    typedepense: typeRef(typedepenseId),
    beneficerId: beneficiary.id,
    beneficer: beneficiary,
    depenseId: commissionId,
    depense: { id: commissionId, ref_depense: ref.replace(/-\d+$/, ''), mountT: total },
  });
}

/** A commission of `total` dollars with these shares in force. */
export function commission(id: number, ref: string, total: number, shares: Depense[], typedepenseId = 1): Commission {
  const allotted = shares.reduce((sum, one) => sum + Math.round(one.mount * 100), 0) / 100;
  return {
    ...row(id, ref, { kind: 'commission', mount: total, mountT: total, typedepenseId, typedepense: typeRef(typedepenseId) }),
    kind: 'commission',
    allotted,
    remaining: (Math.round(total * 100) - Math.round(allotted * 100)) / 100,
    shares,
  };
}

/** A result: 1 500 $ of revenue (1 000 to Kinshasa, 500 to Bukavu) less the given commissions and expenses. */
export function result(commissions: number, expenses = 0, more: Partial<ManifestResult> = {}): ManifestResult {
  const revenue = 1500;
  const margin = revenue - commissions - expenses;
  return {
    revenue,
    fares: 0,
    commissions,
    expenses,
    margin,
    marginPercent: Math.round((margin / revenue) * 1000) / 10,
    byDestination: [
      { destinationId: 3, name: 'Soute Kinshasa', revenue: 1000 },
      { destinationId: 2, name: 'Soute Bukavu', revenue: 500 },
    ],
    byType: [
      ...(commissions > 0 ? [{ typedepenseId: 1, type: 'Commission', amount: commissions, count: 1 }] : []),
      ...(expenses > 0 ? [{ typedepenseId: 3, type: 'Carburant', amount: expenses, count: 1 }] : []),
    ],
    ...more,
  };
}

/** GET /api/depenses/manifestId/4 for these commissions. */
export function manifestDepenses(commissions: Commission[], expenses = 0): ManifestDepenses {
  const shared = commissions.reduce((sum, one) => sum + Math.round((one.allotted ?? 0) * 100), 0) / 100;
  return { commissions, expenses: [], result: result(shared, expenses) };
}

/** The commission DEP-000010 of 100 $, shared 60 (Jean) + 40 (Marie): nothing left. */
export function fullCommission(): Commission {
  return commission(10, 'DEP-000010', 100, [
    share(11, 'DEP-000010-1', 60, beneficiaries.jean, { description: 'Apport du client' }),
    share(12, 'DEP-000010-2', 40, beneficiaries.marie),
  ]);
}
