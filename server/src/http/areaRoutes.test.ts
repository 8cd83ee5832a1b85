import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@hearth/shared';
import { AREAS } from '../areas.js';
import type { Area } from '../area.js';
import { startTestServer } from '../testing/testServer.js';
import { TestClient } from '../testing/httpClient.js';
import type { RunningServer } from '../server.js';
import { isUnder } from './areaRoutes.js';
import { route } from './route.js';

/** The part of a route's path every request it matches begins with: the segments before the first parameter. */
const fixedPart = (path: string) => {
  const segments = path.split('/');
  const param = segments.findIndex((s) => /[:*(]/.test(s));
  return (param < 0 ? segments : segments.slice(0, param)).join('/');
};

describe('lazily loaded areas', () => {
  it('hold every route under one of their prefixes, which are lower case', async () => {
    for (const area of AREAS) {
      if (Array.isArray(area.routes)) continue;
      const { prefixes, load } = area.routes;
      expect(prefixes.filter((p) => p !== p.toLowerCase() || p.endsWith('/'))).toEqual([]);
      const outside = (await load())
        .map((r) => r.endpoint.path)
        .filter((path) => !prefixes.some((p) => isUnder(fixedPart(path), p)));
      expect(outside, area.name).toEqual([]);
    }
  });
});

let loads = 0;
const ping = route(
  endpoint({
    method: 'get',
    path: '/api/lazy-test/ping/:word',
    summary: 'lazy area probe',
    auth: false,
    params: z.object({ word: z.string() }),
    answer: z.object({ word: z.string() }),
  }),
  ({ params }) => ({ word: params.word }),
);
const hello = route(
  endpoint({
    method: 'get',
    path: '/api/eager-test',
    summary: 'eager area probe',
    auth: false,
    answer: z.object({ word: z.string() }),
  }),
  () => ({ word: 'hello' }),
);
const lazyArea: Area = {
  name: 'lazy-test',
  routes: {
    prefixes: ['/api/lazy-test'],
    load: async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 50));
      return [ping];
    },
  },
};

let server: RunningServer;
let client: TestClient;
beforeAll(async () => {
  server = await startTestServer({ areas: [lazyArea] });
  client = new TestClient(server.url);
});
afterAll(() => server.close());

describe('a lazily loaded area', () => {
  it('is loaded once, by the first requests under its prefix, which it answers', async () => {
    expect((await client.get('/api/other')).status).toBe(404);
    expect(loads).toBe(0);
    const answers = await Promise.all(['a', 'b', 'c'].map((w) => client.get(`/api/lazy-test/ping/${w}`)));
    expect(answers.map((a) => [a.status, a.body.word])).toEqual([
      [200, 'a'],
      [200, 'b'],
      [200, 'c'],
    ]);
    expect(loads).toBe(1);
  });

  it('answers as the router does: any case, a trailing slash, 405 for another method', async () => {
    expect((await client.get('/API/Lazy-Test/ping/x/')).body.word).toBe('x');
    const post = await client.post('/api/lazy-test/ping/x', {});
    expect(post.status).toBe(405);
  });
});

describe('the OpenAPI document', () => {
  it('lists the routes of areas not loaded yet, in the order of the areas', async () => {
    const fresh = await startTestServer({ areas: [lazyArea, { name: 'eager', routes: [hello] }] });
    try {
      const before = loads;
      const doc = (await new TestClient(fresh.url).get('/api/openapi.json')).body;
      expect(Object.keys(doc.paths)).toEqual(['/api/lazy-test/ping/{word}', '/api/eager-test']);
      expect(loads).toBe(before + 1);
    } finally {
      await fresh.close();
    }
  });
});
