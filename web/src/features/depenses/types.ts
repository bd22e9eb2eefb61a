/**
 * Readable names for the expenses API's types, generated from the server's OpenAPI document
 * (lib/api/schema.ts), with `kind` narrowed to what the server sends.
 */
import type { Body, Narrowed, Reply, Row, Schema } from '@/lib/api/types';

/** A kind of expense; `ismanifeste` types are a manifest's commissions, the others stand alone. */
export type Typedepense = Row<'/api/typedepenses'>;

export type DepenseKind = 'commission' | 'share' | 'expense';

/**
 * A row of `depenses`, in dollars: a manifest's commission (its total), a beneficiary's share of
 * it, or a standalone expense. A cancelled one stays (`cancelledAt`), left out of every total.
 */
export type Depense = Narrowed<Schema<'DepenseView'>, { kind: DepenseKind }>;

/** A page of shares and expenses, with the sum in force of every row the filters keep, and per type. */
export type DepensePage = Narrowed<Reply<'/api/depenses'>, { items: Depense[] }>;

/** What a type adds up to over the list's filters (cancelled rows left out). */
export type DepenseTypeTotal = DepensePage['byType'][number];

/** A manifest's result: what its cargo earned, what its commissions and expenses cost. */
export type ManifestResult = Schema<'ManifestResultView'>;

/** One row with, for a commission, its shares, and the result of its manifest when it has one. */
export type DepenseDetail = Narrowed<Reply<'/api/depenses/{id}'>, { kind: DepenseKind; shares: Depense[] | null }>;

/** The body of POST /api/depenses (PUT /api/depenses/{id} adds `updatedAt`). */
export type DepenseBody = Body<'/api/depenses'>;

/** The body of POST /api/typedepenses (PUT adds `updatedAt`). */
export type TypedepenseBody = Body<'/api/typedepenses'>;

/** A manifest the expense form's picker offers: its reference, where it flies, the aircraft. */
export type ManifestOption = Pick<Row<'/api/manifests'>, 'id' | 'ref_manifest' | 'status' | 'manifest_destination' | 'plane'>;
