import type { AppDeps } from '../http/deps.js';
import { CollabService } from '../collab/collab.service.js';
import { announcePlanEdits } from '../notify/planEdits.js';
import { planDocKind } from './plan.kind.js';
import { listDocKind } from '../lists/list.kind.js';
import { choresDocKind } from '../chores/chores.kind.js';

const services = new WeakMap<AppDeps, CollabService>();

/** The collaboration service of one running server (routes write through it; the WebSocket server serves it). */
export function collabOf(deps: AppDeps): CollabService {
  let s = services.get(deps);
  if (!s) {
    s = new CollabService(deps, { plan: planDocKind, chores: choresDocKind, list: listDocKind });
    // Followers of a plan hear of others' edits (off the request and the commit path).
    s.onStored = (live, editors) => {
      const who = editors.filter((e): e is string => !!e);
      if (live.ref.kind === 'plan' && who.length) void announcePlanEdits(deps, live.ref.id, who);
    };
    services.set(deps, s);
  }
  return s;
}
