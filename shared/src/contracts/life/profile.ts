import { z } from 'zod';
import { endpoint, IdParams } from '../../http/endpoint.js';
import { RequiredText } from '../../http/primitives.js';

export const AVATAR_TYPES = ['default', 'uploaded', 'ai_generated'] as const;
export const AvatarType = z.enum(AVATAR_TYPES);
export type AvatarType = z.infer<typeof AvatarType>;
/** The captions of SPEC.md §2 Profile. */
export const AVATAR_CAPTIONS: Record<AvatarType, string> = {
  uploaded: 'Custom uploaded photo',
  ai_generated: 'AI generated avatar',
  default: 'Default avatar',
};

export const Profile = z.object({
  id: z.uuid(),
  name: z.string(),
  username: z.string(),
  /** null for a child account (username and PIN, managed by a parent). */
  email: z.string().nullable(),
  /** A new address waiting for its mailed link; `email` stays the sign-in address until then. */
  pending_email: z.string().nullable(),
  role: z.string(),
  verified: z.boolean(),
  avatar_url: z.string().nullable(),
  avatar_type: AvatarType,
});
export type Profile = z.infer<typeof Profile>;

/**
 * A partial update (SPEC: "PUT sends name, email, role, or avatar_url with avatar_type"): only the keys
 * sent change. avatar_url and avatar_type go together: `default` with a null URL clears the avatar;
 * another type must point at the user's own stored avatar (/api/avatars/{own id}), checked by the server.
 */
export const ProfileBody = z
  .object({
    name: RequiredText('Name').optional(),
    email: z
      .email('A valid email is required')
      .max(254)
      .transform((e) => e.toLowerCase())
      .optional(),
    role: z
      .string()
      .trim()
      .max(100)
      .nullish()
      .transform((v) => (v === undefined ? undefined : (v ?? ''))),
    avatar_url: z.string().max(500).nullish(),
    avatar_type: AvatarType.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Nothing to change: send name, email, role, or avatar_url with avatar_type',
  })
  .refine((b) => (b.avatar_url === undefined) === (b.avatar_type === undefined), {
    path: ['avatar_type'],
    message: 'avatar_url and avatar_type are sent together',
  })
  .refine((b) => b.avatar_type !== 'default' || b.avatar_url == null, {
    path: ['avatar_url'],
    message: 'The default avatar has no avatar_url (send null)',
  })
  .refine((b) => b.avatar_type === undefined || b.avatar_type === 'default' || !!b.avatar_url, {
    path: ['avatar_url'],
    message: 'An uploaded or AI generated avatar needs its avatar_url',
  });

/** Largest avatar image accepted, before resizing. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AvatarUploadBody = z.object({
  image_base64: z
    .string({ error: 'Image is required' })
    .min(1, 'Image is required')
    .max(Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 200, 'Image must be 2 MB or smaller'),
});

export const AVATAR_STYLES = ['cartoon', 'abstract', 'geometric', 'pixel', 'watercolor'] as const;
export const GenerateAvatarBody = z.object({
  style: z.enum(AVATAR_STYLES).default('abstract'),
  description: RequiredText('Description', 500),
});
export const GenerateAvatarAnswer = z.object({ response: z.string(), profile: Profile });

export const profileApi = {
  get: endpoint({
    method: 'get',
    path: '/api/profile',
    summary: 'My profile',
    answer: Profile,
    tag: 'profile',
  }),
  update: endpoint({
    method: 'put',
    path: '/api/profile',
    summary:
      'Edit my name, role or avatar (only the keys sent change); a new email waits for the link mailed to it (pending_email)',
    body: ProfileBody,
    answer: Profile,
    tag: 'profile',
  }),
  uploadAvatar: endpoint({
    method: 'post',
    path: '/api/profile/avatar',
    summary: 'Upload a photo as my avatar (PNG, JPEG, GIF or WebP; resized to 256 px)',
    body: AvatarUploadBody,
    answer: Profile,
    tag: 'profile',
  }),
  removeAvatar: endpoint({
    method: 'delete',
    path: '/api/profile/avatar',
    summary: 'Back to the default avatar',
    answer: Profile,
    tag: 'profile',
  }),
  generateAvatar: endpoint({
    method: 'post',
    path: '/api/profile/generate-avatar',
    summary: 'Draw an avatar from a description and make it mine',
    body: GenerateAvatarBody,
    answer: GenerateAvatarAnswer,
    tag: 'profile',
  }),
  /** The image bytes of a family member's avatar (not JSON). */
  avatarImage: endpoint({
    method: 'get',
    path: '/api/avatars/:id',
    summary: "A family member's avatar image",
    params: IdParams,
    answer: z.custom<Uint8Array>((v) => v instanceof Uint8Array),
    tag: 'profile',
  }),
};
