import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, todayIn } from '@hearth/shared';
import { ApiCaller } from '../../../server/src/ops/apiCaller.js';
import { seedDemo } from '../../../server/src/ops/seedDemo.js';
import { databaseIndependentSuiteRunsHere, startTestServer } from '../../../server/src/testing/testServer.js';
import { signedInUser } from '../../../server/src/testing/httpClient.js';
import type { RunningServer } from '../../../server/src/server.js';

/**
 * The authorization sweep (DESIGN.md §3): a lived-in family is seeded through the API; then an outsider
 * (another family) and a family member (for the other member's personal items) try every route of the
 * OpenAPI document with those ids. Every answer must be a 4xx that reveals nothing (404, or 400 when the
 * body is refused first), no list may show a foreign row, and nothing of the family may change.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type Op = { method: string; path: string; needsId: boolean };

let server: RunningServer;
let family: { jordan: ApiCaller; casey: ApiCaller };
let ops: Op[];

const idsIn = (value: unknown, into = new Set<string>()): Set<string> => {
  if (Array.isArray(value)) value.forEach((v) => idsIn(v, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'id' && typeof v === 'string' && UUID.test(v)) into.add(v);
      else idsIn(v, into);
    }
  }
  return into;
};

/** Everything a person can list: every GET without path parameters, and plan-scoped lists per plan. */
async function everythingVisibleTo(api: ApiCaller): Promise<Map<string, unknown>> {
  const seen = new Map<string, unknown>();
  for (const op of ops.filter((o) => o.method === 'get' && !o.needsId)) {
    // A session's "last seen" moves while the sweep runs (auth/account.test.ts covers other users' sessions).
    if (op.path === '/api/auth/sessions') continue;
    const res = await api.request('GET', op.path);
    if (res.status === 200) seen.set(op.path, res.body);
  }
  const plans = (await api.request('GET', '/api/plans')).body as { id: string }[];
  for (const p of plans) {
    for (const path of [
      `/api/plans/${p.id}`,
      `/api/bookings?plan_id=${p.id}`,
      `/api/expenses/shared?plan_id=${p.id}`,
    ]) {
      const res = await api.request('GET', path);
      if (res.status === 200) seen.set(path, res.body);
    }
  }
  return seen;
}

const allIds = (seen: Map<string, unknown>) => {
  const ids = new Set<string>();
  for (const body of seen.values()) idsIn(body, ids);
  return ids;
};

/** Tries every id route with each id; answers the routes that did not answer 400/404. */
async function sweep(api: ApiCaller, ids: string[]) {
  const leaks: string[] = [];
  for (const op of ops.filter((o) => o.needsId)) {
    for (const id of ids) {
      const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === 'id' ? id : name === 'index' ? '0' : id,
      );
      const res = await api.request(
        op.method.toUpperCase(),
        path,
        op.method === 'get' || op.method === 'delete' ? undefined : {},
      );
      if (res.status !== 404 && res.status !== 400) leaks.push(`${op.method} ${path} -> ${res.status}`);
    }
  }
  return leaks;
}

beforeAll(async () => {
  server = await startTestServer();
  const tag = randomUUID().slice(0, 8);
  family = await seedDemo(server.url, todayIn('UTC'), [
    { name: 'Jordan Rivera', email: `jordan-${tag}@example.test` },
    { name: 'Casey Rivera', email: `casey-${tag}@example.test` },
  ]);
  const doc = (await new ApiCaller(server.url).request('GET', '/api/openapi.json')).body as {
    paths: Record<string, Record<string, { security: unknown[] }>>;
  };
  ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op.security.length > 0)
      .map(([method]) => ({ method, path, needsId: /\{\w+\}/.test(path) && !path.includes('{user_name}') })),
  );
}, 180_000);
afterAll(() => server?.close());

describe.runIf(databaseIndependentSuiteRunsHere)('authorization sweep', () => {
  it('shows an outsider none of the family rows, and lets them change nothing', async () => {
    const before = await everythingVisibleTo(family.jordan);
    const familyIds = allIds(before);
    expect(familyIds.size).toBeGreaterThan(50);

    const outsider = await signedInUser(server.url, { name: 'Mallory' });
    const mallory = new ApiCaller(server.url);
    await mallory.call(authApi.login, { body: { email: outsider.email, password: outsider.password } });
    const visible = allIds(await everythingVisibleTo(mallory));
    expect([...visible].filter((id) => familyIds.has(id))).toEqual([]);

    expect(await sweep(mallory, [...familyIds])).toEqual([]);
    expect(await everythingVisibleTo(family.jordan)).toEqual(before);
  }, 600_000);

  it("keeps a member's personal items from the other member of the same family", async () => {
    const jordanSees = await everythingVisibleTo(family.jordan);
    const caseySees = await everythingVisibleTo(family.casey);
    const shared = allIds(caseySees);
    const personal = [...allIds(jordanSees)].filter((id) => !shared.has(id));
    expect(personal.length).toBeGreaterThan(30);
    expect(await sweep(family.casey, personal)).toEqual([]);
    expect(await everythingVisibleTo(family.jordan)).toEqual(jordanSees);
  }, 600_000);
});
