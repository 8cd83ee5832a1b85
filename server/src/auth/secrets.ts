import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (pw: string, salt: Buffer, len: number) => Promise<Buffer>;
const KEY_LEN = 64;

/** `scrypt$salt$hash`, both base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LEN);
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const key = await scryptAsync(password, Buffer.from(salt, 'base64'), KEY_LEN);
  const expected = Buffer.from(hash, 'base64');
  return expected.length === key.length && timingSafeEqual(expected, key);
}

/**
 * The hash an unknown email's password is checked against, so that signing in with an unknown email
 * costs the same scrypt as with a known one (no timing tells whether an account exists).
 */
const DUMMY_HASH = hashPassword(randomBytes(16).toString('hex'));
export const dummyPasswordHash = (): Promise<string> => DUMMY_HASH;

/** A random token of 256 bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Only hashes of tokens are stored, so a leaked database holds no live session. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A short human-typable code (no 0/O/1/I). */
export function newInviteCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
