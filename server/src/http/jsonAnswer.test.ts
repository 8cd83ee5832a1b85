import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setBody } from './jsonAnswer.js';

const answer = { id: 'a1', amount: 12.5, tags: ['x', 'ü'], nested: { none: null } };

let server: http.Server;
let url: string;
beforeAll(async () => {
  const app = new Koa();
  app.use((ctx) => {
    if (ctx.path === '/koa') ctx.body = answer;
    else if (ctx.path === '/set') setBody(ctx, answer);
    else if (ctx.path === '/problem') {
      ctx.type = 'application/problem+json';
      setBody(ctx, { detail: 'x' });
    } else setBody(ctx, Readable.from(['streamed']));
  });
  server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const read = async (p: string) => {
  const res = await fetch(url + p);
  return {
    type: res.headers.get('content-type'),
    length: res.headers.get('content-length'),
    text: await res.text(),
  };
};

describe('setBody', () => {
  it('answers an object with the bytes and headers koa gives it', async () => {
    expect(await read('/set')).toEqual(await read('/koa'));
  });

  it('keeps a json Content-Type already set, and passes anything else (a stream) to koa', async () => {
    expect((await read('/problem')).type).toBe('application/problem+json');
    expect((await read('/stream')).text).toBe('streamed');
  });

  it("leaves Node's fetch unloaded, with pg loaded through db/pg.ts", () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    const script = `
      const { default: pg } = await import('./server/src/db/pg.ts');
      const { setBody } = await import('./server/src/http/jsonAnswer.ts');
      const ctx = { type: '', body: undefined };
      setBody(ctx, { ok: true });
      console.log(JSON.stringify({
        pg: typeof pg.Pool,
        response: typeof Object.getOwnPropertyDescriptor(globalThis, 'Response')?.get,
        undici: process.moduleLoadList.some((m) => m.includes('undici')),
      }));`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual({ pg: 'function', response: 'function', undici: false });
  });
});
