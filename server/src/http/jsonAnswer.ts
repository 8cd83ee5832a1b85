import type { Context } from 'koa';

const isPlain = (v: unknown): v is object =>
  Array.isArray(v) ||
  (typeof v === 'object' && v !== null && [Object.prototype, null].includes(Object.getPrototypeOf(v)));

/**
 * Sets a JSON object or array as the response body as koa would (JSON.stringify, a json Content-Type), but
 * as text: koa's body setter tests an object against the global `Response`, and Node's first look at it
 * loads its fetch implementation (undici), about 3 MB of an idle server's memory. Anything else (a stream,
 * bytes, text, null) is set as it is.
 */
export function setBody(ctx: Context, value: unknown): void {
  if (!isPlain(value)) {
    ctx.body = value;
    return;
  }
  if (!/\bjson\b/i.test(ctx.type)) ctx.type = 'json';
  ctx.body = JSON.stringify(value);
}
