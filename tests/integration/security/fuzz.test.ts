import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../server/src/testing/testServer.js';
import { signedInUser, type SignedInUser } from '../../../server/src/testing/httpClient.js';
import type { RunningServer } from '../../../server/src/server.js';
import { arbitraryFor, hostileBodies, type JsonSchema } from './jsonSchemaArbitrary.js';

/**
 * Property-based fuzzing of every create endpoint of the OpenAPI document from its own request schema,
 * salted with hostile text and hostile bodies: never a 5xx, accepted free text stored as sent (trimmed),
 * and the server healthy afterwards.
 */
const FREE_TEXT = [
  'title',
  'name',
  'description',
  'notes',
  'location',
  'task_name',
  'account_name',
  'institution',
  'card_name',
  'company',
  'school',
  'allergies',
  'medical_notes',
];
const SKIP = new Set([
  '/api/auth/signup',
  '/api/auth/login',
  '/api/auth/verify',
  '/api/family/join',
  '/api/receipts/upload',
]);

const parseOrUndefined = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

let server: RunningServer;
let owner: SignedInUser;
let creates: { path: string; schema: JsonSchema }[];
const realIds: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  owner = await signedInUser(server.url, { name: 'Fuzz' });
  const doc = (await owner.client.get('/api/openapi.json')).body as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content: { 'application/json': { schema: JsonSchema } } } }>
    >;
  };
  creates = Object.entries(doc.paths)
    .filter(([path, ops]) => ops.post?.requestBody && !path.includes('{') && !SKIP.has(path))
    .map(([path, ops]) => ({ path, schema: ops.post!.requestBody!.content['application/json'].schema }));
  // Real parents, so that generated children sometimes reach the deepest code.
  const plan = await owner.client.post('/api/plans', {
    name: 'Fuzz plan',
    start_date: '2030-01-01',
    privacy: 'family_only',
  });
  if (plan.status === 201) realIds.plan_id = plan.body.id;
  const child = await owner.client.post('/api/children', { name: 'Fuzz kid' });
  if (child.status === 201) realIds.child_id = child.body.id;
  const task = await owner.client.post('/api/tasks', { title: 'Fuzz task' });
  if (task.status === 201) realIds.task_id = task.body.id;
}, 60_000);
afterAll(() => server?.close());

describe('fuzzing every create endpoint', () => {
  it('finds create endpoints to fuzz', () => {
    expect(creates.length).toBeGreaterThan(15);
  });

  it('never answers 5xx to generated bodies, and stores accepted text as sent', async () => {
    const failures: string[] = [];
    for (const { path, schema } of creates) {
      await fc.assert(
        fc.asyncProperty(arbitraryFor(schema), fc.boolean(), async (generated, useRealIds) => {
          const body = { ...(generated as Record<string, unknown>) };
          if (useRealIds) for (const [k, id] of Object.entries(realIds)) if (k in body) body[k] = id;
          const res = await owner.client.post(path, body);
          if (res.status >= 500) failures.push(`${path} ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
          if (res.status >= 400 && (typeof res.body?.detail !== 'string' || !res.body.detail))
            failures.push(`${path} ${res.status} without detail`);
          if (res.status === 201 && res.body && typeof res.body === 'object') {
            for (const key of FREE_TEXT) {
              const sent = body[key];
              const stored = (res.body as Record<string, unknown>)[key];
              if (typeof sent === 'string' && typeof stored === 'string' && stored !== sent.trim())
                failures.push(
                  `${path} ${key}: sent ${JSON.stringify(sent)} stored ${JSON.stringify(stored)}`,
                );
            }
          }
        }),
        { numRuns: 20, seed: 20261121 },
      );
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('refuses hostile bodies with a 4xx, and stays healthy and unpolluted', async () => {
    const failures: string[] = [];
    for (const { path } of creates) {
      for (const body of hostileBodies()) {
        const res = await owner.client.post(path, body);
        // An object whose keys are all unknown is valid where nothing is required; anything else is refused.
        const wire = typeof body === 'string' ? parseOrUndefined(body) : (body ?? {});
        const mayPass = typeof wire === 'object' && wire !== null && !Array.isArray(wire);
        if (res.status >= 500 || (!mayPass && res.status < 400)) failures.push(`${path} -> ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
    const proto = {} as Record<string, unknown>;
    expect(proto.polluted).toBeUndefined();
    expect((await owner.client.get('/api/health')).body).toEqual({ status: 'ok', db: 'ok' });
  }, 600_000);
});
