import type { AssistantProvider, ChatMessage } from './provider.js';

export interface OpenAiOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export class AssistantUnavailable extends Error {}

/** An OpenAI-compatible chat-completions endpoint (OpenAI, Azure-compatible gateways, Ollama, vLLM, LM Studio...). */
export function openAiProvider({
  baseUrl,
  apiKey,
  model,
  timeoutMs = 30_000,
  fetchImpl = fetch,
}: OpenAiOptions): AssistantProvider {
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    label: model,
    isLocal: false,
    async complete(messages: ChatMessage[]) {
      let res: Response;
      try {
        res = await fetchImpl(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
          },
          body: JSON.stringify({ model, messages, temperature: 0.3 }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        throw new AssistantUnavailable(`assistant request failed: ${(err as Error).message}`);
      }
      if (!res.ok) throw new AssistantUnavailable(`assistant answered ${res.status}`);
      const json = (await res.json().catch(() => null)) as {
        choices?: { message?: { content?: unknown } }[];
      } | null;
      const content = json?.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || !content.trim())
        throw new AssistantUnavailable('assistant answered no text');
      return content.trim();
    },
  };
}
