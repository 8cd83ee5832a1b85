import { EXPENSE_CATEGORIES } from '@hearth/shared';
import { cap } from '../../format';

export { cap };
export const label = (s: string) => s.split('_').map(cap).join(' ');
export const CATEGORY_OPTIONS = EXPENSE_CATEGORIES.map((c) => ({ value: c, label: cap(c) }));

/** Reads a number field of a form; NaN (not a number) lets the server answer with its message. */
export const numberOf = (fd: FormData, name: string): number => {
  const raw = String(fd.get(name) ?? '').trim();
  return raw === '' ? Number.NaN : Number(raw);
};
export const textOf = (fd: FormData, name: string): string => String(fd.get(name) ?? '').trim();

/** Today in the browser's time zone, 'YYYY-MM-DD'. */
export function todayLocal(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Reads a chosen file as base64 (without the data: prefix). */
export function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}
