import type { Context } from 'koa';
import inflate from 'inflation';
import getRawBody from 'raw-body';
import { HttpError } from './errors.js';

/**
 * A request's JSON body (an empty body is {}). Invalid UTF-8, anything but an object or an array, and
 * prototype-poisoning keys are refused with 400 {detail}; past `limit`, 413.
 */
export async function readJson(ctx: Context, limit: string): Promise<unknown> {
  const hasBody = Number(ctx.request.length ?? 0) > 0 || ctx.get('transfer-encoding') !== '';
  if (!hasBody) return {};
  if (!ctx.is('application/json')) throw new HttpError(415, 'Expected application/json');
  // Read as bytes: decoding them as text would quietly turn invalid UTF-8 into U+FFFD before the text checks
  // could see it. Unzipped as its Content-Encoding says (415 for another); past `limit` 413, and 400 for a
  // body shorter or longer than its Content-Length.
  const length = ctx.get('content-length');
  const identity = (ctx.get('content-encoding') || 'identity') === 'identity';
  const bytes = await getRawBody(inflate(ctx.req), {
    limit,
    ...(length && identity ? { length: Number(length) } : {}),
  });
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    throw new HttpError(400, 'The request body is not valid UTF-8');
  }
  return parseJsonBody(text);
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Strict JSON: an object or an array (an empty body is {}), with no prototype-poisoning keys. */
function parseJsonBody(text: string): unknown {
  if (!/\S/.test(text)) return {};
  if (!/^[ \t\n\r]*[[{]/.test(text))
    throw new HttpError(400, 'The request body must be a JSON object or array');
  try {
    return JSON.parse(text, (key, value: unknown) => {
      if (
        key === '__proto__' ||
        (key === 'constructor' && isObject(value) && Object.hasOwn(value, 'prototype'))
      )
        throw new HttpError(400, `The request body must not contain the key "${key}"`);
      return value;
    });
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw new HttpError(400, 'The request body is not valid JSON');
  }
}

const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;
