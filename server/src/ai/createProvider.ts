import type { Config } from '../config.js';
import { localProvider, type AssistantProvider } from './provider.js';
import { openAiProvider } from './openaiProvider.js';

/** The OpenAI-compatible provider when AI_BASE_URL is set (labelled with its model), else the local one. */
export function createAssistantProvider(config: Config): AssistantProvider {
  if (!config.AI_BASE_URL) return localProvider;
  return openAiProvider({ baseUrl: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_MODEL });
}
