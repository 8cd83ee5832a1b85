import * as Y from 'yjs';
import { initPlanDoc } from './planDoc.js';

/**
 * For tests (not exported by the package): a plan document held in memory only, Alice's family reunion
 * with Alice its captain. Server tests take it through server/src/collab/testing.ts.
 */
export function localPlanDoc(): Y.Doc {
  const doc = new Y.Doc();
  initPlanDoc(
    doc,
    {
      name: 'Reunion',
      description: '',
      type: 'family_event',
      event_captain_name: 'Alice',
      start_date: '2026-07-01',
      end_date: null,
      budget: 0,
      privacy: 'family_only',
      status: 'planning',
    },
    { id: 'p1', name: 'Alice', role: 'captain', email: null, user_id: null, added_at: '2026-01-01' },
  );
  return doc;
}
