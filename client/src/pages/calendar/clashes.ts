import type { Conflict } from '@hearth/shared';
import { create } from 'zustand';

/**
 * The clashes the item just saved has: set by warnConflicts, shown by <ClashDialog /> (ConflictsPanel.tsx).
 * Its own module, so the app can watch it without loading the dialog and the calendar's API contract.
 */
export const useClashes = create<{ found: Conflict[] }>(() => ({ found: [] }));
