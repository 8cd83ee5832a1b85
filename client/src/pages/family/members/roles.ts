import type { FamilyRole } from '@hearth/shared';
import type { Tone } from '../../../components/Badge';

export const ROLE_LABEL: Record<FamilyRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  adult: 'Adult',
  teen: 'Teen',
  child: 'Child',
  caregiver: 'Caregiver',
};

export const ROLE_TONE: Record<FamilyRole, Tone> = {
  owner: 'purple',
  admin: 'blue',
  adult: 'green',
  teen: 'amber',
  child: 'yellow',
  caregiver: 'grey',
};

/** What each role may do, in one line, for the invite and role pickers. */
export const ROLE_HINT: Record<FamilyRole, string> = {
  owner: 'Created the family; manages members and money',
  admin: 'Manages members like the owner',
  adult: "Sees the family's money and invites",
  teen: 'Own money and plans; no family money',
  child: 'Calendar, chores and lists only',
  caregiver: 'Kids, school runs and activities; no money',
};
