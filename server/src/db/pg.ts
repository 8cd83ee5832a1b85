import { createRequire } from 'node:module';
import type Pg from 'pg';

/**
 * The pg module, loaded with the global `Response` out of sight. At load pg checks whether it runs on
 * Cloudflare Workers, and on Node 20 (no `navigator`) it does so by constructing a `Response`: Node's first
 * one loads its whole fetch implementation (undici), about 3 MB of an idle server's memory that nothing
 * here uses. Import pg from this module, not from 'pg', so that this load comes first.
 */
function load(): typeof Pg {
  const response = Object.getOwnPropertyDescriptor(globalThis, 'Response');
  if (response) delete (globalThis as { Response?: unknown }).Response;
  try {
    return createRequire(import.meta.url)('pg') as typeof Pg;
  } finally {
    if (response) Object.defineProperty(globalThis, 'Response', response);
  }
}

const pg = load();
export default pg;
