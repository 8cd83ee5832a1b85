import type { Transporter } from 'nodemailer';
import type { Executor } from '../db/schema.js';
import type {} from '../auth/tables.js';
import type { Logger } from '../logger.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Without MAIL_URL mails go to the outbox table and the log ("demo mode": the sign-up answer then
 * carries the verification token). With MAIL_URL they are also sent over SMTP.
 */
export interface Mailer {
  readonly demo: boolean;
  send(db: Executor, mail: Mail): Promise<void>;
}

export function createMailer(mailUrl: string | undefined, from: string, log: Logger): Mailer {
  // nodemailer is loaded with the first mail sent over SMTP, not at start.
  let transport: Promise<Transporter> | undefined;
  const smtp = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(mailUrl),
    ));
  return {
    demo: !mailUrl,
    async send(db, mail) {
      const row = await db
        .insertInto('mail_outbox')
        .values({ to_address: mail.to, subject: mail.subject, body: mail.text })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!mailUrl) {
        log.info(
          { to: mail.to, subject: mail.subject, body: mail.text },
          'mail kept in outbox (no MAIL_URL)',
        );
        return;
      }
      await (await smtp()).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
      await db.updateTable('mail_outbox').set({ sent_at: new Date() }).where('id', '=', row.id).execute();
    },
  };
}

/** A link into the app for a mail: `base` + path + query. */
export function mailLink(base: string, path: string, query: Record<string, string>): string {
  return `${base}${path}?${new URLSearchParams(query).toString()}`;
}
