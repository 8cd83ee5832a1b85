import { familyApi } from '@hearth/shared';
import { mutate } from '../../../api/resources';
import { Field } from '../../../components/Field';
import { FormModal } from '../../../components/FormModal';
import { SecretField } from '../../../components/SecretField';
import { toast } from '../../../components/toast';

/** Add a child account (name, username, PIN) — the child signs in with "Child sign-in" on the login page. */
export function AddChildAccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <FormModal
      title="Add a child account"
      open={open}
      onClose={onClose}
      submitLabel="Add child"
      testId="child-account-modal"
      onSubmit={async (fd) => {
        const child = await mutate(
          familyApi.createChildAccount,
          {
            body: {
              name: String(fd.get('name') ?? ''),
              username: String(fd.get('username') ?? ''),
              pin: String(fd.get('pin') ?? ''),
            },
          },
          ['family'],
        );
        toast(`${child.name} can now sign in as "${child.username}" with "Child sign-in"`);
        onClose();
      }}
    >
      <Field label="Name" wide>
        <input name="name" required maxLength={100} />
      </Field>
      <Field label="Username" hint="3–32 letters or digits; unique on this Hearth">
        <input
          name="username"
          required
          minLength={3}
          maxLength={32}
          autoCapitalize="none"
          spellCheck={false}
        />
      </Field>
      <SecretField label="PIN" name="pin" kind="pin" purpose="new" />
    </FormModal>
  );
}

/** A new PIN for a child account; the child's open sessions end. */
export function ResetPinModal({
  child,
  onClose,
}: {
  child: { id: string; name: string } | null;
  onClose: () => void;
}) {
  return (
    <FormModal
      title={child ? `New PIN for ${child.name}` : 'New PIN'}
      open={!!child}
      onClose={onClose}
      submitLabel="Set PIN"
      testId="reset-pin-modal"
      onSubmit={async (fd) => {
        if (!child) return;
        await mutate(
          familyApi.resetChildPin,
          { params: { id: child.id }, body: { pin: String(fd.get('pin') ?? '') } },
          [],
        );
        toast(`${child.name}'s PIN was changed; they sign in again with the new one`);
        onClose();
      }}
    >
      <SecretField label="New PIN" name="pin" kind="pin" purpose="new" wide />
    </FormModal>
  );
}
