import { ACCOUNT_TYPES, accountsApi, type BankAccount } from '@hearth/shared';
import { mutate } from '../../api/resources';
import { Field } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { label, numberOf, textOf } from '../expenses/financeFormat';

export function AddAccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const submit = async (fd: FormData) => {
    await mutate(
      accountsApi.create,
      {
        body: {
          account_name: textOf(fd, 'account_name'),
          institution: textOf(fd, 'institution'),
          account_type: textOf(fd, 'account_type') as BankAccount['account_type'],
          balance: numberOf(fd, 'balance'),
          currency: textOf(fd, 'currency') || 'USD',
          is_linked: false,
        },
      },
      ['bank-accounts'],
    );
    onClose();
  };
  return (
    <FormModal
      title="Add Bank Account"
      open={open}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Add Account"
      testId="add-account-modal"
    >
      <Field label="Account Name" wide>
        <input name="account_name" required maxLength={200} autoFocus />
      </Field>
      <Field label="Institution">
        <input name="institution" required maxLength={200} />
      </Field>
      <Field label="Type">
        <select name="account_type" defaultValue="checking">
          {ACCOUNT_TYPES.map((t) => (
            <option key={t} value={t}>
              {label(t)}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Balance">
        <input name="balance" type="number" step="0.01" required />
      </Field>
      <Field label="Currency">
        <input name="currency" defaultValue="USD" maxLength={3} pattern="[A-Za-z]{3}" />
      </Field>
    </FormModal>
  );
}
