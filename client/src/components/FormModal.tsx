import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { messageOf } from '../api/client';
import { Button } from './Button';
import { Modal } from './Modal';

interface FormModalProps {
  title: ReactNode;
  open: boolean;
  onClose: () => void;
  /** Called with the form's fields; a thrown error is shown in the modal (server detail, else a generic text). */
  onSubmit: (formData: FormData) => Promise<void> | void;
  submitLabel?: ReactNode;
  /** An error the caller wants shown above the buttons. */
  error?: ReactNode;
  children?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
}

/** A modal holding a form: labelled fields inside, Cancel and submit below, the error shown in place. */
export function FormModal({
  title,
  open,
  onClose,
  onSubmit,
  submitLabel = 'Save',
  error,
  children,
  size,
  testId,
}: FormModalProps) {
  const formId = useId();
  const [pending, setPending] = useState(false);
  const [thrown, setThrown] = useState<string | null>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (pending) return;
    setThrown(null);
    setPending(true);
    try {
      await onSubmit(new FormData(e.currentTarget));
    } catch (err) {
      setThrown(messageOf(err, 'Something went wrong. Please try again.'));
    } finally {
      setPending(false);
    }
  };

  const close = () => {
    setThrown(null);
    onClose();
  };
  const shown = error ?? thrown;

  return (
    <Modal
      title={title}
      open={open}
      onClose={close}
      size={size}
      testId={testId}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className="form-grid" onSubmit={submit} noValidate={false}>
        {children}
      </form>
      {shown && (
        <div className="form-error" role="alert">
          {shown}
        </div>
      )}
    </Modal>
  );
}
