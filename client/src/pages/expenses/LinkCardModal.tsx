import { CARD_TYPES, cardsApi } from '@hearth/shared';
import { mutate } from '../../api/resources';
import { Field } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { label, textOf } from './financeFormat';

export function LinkCardModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const submit = async (fd: FormData) => {
    await mutate(
      cardsApi.create,
      {
        body: {
          card_name: textOf(fd, 'card_name'),
          last_four: textOf(fd, 'last_four'),
          card_type: textOf(fd, 'card_type') as (typeof CARD_TYPES)[number],
        },
      },
      ['credit-cards'],
    );
    onClose();
  };
  return (
    <FormModal
      title="Link Credit Card"
      open={open}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Link Card"
      testId="link-card-modal"
    >
      <p className="fin-footnote" style={{ gridColumn: '1 / -1', marginTop: 0 }}>
        Simulated link (mock): no bank is contacted and no card number is stored, only the last four digits.
      </p>
      <Field label="Card Name" wide>
        <input name="card_name" required maxLength={200} placeholder="e.g. Travel Rewards" autoFocus />
      </Field>
      <Field label="Last Four Digits" hint="Exactly 4 digits">
        <input
          name="last_four"
          required
          inputMode="numeric"
          pattern="\d{4}"
          minLength={4}
          maxLength={4}
          title="Exactly 4 digits"
        />
      </Field>
      <Field label="Card Type">
        <select name="card_type" defaultValue="visa">
          {CARD_TYPES.map((t) => (
            <option key={t} value={t}>
              {t === 'amex' ? 'American Express' : label(t)}
            </option>
          ))}
        </select>
      </Field>
    </FormModal>
  );
}
