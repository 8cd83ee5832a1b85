import { z } from 'zod';
import { endpoint } from '../../http/endpoint.js';

export const ChatBody = z.object({
  message: z.string({ error: 'Message is required' }).trim().min(1, 'Message is required').max(4000),
});
export const ChatAnswer = z.object({
  response: z.string(),
  provider_label: z.string(),
  is_local: z.boolean(),
});
export const AssistantInfo = z.object({ provider_label: z.string(), is_local: z.boolean() });

/** The fixed greeting of the panel. */
export const ASSISTANT_GREETING =
  "Hi! I'm your Hearth assistant. Ask me about your spending, tasks, meetings, time or budgets.";
export const ASSISTANT_ERROR = 'Sorry, I encountered an error. Please try again.';

export const assistantApi = {
  info: endpoint({
    method: 'get',
    path: '/api/ai/info',
    summary: 'Which assistant answers',
    answer: AssistantInfo,
    tag: 'ai',
  }),
  chat: endpoint({
    method: 'post',
    path: '/api/ai/chat',
    summary: 'Ask the assistant',
    body: ChatBody,
    answer: ChatAnswer,
    tag: 'ai',
  }),
};
