import { create } from 'zustand';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

const DURATION_MS = { success: 3500, info: 3500, error: 6000 } as const;

export const useToasts = create<{ items: ToastItem[] }>(() => ({ items: [] }));

let nextId = 1;

export function dismissToast(id: number): void {
  useToasts.setState((s) => ({ items: s.items.filter((t) => t.id !== id) }));
}

function show(kind: ToastKind, message: string): number {
  const id = nextId++;
  useToasts.setState((s) => ({ items: [...s.items, { id, kind, message }].slice(-5) }));
  setTimeout(() => dismissToast(id), DURATION_MS[kind]);
  return id;
}

/** `toast('Reading added successfully!')`, `toast.error(msg)`, `toast.info(msg)`; rendered by <Toaster />. */
export const toast = Object.assign((message: string) => show('success', message), {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
});
