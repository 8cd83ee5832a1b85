/** Reading typed values out of a submitted form. */
export const text = (fd: FormData, name: string): string => String(fd.get(name) ?? '').trim();
export const optNumber = (fd: FormData, name: string): number | null => {
  const v = text(fd, name);
  return v === '' ? null : Number(v);
};
export const checked = (fd: FormData, name: string): string[] => fd.getAll(name).map(String);
/** A text field's value, or null when left empty (optional ids, times). */
export const optText = (fd: FormData, name: string): string | null => text(fd, name) || null;
