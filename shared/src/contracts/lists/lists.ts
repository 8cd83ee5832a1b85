import { z } from 'zod';
import { endpoint, IdParams, NoContent } from '../../http/endpoint.js';
import { RequiredText, StorableString, Text, Timestamp } from '../../http/primitives.js';
import { ListKind, ListSharing } from '../../collab/listDoc.js';

export const ListItem = z.object({
  id: z.string(),
  text: z.string(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  category: z.string().nullable(),
  note: z.string(),
  order: z.number(),
  checked: z.boolean(),
  checked_by: z.string().nullable(),
  checked_by_name: z.string().nullable(),
  checked_at: z.string().nullable(),
  added_by: z.string(),
  added_by_name: z.string(),
  added_at: Timestamp,
});
export type ListItem = z.infer<typeof ListItem>;

export const ListHistoryEntry = z.object({
  key: z.string(),
  text: z.string(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  category: z.string().nullable(),
  times: z.number().int(),
  cleared_at: Timestamp,
  cleared_by_name: z.string(),
});
export type ListHistoryEntry = z.infer<typeof ListHistoryEntry>;

export const ListSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: ListKind,
  sharing: ListSharing,
  owner_id: z.uuid(),
  owner_name: z.string(),
  /** The chosen members of a 'members' list (empty otherwise). */
  member_ids: z.array(z.uuid()),
  item_count: z.number().int(),
  checked_count: z.number().int(),
  /** The signed-in user created the list: only they change its sharing or delete it. */
  is_owner: z.boolean(),
  updated_at: Timestamp,
});
export type ListSummary = z.infer<typeof ListSummary>;

export const ListDetail = ListSummary.extend({
  items: z.array(ListItem),
  history: z.array(ListHistoryEntry),
});
export type ListDetail = z.infer<typeof ListDetail>;

const MemberIds = z.array(z.uuid()).max(200);
export const CreateListBody = z
  .object({
    name: RequiredText('Name'),
    kind: ListKind.default('shopping'),
    sharing: ListSharing.default('family'),
    member_ids: MemberIds.default([]),
  })
  .refine((b) => b.sharing !== 'members' || b.member_ids.length > 0, {
    path: ['member_ids'],
    message: 'Choose at least one member to share the list with',
  });
export type CreateListBody = z.input<typeof CreateListBody>;

export const UpdateListBody = z
  .object({
    name: RequiredText('Name').optional(),
    kind: ListKind.optional(),
    sharing: ListSharing.optional(),
    member_ids: MemberIds.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to change');
export type UpdateListBody = z.input<typeof UpdateListBody>;

const CategoryText = StorableString().trim().max(50);
/** What was typed: quantity and unit are read from it ("2 kg flour", "milk x3"). */
export const AddListItemBody = z.object({
  text: RequiredText('Item', 300),
  /** Default: what the family chose before for an item of that name. */
  category: CategoryText.nullish(),
  note: Text(1000).optional(),
});
export type AddListItemBody = z.input<typeof AddListItemBody>;

export const UpdateListItemBody = z
  .object({
    text: RequiredText('Item', 300).optional(),
    quantity: z.number().finite().positive().max(1e6).nullable().optional(),
    unit: StorableString().trim().max(20).nullable().optional(),
    category: CategoryText.nullable().optional(),
    note: Text(1000).optional(),
    order: z.number().finite().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to change');
export type UpdateListItemBody = z.input<typeof UpdateListItemBody>;

export const ReaddBody = z.object({ keys: z.array(z.string().min(1).max(100)).min(1).max(200) });
export const ItemParams = z.object({ id: z.uuid(), itemId: z.string().min(1).max(100) });
export const ClearedAnswer = z.object({ cleared: z.number().int(), list: ListDetail });
/** What the family chose for items before: item key -> category. */
export const LearnedCategories = z.record(z.string(), z.string());

export const listsApi = {
  list: endpoint({
    method: 'get',
    path: '/api/lists',
    summary: 'The lists I may see: my own, the family’s and those shared with me',
    answer: z.array(ListSummary),
    tag: 'lists',
  }),
  create: endpoint({
    method: 'post',
    path: '/api/lists',
    summary: 'Create a shopping, packing or to-do list',
    body: CreateListBody,
    answer: ListDetail,
    status: 201,
    tag: 'lists',
  }),
  get: endpoint({
    method: 'get',
    path: '/api/lists/:id',
    summary: 'One list with its items and history',
    params: IdParams,
    answer: ListDetail,
    tag: 'lists',
  }),
  update: endpoint({
    method: 'put',
    path: '/api/lists/:id',
    summary: 'Rename a list, change its kind or who it is shared with (sharing: its owner only)',
    params: IdParams,
    body: UpdateListBody,
    answer: ListDetail,
    tag: 'lists',
  }),
  remove: endpoint({
    method: 'delete',
    path: '/api/lists/:id',
    summary: 'Delete a list (its owner only)',
    params: IdParams,
    answer: NoContent,
    status: 204,
    tag: 'lists',
  }),
  categories: endpoint({
    method: 'get',
    path: '/api/list-categories',
    summary: 'The categories my family chose for items before (learned)',
    answer: LearnedCategories,
    tag: 'lists',
  }),
  addItem: endpoint({
    method: 'post',
    path: '/api/lists/:id/items',
    summary: 'Add an item; quantity and unit are read from the text',
    params: IdParams,
    body: AddListItemBody,
    answer: ListItem,
    status: 201,
    tag: 'lists',
  }),
  updateItem: endpoint({
    method: 'patch',
    path: '/api/lists/:id/items/:itemId',
    summary: 'Change an item: text, quantity, unit, category, note or position',
    params: ItemParams,
    body: UpdateListItemBody,
    answer: ListItem,
    tag: 'lists',
  }),
  replaceItem: endpoint({
    method: 'put',
    path: '/api/lists/:id/items/:itemId',
    summary: 'Change an item (as PATCH: the fields given)',
    params: ItemParams,
    body: UpdateListItemBody,
    answer: ListItem,
    tag: 'lists',
  }),
  removeItem: endpoint({
    method: 'delete',
    path: '/api/lists/:id/items/:itemId',
    summary: 'Remove an item',
    params: ItemParams,
    answer: NoContent,
    status: 204,
    tag: 'lists',
  }),
  check: endpoint({
    method: 'post',
    path: '/api/lists/:id/items/:itemId/check',
    summary: 'Tick an item (in my name, now)',
    params: ItemParams,
    answer: ListItem,
    tag: 'lists',
  }),
  uncheck: endpoint({
    method: 'post',
    path: '/api/lists/:id/items/:itemId/uncheck',
    summary: 'Untick an item',
    params: ItemParams,
    answer: ListItem,
    tag: 'lists',
  }),
  clearChecked: endpoint({
    method: 'post',
    path: '/api/lists/:id/items/clear-checked',
    summary: 'Move every ticked item into the list’s history',
    params: IdParams,
    answer: ClearedAnswer,
    tag: 'lists',
  }),
  readd: endpoint({
    method: 'post',
    path: '/api/lists/:id/items/readd',
    summary: 'Add items from the list’s history again',
    params: IdParams,
    body: ReaddBody,
    answer: ListDetail,
    status: 201,
    tag: 'lists',
  }),
};
