/**
 * The expenses API as the contract of issue 14 describes it (notes/depenses-contract.md), written
 * by hand until the server documents it; then these become the generated types.
 */

/** A kind of expense; `ismanifeste` types are a manifest's commissions, the others stand alone. */
export interface Typedepense {
  id: number;
  type: string;
  ismanifeste: boolean;
  /** Whether an expense or a commission uses it (it can then not be deleted). */
  used: boolean;
  createdAt: string;
  updatedAt: string;
}

export type DepenseKind = 'commission' | 'share' | 'expense';

interface Ref {
  id: number;
  name: string;
}

/**
 * A row of `depenses`, in dollars: a manifest's commission (its total), a beneficiary's share of
 * it, or a standalone expense. A cancelled one stays (`cancelledAt`), left out of every total.
 */
export interface Depense {
  id: number;
  ref_depense: string;
  kind: DepenseKind;
  /** A share's or an expense's amount; a commission's total. */
  mount: number;
  /** The commission's total, on commission and share rows. */
  mountT?: number | null;
  /** What the commission's shares in force add up to, and what is left (commission rows). */
  allotted?: number | null;
  remaining?: number | null;
  description: string | null;
  /** `YYYY-MM-DD`. */
  date: string;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  typedepenseId: number;
  typedepense: { id: number; type: string; ismanifeste: boolean };
  beneficerId: number | null;
  beneficer: (Ref & { tel: string | null }) | null;
  manifesteId: number | null;
  manifeste: { id: number; ref_manifest: string; status: string } | null;
  brancheId: number;
  branche: Ref;
  /** A share's commission. */
  depenseId: number | null;
  depense: { id: number; ref_depense: string; mountT: number } | null;
  /** Who recorded it. */
  user: Ref & { tel: string | null };
}

/** What a type adds up to over the list's filters (cancelled rows left out). */
export interface DepenseTypeTotal {
  typedepenseId: number;
  type: string;
  amount: number;
  count: number;
}

/** A page of shares and expenses, with the sum in force of every row the filters keep, and per type. */
export interface DepensePage {
  items: Depense[];
  total: number;
  page: number;
  per_page: number;
  amount: number;
  byType: DepenseTypeTotal[];
}

/** A manifest's result: what its cargo earned, what its commissions and expenses cost. */
export interface ManifestResult {
  revenue: number;
  commissions: number;
  expenses: number;
  margin: number;
  /** One decimal; null when the revenue is 0. */
  marginPercent: number | null;
}

/** One expense with, for a commission, its shares, and the result of its manifest when it has one. */
export type DepenseDetail = Depense & {
  shares?: Depense[] | null;
  result?: ManifestResult | null;
};

/** The body of POST /api/depenses for a standalone expense (PUT adds `updatedAt`). */
export interface ExpenseBody {
  typedepenseId: number;
  brancheId: number | null;
  mount: number;
  date: string;
  description: string | null;
  beneficerId: number | null;
  manifesteId: number | null;
}

export interface TypedepenseBody {
  type: string;
  ismanifeste: boolean;
}
