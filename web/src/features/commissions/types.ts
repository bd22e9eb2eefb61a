/**
 * The names this feature gives the commissions API's types, all generated from the server's
 * OpenAPI document (`lib/api/schema.ts`).
 */
import type { Body, Narrowed, Reply, Schema } from '@/lib/api/types';

export type DepenseKind = 'commission' | 'share' | 'expense';

/** An expense type: `ismanifeste` ones belong to a manifest (its commissions). */
export type Typedepense = Schema<'TypedepenseView'>;

/** Any row of `depenses`: a commission, a beneficiary's share of one, or a standalone expense. */
export type Depense = Narrowed<Schema<'DepenseView'>, { kind: DepenseKind }>;

/**
 * A manifest's commission of one type (its total in `mount`), what its shares in force take
 * (`allotted`) and leave (`remaining`), and those shares, oldest first.
 */
export type Commission = Narrowed<Schema<'CommissionView'>, { kind: DepenseKind; shares: Depense[] }>;

/**
 * What a manifest earns and costs (DESIGN §3); `byDestination` and `byType` only on a manifest's
 * detail and its commissions (null on list rows).
 */
export type ManifestResult = Schema<'ManifestResultView'>;

/** GET /api/depenses/manifestId/{id}: the commissions, the linked expenses and the result. */
export type ManifestDepenses = Narrowed<Reply<'/api/depenses/manifestId/{id}'>, { commissions: Commission[]; expenses: Depense[] }>;

/** POST /api/depenses for a manifest's commission. */
export type CommissionBody = Body<'/api/depenses'>;

/** PUT /api/depenses/{id} of a share. */
export type ShareBody = Body<'/api/depenses/{id}', 'put'>;
