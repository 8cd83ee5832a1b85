import type { Config } from '../config.js';
import { localProvider, type AssistantProvider } from './provider.js';

/** Chooses the provider from the configuration (the OpenAI-compatible one is built by the assistant area). */
export function createAssistantProvider(_config: Config): AssistantProvider {
  return localProvider;
}
