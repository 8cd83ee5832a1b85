import { parseConfig } from '../../../server/src/config.js';
import { startServer, type RunningServer } from '../../../server/src/server.js';
import { signedInUser, type SignedInUser } from '../../../server/src/testing/httpClient.js';
import { benchServerEnv } from './production.js';

/**
 * The real Hearth server, in this process, on a free port of 127.0.0.1, over the given PostgreSQL
 * database (or in-memory PGlite without one). Demo mail mode: sign-ups answer their verification token.
 */
export function startHearth(
  databaseUrl: string | undefined,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const config = parseConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    ...benchServerEnv(),
    ...env,
  });
  return startServer(config);
}

/** Signs up and verifies a new user (in a fresh family, or in `inFamilyOf`'s), signed in. */
export async function benchUser(
  baseUrl: string,
  name: string,
  inFamilyOf?: SignedInUser,
): Promise<SignedInUser & { cookie: string }> {
  const u = await signedInUser(baseUrl, { name, inFamilyOf });
  if (!u.client.cookie) throw new Error('no session cookie after verification');
  return { ...u, cookie: u.client.cookie };
}

export type { RunningServer, SignedInUser };
