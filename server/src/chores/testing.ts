import { TestClient, type SignedInUser } from '../testing/httpClient.js';

let n = 0;

/** A child account added by `parent` (username and PIN), signed in. */
export async function childAccount(baseUrl: string, parent: SignedInUser, name = 'Mia') {
  const username = `kid${Date.now().toString(36)}${++n}`;
  const pin = '2468';
  const added = await parent.client.post('/api/family/children-accounts', { name, username, pin });
  if (added.status !== 201) throw new Error(`child account: ${added.status} ${JSON.stringify(added.body)}`);
  const client = new TestClient(baseUrl);
  const login = await client.post('/api/auth/child-login', { username, pin });
  if (login.status !== 200) throw new Error(`child login: ${login.status} ${JSON.stringify(login.body)}`);
  return { client, id: added.body.id as string, name };
}
export type ChildAccount = Awaited<ReturnType<typeof childAccount>>;

/** A chore body for POST /api/chores. */
export const choreBody = (members: string[], extra: Record<string, unknown> = {}) => ({
  name: 'Dishes',
  members,
  rrule: 'FREQ=DAILY',
  due_time: '18:00',
  points: 5,
  ...extra,
});
