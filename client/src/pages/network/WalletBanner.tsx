import { useState } from 'react';
import { walletApi } from '@hearth/shared';
import { useApi, mutate } from '../../api/resources';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { formatMoney } from '../../format';
import { useSession } from '../../state/session';

const METHOD_TYPES = [
  ['venmo', 'Venmo'],
  ['zelle', 'Zelle'],
  ['apple_pay', 'Apple Pay'],
  ['google_pay', 'Google Pay'],
  ['amazon_wallet', 'Amazon Wallet'],
  ['builtin_wallet', 'Built-in Wallet'],
] as const;

/** Wallet balance (2 decimals), the number of payment methods, and Add Method. */
export function WalletBanner() {
  const userName = useSession((s) => s.user?.name ?? 'User');
  const wallet = useApi('wallet', walletApi.balance, { params: { user_name: userName } });
  const methods = useApi('payment-methods', walletApi.listMethods, { query: { user_name: userName } });
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();

  const add = async (form: FormData) => {
    setError(undefined);
    try {
      await mutate(
        walletApi.createMethod,
        {
          body: {
            user_name: userName,
            method_type: String(form.get('method_type')) as (typeof METHOD_TYPES)[number][0],
            handle: String(form.get('handle') ?? ''),
            is_default: form.get('is_default') === 'on',
          },
        },
        ['payment-methods'],
      );
      setOpen(false);
    } catch (err) {
      console.error('adding a payment method failed', err);
      setError('Failed to add payment method');
    }
  };

  return (
    <div className="nq-wallet" data-testid="wallet-banner">
      <div>
        <div className="nq-wallet-label">Wallet balance</div>
        <div className="nq-wallet-balance">{formatMoney(wallet.data?.balance ?? 0)}</div>
      </div>
      <div className="nq-wallet-methods">
        {methods.data?.length ?? 0} payment method{methods.data?.length === 1 ? '' : 's'}
      </div>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Add Method
      </Button>
      <FormModal
        title="Add Payment Method"
        open={open}
        onClose={() => (setOpen(false), setError(undefined))}
        onSubmit={add}
        error={error}
        submitLabel="Add Method"
      >
        <Field label="Type">
          <select name="method_type" defaultValue="venmo">
            {METHOD_TYPES.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Handle">
          <input name="handle" required placeholder="@username, email or phone" />
        </Field>
        <Field label="Default method" wide>
          <input name="is_default" type="checkbox" />
        </Field>
      </FormModal>
    </div>
  );
}
