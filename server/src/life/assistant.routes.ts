import { assistantApi } from '@hearth/shared';
import { route } from '../http/route.js';
import { HttpError } from '../http/errors.js';
import { chat, gatherFacts } from './assistant.service.js';

export const assistantRoutes = [
  route(assistantApi.info, ({ deps }) => ({ provider_label: deps.ai.label, is_local: deps.ai.isLocal })),

  route(assistantApi.chat, async ({ db, user, body, deps }) => {
    const facts = await gatherFacts(db, user, deps.clock());
    try {
      const response = await chat(deps.ai, body.message, facts);
      return { response, provider_label: deps.ai.label, is_local: deps.ai.isLocal };
    } catch (err) {
      deps.log.warn({ err }, 'assistant failed');
      throw new HttpError(502, 'The assistant is unavailable right now');
    }
  }),
];
