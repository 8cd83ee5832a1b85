import type { RunningServer } from '../server.js';
import type {} from '../auth/tables.js';

/** The mails kept for `to` (demo mode: the outbox), newest first. */
export async function mailsTo(server: RunningServer, to: string) {
  return server.deps.db
    .selectFrom('mail_outbox')
    .select(['subject', 'body'])
    .where('to_address', '=', to)
    .orderBy('created_at', 'desc')
    .execute();
}

/** The query of the newest link to `path` mailed to `to`. */
export async function mailedLink(server: RunningServer, to: string, path: string): Promise<URLSearchParams> {
  for (const mail of await mailsTo(server, to)) {
    const m = new RegExp(`https?://[^\\s/]+${path}\\?(\\S+)`).exec(mail.body);
    if (m) return new URLSearchParams(m[1]);
  }
  throw new Error(`no ${path} link mailed to ${to}`);
}
