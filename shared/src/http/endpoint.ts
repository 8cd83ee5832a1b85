import { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One endpoint of the API: its path and the zod schemas of everything that crosses the wire.
 * The server validates with it, the client's `api()` is typed by it, /api/openapi.json is generated from it.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  A extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Koa-style path, e.g. `/api/tasks/:id`. */
  path: string;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  answer: A;
  /** Success status; 200 unless said (201 for creates, 204 for empty answers). */
  status?: number;
  /** Public endpoints say `auth: false`; everything else needs a session. */
  auth?: boolean;
  tag?: string;
}

export const endpoint = <
  P extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  A extends z.ZodType = z.ZodType,
>(
  e: Endpoint<P, Q, B, A>,
): Endpoint<P, Q, B, A> => e;

export type ParamsOf<E> = E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.infer<P> : never;
export type QueryOf<E> = E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.infer<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type ParsedBodyOf<E> =
  E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.infer<B> : never;
export type AnswerOf<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer A> ? z.infer<A> : never;

/** The error body every 4xx/5xx answer carries (DESIGN.md §4). */
export const ErrorBody = z.object({
  detail: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** `{id}` in a path. */
export const IdParams = z.object({ id: z.uuid() });
export const NoContent = z.null();
