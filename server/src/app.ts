import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Koa from 'koa';
import Router from '@koa/router';
import helmet from 'koa-helmet';
import compress from 'koa-compress';
import type { AppDeps } from './http/deps.js';
import type { Area } from './area.js';
import { errorMiddleware } from './http/errorMiddleware.js';
import { forbidden } from './http/errors.js';
import { isAllowedOrigin } from './http/origin.js';
import { ownSocketOrigins } from './http/csp.js';
import { mountAreas } from './http/areaRoutes.js';
import { buildOpenApi } from './http/openapi.js';
import { clientFiles } from './http/staticFiles.js';
import { setBody } from './http/jsonAnswer.js';
import { sessionMiddleware } from './auth/session.js';
import { clientAddress, trustedProxies } from './http/trustProxy.js';

export const CLIENT_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/dist');

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The HTTP application, separate from process start: tests build it in-process. */
export function createApp(deps: AppDeps, areas: Area[]): Koa {
  const app = new Koa();
  app.proxy = deps.config.PUBLIC_URL?.startsWith('https://') ?? false;
  const router = new Router();
  const routes = mountAreas(router, areas, deps);
  // Built when first asked for: it is large (every schema as JSON Schema) and rarely read.
  let openapi: ReturnType<typeof buildOpenApi> | undefined;
  router.get('/api/openapi.json', async (ctx) => {
    setBody(ctx, (openapi ??= buildOpenApi(await routes.all())));
  });

  const proxies = trustedProxies(deps.config.TRUST_PROXY);
  app.use(errorMiddleware(deps.log));
  // ctx.ip: X-Forwarded-For counts only when it comes from a configured proxy (TRUST_PROXY).
  app.use(async (ctx, next) => {
    ctx.request.ip = clientAddress(ctx.req, proxies);
    await next();
  });
  app.use(compress({ threshold: 1024, br: false }));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          connectSrc: [
            "'self'",
            (req) => ownSocketOrigins(deps.config.PUBLIC_URL, req as IncomingMessage).join(' '),
          ],
          upgradeInsecureRequests: null,
        },
      },
      strictTransportSecurity: app.proxy,
    }),
  );
  app.use(async (ctx, next) => {
    if (!SAFE_METHODS.has(ctx.method) && !isAllowedOrigin(ctx.headers, deps.config.PUBLIC_URL)) {
      throw forbidden('Cross-site request refused');
    }
    await next();
  });
  app.use(sessionMiddleware(deps));
  app.use(async (ctx, next) => {
    await routes.before(ctx.path);
    await next();
  });
  app.use(router.routes());
  app.use(router.allowedMethods());
  app.use(clientFiles(CLIENT_DIST));
  return app;
}
