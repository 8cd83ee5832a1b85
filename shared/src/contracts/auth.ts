import { z } from 'zod';
import { FamilyRole } from '../domain/family/familyRoles.js';
import { endpoint, NoContent } from '../http/endpoint.js';
import { RequiredText } from '../http/primitives.js';

export const THEMES = ['zen', 'modern', 'bold'] as const;
export const Theme = z.enum(THEMES);
export type Theme = z.infer<typeof Theme>;

export const WALLPAPERS = [
  { id: 'gradient-1', label: 'Ocean Breeze' },
  { id: 'gradient-2', label: 'Sunset' },
  { id: 'gradient-3', label: 'Forest' },
  { id: 'gradient-4', label: 'Aurora' },
  { id: 'gradient-5', label: 'Lavender' },
  { id: 'gradient-6', label: 'Cosmic' },
] as const;
export const Wallpaper = z.enum([
  'gradient-1',
  'gradient-2',
  'gradient-3',
  'gradient-4',
  'gradient-5',
  'gradient-6',
]);
export type Wallpaper = z.infer<typeof Wallpaper>;

export const User = z.object({
  id: z.uuid(),
  name: z.string(),
  username: z.string(),
  /** null for a child account (signs in with username and PIN). */
  email: z.string().nullable(),
  theme: Theme,
  wallpaper: Wallpaper,
  verified: z.boolean(),
  family_id: z.uuid(),
  family_role: FamilyRole,
  avatar_url: z.string().nullable(),
  timezone: z.string(),
});
export type User = z.infer<typeof User>;

export const Email = z
  .email('A valid email is required')
  .max(254)
  .transform((e) => e.toLowerCase());
export const Password = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(200);
/** IANA zone the browser reports; used for "today" and weekdays. */
export const TimeZone = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

export const SignupBody = z.object({
  name: RequiredText('Full Name'),
  username: z.string().trim().max(60).optional().nullable(),
  email: z
    .email('Email is required')
    .max(254)
    .transform((e) => e.toLowerCase()),
  password: Password,
  theme: Theme.default('zen'),
  wallpaper: Wallpaper.default('gradient-1'),
  invite_code: z.string().trim().max(64).optional().nullable(),
  timezone: TimeZone.optional(),
});
export const SignupAnswer = z.object({ user: User, verification_token: z.string().optional() });

export const VerifyBody = z.object({ email: Email, token: z.string().min(1, 'Token is required').max(200) });
export const LoginBody = z.object({
  email: Email,
  password: z.string().min(1, 'Password is required').max(200),
  timezone: TimeZone.optional(),
});
export const UserAnswer = z.object({ user: User });

export const authApi = {
  signup: endpoint({
    method: 'post',
    path: '/api/auth/signup',
    summary: 'Create an account (and a family, or join one with invite_code)',
    body: SignupBody,
    answer: SignupAnswer,
    status: 201,
    auth: false,
    tag: 'auth',
  }),
  verify: endpoint({
    method: 'post',
    path: '/api/auth/verify',
    summary: 'Verify an email address and sign in',
    body: VerifyBody,
    answer: UserAnswer,
    auth: false,
    tag: 'auth',
  }),
  login: endpoint({
    method: 'post',
    path: '/api/auth/login',
    summary: 'Sign in',
    body: LoginBody,
    answer: UserAnswer,
    auth: false,
    tag: 'auth',
  }),
  logout: endpoint({
    method: 'post',
    path: '/api/auth/logout',
    summary: 'Sign out and end the session',
    answer: NoContent,
    status: 204,
    auth: false,
    tag: 'auth',
  }),
  me: endpoint({
    method: 'get',
    path: '/api/auth/me',
    summary: 'The signed-in user',
    answer: UserAnswer,
    tag: 'auth',
  }),
};
