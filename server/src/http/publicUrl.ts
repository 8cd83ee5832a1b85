import type { Context } from 'koa';
import type { Config } from '../config.js';

/** The address people reach Hearth at: PUBLIC_URL when set, else the origin this request came to. */
export const publicBase = (config: Config, ctx: Context): string =>
  (config.PUBLIC_URL ?? `${ctx.protocol}://${ctx.host}`).replace(/\/+$/, '');
