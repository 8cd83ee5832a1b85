import path from 'node:path';
import { z } from 'zod';
import { invalidProxyEntries } from './http/trustProxy.js';

const Url = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((u) => protocols.some((p) => u.startsWith(p)), `must start with ${protocols.join(' or ')}`);

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: Url(['postgres://', 'postgresql://']).optional(),
  /** Where the embedded database and uploaded images live when DATABASE_URL is unset. */
  DATA_DIR: z.string().default('./data'),
  MAIL_URL: Url(['smtp://', 'smtps://']).optional(),
  MAIL_FROM: z.string().default('Hearth <hearth@localhost>'),
  REDIS_URL: Url(['redis://', 'rediss://']).optional(),
  AI_BASE_URL: Url(['http://', 'https://']).optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  PUBLIC_URL: Url(['http://', 'https://']).optional(),
  /** Proxies whose X-Forwarded-For is believed: comma-separated IPs or CIDR ranges; none by default. */
  TRUST_PROXY: z
    .string()
    .optional()
    .superRefine((v, ctx) => {
      const bad = v ? invalidProxyEntries(v) : [];
      if (bad.length)
        ctx.addIssue({ code: 'custom', message: `not an IP address or CIDR range: ${bad.join(', ')}` });
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Lets push subscriptions name http:// and private or loopback push services (tests, a LAN push relay). */
  ALLOW_PRIVATE_PUSH: z.enum(['0', '1']).default('0'),
  /** The contact the VAPID token names for push services (mailto: or https:). */
  PUSH_CONTACT: z.string().default('mailto:hearth@localhost'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** The server administrators (they may take and download backups of every family): verified emails. */
  ADMIN_EMAILS: z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('must be a comma-separated list of email addresses')).min(1))
    .optional(),
  /** Where backups are written; unset = DATA_DIR/backups (see backupDir). */
  BACKUP_DIR: z.string().optional(),
  /** How many backups the scheduled run keeps in BACKUP_DIR (older ones are deleted). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /** Hours between automatic backups; 0 turns them off. */
  BACKUP_INTERVAL_HOURS: z.coerce.number().min(0).max(8760).default(24),
  /** Whole seconds between reminder passes (meetings, chores, bills, digests); 0 turns reminders off. */
  REMINDER_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** '1' lets calendar subscriptions reach private and loopback addresses (a feed on the home network). */
  ALLOW_PRIVATE_FEEDS: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
});
export type Config = z.infer<typeof ConfigSchema>;

/** Empty strings count as unset, as they do in docker-compose files. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export const backupDir = (config: Config): string =>
  config.BACKUP_DIR ?? path.join(config.DATA_DIR, 'backups');

export class ConfigError extends Error {}
