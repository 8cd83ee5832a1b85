import type { ListKind, ListSharing } from '@hearth/shared';

export const KIND_LABEL: Record<ListKind, string> = {
  shopping: 'Shopping',
  packing: 'Packing',
  todo: 'To-do',
};
export const KIND_ICON: Record<ListKind, string> = { shopping: '☰', packing: '✈', todo: '☑' };
export const SHARING_LABEL: Record<ListSharing, string> = {
  personal: 'Only me',
  family: 'Whole family',
  members: 'Chosen members',
};
/** What the open items of a list are, in its card ("3 to get"). */
export const OPEN_LABEL: Record<ListKind, string> = { shopping: 'to get', packing: 'to pack', todo: 'to do' };
