import type { AssistantProvider } from '../ai/provider.js';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import type { Logger } from '../logger.js';
import type { Mailer } from '../auth/mailer.js';
import type { LoginThrottle } from '../auth/loginThrottle.js';
import type { SessionCache } from '../auth/sessionCache.js';
import type { EventPublisher } from '../realtime/publisher.js';

/** What every route and service may reach: built once by the app factory. */
export interface AppDeps {
  db: Database;
  config: Config;
  log: Logger;
  mailer: Mailer;
  publisher: EventPublisher;
  /** The time; tests replace it to control 'now'. */
  clock: () => Date;
  throttle: LoginThrottle;
  sessions: SessionCache;
  /** The assistant (OpenAI-compatible when AI_BASE_URL is set, local otherwise). */
  ai: AssistantProvider;
}
