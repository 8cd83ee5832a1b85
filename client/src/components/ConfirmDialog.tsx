import { useCallback } from 'react';
import { create } from 'zustand';
import { Button } from './Button';
import { Modal } from './Modal';

interface ConfirmOptions {
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Danger styling for deletions (the default). */
  danger?: boolean;
}

interface Pending extends ConfirmOptions {
  message: string;
  resolve: (ok: boolean) => void;
}

const useConfirmStore = create<{ pending: Pending[] }>(() => ({ pending: [] }));

/** Asks a question in an in-app dialog; resolves true on Confirm, false on Cancel, Escape or the backdrop. */
export function confirmDialog(message: string, options: ConfirmOptions = {}): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    useConfirmStore.setState((s) => ({ pending: [...s.pending, { message, ...options, resolve }] }));
  });
}

/** `const confirm = useConfirm(); if (await confirm('Are you sure you want to delete this task?')) ...` */
export function useConfirm(): (message: string, options?: ConfirmOptions) => Promise<boolean> {
  return useCallback((message: string, options?: ConfirmOptions) => confirmDialog(message, options), []);
}

/** Renders the question being asked; mounted once by the app. */
export function ConfirmHost() {
  const current = useConfirmStore((s) => s.pending[0]);
  if (!current) return null;
  const answer = (ok: boolean) => {
    useConfirmStore.setState((s) => ({ pending: s.pending.slice(1) }));
    current.resolve(ok);
  };
  return (
    <Modal
      title={current.title ?? 'Please confirm'}
      open
      size="sm"
      onClose={() => answer(false)}
      testId="confirm-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={() => answer(false)}>
            {current.cancelLabel ?? 'Cancel'}
          </Button>
          <Button
            variant={current.danger === false ? 'primary' : 'danger'}
            onClick={() => answer(true)}
            autoFocus
          >
            {current.confirmLabel ?? 'Confirm'}
          </Button>
        </>
      }
    >
      <p className="confirm-message">{current.message}</p>
    </Modal>
  );
}
