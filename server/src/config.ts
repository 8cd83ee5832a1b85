import { z } from 'zod';

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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
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

export class ConfigError extends Error {}
