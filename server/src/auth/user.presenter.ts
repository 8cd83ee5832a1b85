import type { User } from '@hearth/shared';
import type { UserRow } from './users.repository.js';

export const presentUser = (u: UserRow): User => ({
  id: u.id,
  family_id: u.family_id,
  family_role: u.family_role,
  name: u.name,
  username: u.username,
  email: u.email,
  theme: u.theme as User['theme'],
  wallpaper: u.wallpaper as User['wallpaper'],
  timezone: u.timezone,
  verified: u.verified,
  avatar_url: u.avatar_url,
});
