/**
 * The commissions API as /work/notes/depenses-contract.md describes it, written by hand until the
 * server's OpenAPI document has it (then these become the generated types).
 */

export type DepenseKind = 'commission' | 'share' | 'expense';

interface Named {
  id: number;
  name: string;
}

interface Party extends Named {
  tel: string | null;
}

/** An expense type: `ismanifeste` ones belong to a manifest (its commissions). */
export interface Typedepense {
  id: number;
  type: string;
  ismanifeste: boolean;
  /** Whether something refers to it (it cannot be deleted then). */
  used: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Any row of `depenses`: a commission, a beneficiary's share of one, or a standalone expense. */
export interface Depense {
  id: number;
  ref_depense: string;
  kind: DepenseKind;
  /** A share's or an expense's amount; a commission's total. */
  mount: number;
  /** The commission's total, on commission and share rows. */
  mountT: number | null;
  description: string | null;
  /** `YYYY-MM-DD`. */
  date: string;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  typedepenseId: number;
  typedepense: { id: number; type: string; ismanifeste: boolean };
  beneficerId: number | null;
  beneficer: Party | null;
  manifesteId: number | null;
  manifeste: { id: number; ref_manifest: string; status: string } | null;
  brancheId: number;
  branche: Named;
  /** A share's commission. */
  depenseId: number | null;
  depense: { id: number; ref_depense: string; mountT: number } | null;
  /** Who recorded it. */
  user: Party;
}

/** A manifest's commission of one type, with its shares in force (oldest first). */
export interface Commission extends Depense {
  kind: 'commission';
  /** Sum of its shares in force. */
  allotted: number;
  /** Its total minus what is allotted. */
  remaining: number;
  shares: Depense[];
}

/** What a manifest earns and costs (DESIGN §3). */
export interface ManifestResult {
  revenue: number;
  commissions: number;
  expenses: number;
  margin: number;
  /** One decimal; null when the revenue is 0. */
  marginPercent: number | null;
  /** Only on a manifest's detail and its commissions. */
  byDestination?: { destinationId: number; name: string; revenue: number }[];
  /** Commissions and expenses per type; only on a manifest's detail and its commissions. */
  byType?: { typedepenseId: number; type: string; amount: number }[];
}

/** GET /api/depenses/manifestId/{id}. */
export interface ManifestDepenses {
  commissions: Commission[];
  /** Standalone expenses linked to the manifest, in force. */
  expenses: Depense[];
  result: ManifestResult;
}

/** POST /api/depenses for a manifest's commission. */
export interface CommissionBody {
  typedepenseId: number;
  manifesteId: number;
  mountT: number;
  beneficerId: number;
  mount: number;
  description: string | null;
}

/** PUT /api/depenses/{id} of a share. */
export interface ShareBody {
  mountT: number;
  beneficerId: number;
  mount: number;
  description: string | null;
  updatedAt: string;
}

/** A write's answer. */
export interface DepenseWritten {
  msg: string;
  data: Depense;
}
