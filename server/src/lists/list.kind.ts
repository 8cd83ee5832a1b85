import { checkListDoc, checkListEdit, listDocShape, type ListDocState } from '@hearth/shared';
import type { DocKind } from '../collab/docKind.js';
import { canOpenList } from './lists.policy.js';
import { listContext, projectList, type ListContext } from './list.projection.js';

/** `list:{id}` documents: shopping, packing and to-do lists. */
export const listDocKind: DocKind<ListDocState, ListContext> = {
  shape: listDocShape,
  authorize: canOpenList,
  validate(doc, before, fromClient, editor) {
    const check = checkListDoc(doc);
    if (!check.ok || !fromClient) return check;
    const refused = editor ? checkListEdit(before, check.state, editor.user) : 'An edit needs its editor';
    return refused ? { ok: false, reason: refused } : check;
  },
  context: listContext,
  project: projectList,
};
