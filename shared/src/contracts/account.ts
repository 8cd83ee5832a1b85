import { z } from 'zod';
import { endpoint, IdParams, NoContent } from '../http/endpoint.js';
import { Email, Password, UserAnswer } from './auth.js';

const Token = z.string().min(1, 'Token is required').max(200);

export const ChangePasswordBody = z.object({
  current_password: z.string().min(1, 'Current password is required').max(200),
  new_password: Password,
});
export const EmailOnlyBody = z.object({ email: Email });
export const ResetPasswordBody = z.object({ email: Email, token: Token, password: Password });
export const TokenBody = z.object({ token: Token });

export const SessionInfo = z.object({
  id: z.uuid(),
  /** The browser's User-Agent at sign-in. */
  user_agent: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;
export const SessionList = z.object({ sessions: z.array(SessionInfo) });

/** Password, sessions, email change and recovery: the account's safety. */
export const accountApi = {
  changePassword: endpoint({
    method: 'post',
    path: '/api/auth/password',
    summary: 'Change my password (the current one is required); every other session ends',
    body: ChangePasswordBody,
    answer: NoContent,
    status: 204,
    tag: 'auth',
  }),
  forgotPassword: endpoint({
    method: 'post',
    path: '/api/auth/forgot-password',
    summary: 'Mail a password reset link (the same answer whether or not the address has an account)',
    body: EmailOnlyBody,
    answer: NoContent,
    status: 204,
    auth: false,
    tag: 'auth',
  }),
  resetPassword: endpoint({
    method: 'post',
    path: '/api/auth/reset-password',
    summary: 'Set a new password with a mailed reset link (single use); every session ends, this one starts',
    body: ResetPasswordBody,
    answer: UserAnswer,
    auth: false,
    tag: 'auth',
  }),
  resendVerification: endpoint({
    method: 'post',
    path: '/api/auth/resend-verification',
    summary: 'Mail a new verification link to an unverified account (the same answer for any address)',
    body: EmailOnlyBody,
    answer: NoContent,
    status: 204,
    auth: false,
    tag: 'auth',
  }),
  sessions: endpoint({
    method: 'get',
    path: '/api/auth/sessions',
    summary: 'My signed-in sessions (devices)',
    answer: SessionList,
    tag: 'auth',
  }),
  endSession: endpoint({
    method: 'delete',
    path: '/api/auth/sessions/:id',
    summary: 'Sign out one of my sessions',
    params: IdParams,
    answer: NoContent,
    status: 204,
    tag: 'auth',
  }),
  endAllSessions: endpoint({
    method: 'delete',
    path: '/api/auth/sessions',
    summary: 'Sign out everywhere (this session too)',
    answer: NoContent,
    status: 204,
    tag: 'auth',
  }),
  confirmEmail: endpoint({
    method: 'post',
    path: '/api/auth/email-change/confirm',
    summary: 'Follow the link mailed to a new address: it becomes the sign-in address',
    body: TokenBody,
    answer: z.object({ email: z.string() }),
    auth: false,
    tag: 'auth',
  }),
  resendEmailChange: endpoint({
    method: 'post',
    path: '/api/auth/email-change/resend',
    summary: 'Mail the link for my pending address again',
    answer: NoContent,
    status: 204,
    tag: 'auth',
  }),
  cancelEmailChange: endpoint({
    method: 'delete',
    path: '/api/auth/email-change',
    summary: 'Drop my pending address (the current one stays)',
    answer: NoContent,
    status: 204,
    tag: 'auth',
  }),
};
