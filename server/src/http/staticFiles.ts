import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';

/** Serves the built client, with index.html for every app route (client-side routing). */
export function clientFiles(distDir: string): Middleware {
  // koa-static (and koa-send) load with the first request for a file: a server only reached by API
  // clients and editors never needs them.
  let loading: Promise<Middleware> | undefined;
  const serveFiles = () =>
    (loading ??= import('koa-static').then(({ default: serve }) =>
      serve(distDir, {
        index: false,
        maxage: 0,
        setHeaders: (res, file) => {
          if (file.includes(`${path.sep}assets${path.sep}`))
            res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    ));
  const indexFile = path.join(distDir, 'index.html');
  return async (ctx, next) => {
    if (ctx.path.startsWith('/api') || ctx.path.startsWith('/socket.io') || ctx.path.startsWith('/yjs'))
      return next();
    const files = await serveFiles();
    await files(ctx, async () => {});
    if (ctx.body !== undefined || ctx.method !== 'GET') return next();
    if (!existsSync(indexFile)) {
      ctx.status = 503;
      ctx.body = 'The client is not built yet: run `npm run build`.';
      return;
    }
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = readFileSync(indexFile);
  };
}
