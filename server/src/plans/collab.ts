import type { AppDeps } from '../http/deps.js';
import { CollabService } from '../collab/collab.service.js';
import { planDocKind } from './plan.kind.js';
import { listDocKind } from '../lists/list.kind.js';
import { choresDocKind } from '../chores/chores.kind.js';

const services = new WeakMap<AppDeps, CollabService>();

/** The collaboration service of one running server (routes write through it; the WebSocket server serves it). */
export function collabOf(deps: AppDeps): CollabService {
  let s = services.get(deps);
  if (!s) {
    s = new CollabService(deps, { plan: planDocKind, chores: choresDocKind, list: listDocKind });
    services.set(deps, s);
  }
  return s;
}
