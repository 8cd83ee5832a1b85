import { randomUUID } from 'node:crypto';
import type { FamilyRole, GrantableFamilyRole } from '@hearth/shared';
import { ApiCaller } from '../ops/apiCaller.js';

export type { Answer } from '../ops/apiCaller.js';

/** The ops client with a verb per method and loosely typed answers, for tests. */
export class TestClient extends ApiCaller {
  get = <T = any>(path: string) => this.request<T>('GET', path);
  post = <T = any>(path: string, body?: unknown) => this.request<T>('POST', path, body ?? {});
  put = <T = any>(path: string, body?: unknown) => this.request<T>('PUT', path, body ?? {});
  patch = <T = any>(path: string, body?: unknown) => this.request<T>('PATCH', path, body ?? {});
  delete = <T = any>(path: string) => this.request<T>('DELETE', path);
}

export interface SignedInUser {
  client: TestClient;
  user: {
    id: string;
    family_id: string;
    family_role: FamilyRole;
    name: string;
    email: string;
    username: string;
  };
  email: string;
  password: string;
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

/**
 * Signs up, verifies through the demo token and returns a signed-in client: a fresh user in a fresh
 * family, or in `inFamilyOf`'s family (with `role`, given by the invite; default adult).
 */
export async function signedInUser(
  baseUrl: string,
  opts: { name?: string; inFamilyOf?: SignedInUser; timezone?: string; role?: GrantableFamilyRole } = {},
): Promise<SignedInUser> {
  const client = new TestClient(baseUrl);
  const email = uniqueEmail(opts.name?.toLowerCase().replace(/\W/g, '') || 'user');
  const password = 'correct horse battery';
  let invite_code: string | undefined;
  if (opts.inFamilyOf)
    invite_code = (
      await opts.inFamilyOf.client.post('/api/family/invites', opts.role ? { role: opts.role } : {})
    ).body.code;
  const signup = await client.post('/api/auth/signup', {
    name: opts.name ?? 'Test User',
    email,
    password,
    invite_code,
    timezone: opts.timezone,
  });
  if (signup.status !== 201)
    throw new Error(`signup failed: ${signup.status} ${JSON.stringify(signup.body)}`);
  const verify = await client.post('/api/auth/verify', { email, token: signup.body.verification_token });
  if (verify.status !== 200)
    throw new Error(`verify failed: ${verify.status} ${JSON.stringify(verify.body)}`);
  return { client, user: verify.body.user, email, password };
}
