/**
 * The one assistant interface used by chat, spending analysis text, avatar descriptions and booking
 * search wording. With AI_BASE_URL it is an OpenAI-compatible HTTP provider labelled with its model;
 * without one it is a local assistant that answers from the user's own data and says so.
 */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface AssistantProvider {
  /** Shown in the UI, e.g. 'gpt-4o-mini' or 'Local assistant'. */
  readonly label: string;
  readonly isLocal: boolean;
  /**
   * Free-form completion. The local provider has no language model: it answers undefined, and the
   * caller words the answer itself from the data it has.
   */
  complete(messages: ChatMessage[]): Promise<string | undefined>;
}

export const localProvider: AssistantProvider = {
  label: 'Local assistant',
  isLocal: true,
  complete: async () => undefined,
};
