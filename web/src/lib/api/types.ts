/**
 * Readable names for the types generated from the server's OpenAPI document (`schema.ts`, written
 * by `make api-types`). Payloads are named by their route, `Reply<'/api/expeditions/{id}'>`, which
 * survives a rename of the server's schema names; `Schema<'PartyRef'>` names a shared part.
 */
import type { components, paths } from '@/lib/api/schema';

export type ApiPath = keyof paths;
type Method = 'get' | 'post' | 'put' | 'delete';

type Operation<P extends ApiPath, M extends Method> = NonNullable<paths[P][M]>;
type Responses<P extends ApiPath, M extends Method> = Operation<P, M> extends { responses: infer R } ? R : never;
type Success<R> = R extends { 200: infer S } ? S : R extends { 201: infer S } ? S : never;
type Json<C> = C extends { content: { 'application/json': infer J } } ? J : never;

/**
 * Every key the document declares, present: utoipa lists an `Option` field as not required, but
 * serde sends it as `null` (only `ErrorBody.fields` and the site's links are left out when unset).
 */
export type Sent<T> = T extends (infer I)[] ? Sent<I>[] : T extends object ? { [K in keyof T]-?: Sent<T[K]> } : T;

/** What a route answers when it succeeds (200 or 201), as the document describes it. */
export type Documented<P extends ApiPath, M extends Method = 'get'> = Json<Success<Responses<P, M>>>;

/** What a route answers when it succeeds (200 or 201), every declared key present. */
export type Reply<P extends ApiPath, M extends Method = 'get'> = Sent<Documented<P, M>>;

/** The JSON body a route takes. */
export type Body<P extends ApiPath, M extends Method = 'post'> =
  Operation<P, M> extends { requestBody?: infer B } ? Json<NonNullable<B>> : never;

/** The query parameters a route reads. */
export type Query<P extends ApiPath, M extends Method = 'get'> =
  Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** `data` of a write's `{msg, data}` answer. */
export type WrittenData<P extends ApiPath, M extends Method = 'post'> = Reply<P, M> extends { data: infer D } ? D : never;

/** One row of a list: an item of a page (`{items, total, …}`) or of a plain array. */
export type Row<P extends ApiPath> =
  Reply<P> extends { items: (infer I)[] } ? I : Reply<P> extends (infer I)[] ? I : never;

/** A schema of the document by its name, for parts shared by several routes (as sent). */
export type Schema<N extends keyof components['schemas']> = Sent<components['schemas'][N]>;

/** `T` with `K` narrowed to what the server really sends (a status the document gives as any string). */
export type Narrowed<T, N> = Omit<T, keyof N> & N;
