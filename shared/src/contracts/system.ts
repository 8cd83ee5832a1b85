import { z } from 'zod';
import { endpoint } from '../http/endpoint.js';

export const systemApi = {
  health: endpoint({
    method: 'get',
    path: '/api/health',
    summary: 'Liveness and database check',
    answer: z.object({ status: z.literal('ok'), db: z.literal('ok') }),
    auth: false,
    tag: 'system',
  }),
};
