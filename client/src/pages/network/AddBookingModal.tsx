import { useState } from 'react';
import type * as Y from 'yjs';
import { addBooking, DocBooking, type BookingType } from '@hearth/shared';
import { Field, FieldRow } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { toast } from '../../components/toast';
import { useSession } from '../../state/session';

const text = (f: FormData, k: string) => String(f.get(k) ?? '').trim();

/** Adds a booking to the plan's document: everyone viewing the plan sees it at once. */
export function AddBookingModal({ doc, open, onClose }: { doc: Y.Doc; open: boolean; onClose: () => void }) {
  const userName = useSession((s) => s.user?.name ?? 'User');
  const [error, setError] = useState<string>();
  const submit = (f: FormData) => {
    const booking = DocBooking.safeParse({
      booking_type: text(f, 'booking_type') as BookingType,
      name: text(f, 'name'),
      description: text(f, 'description'),
      provider: text(f, 'provider'),
      location: text(f, 'location'),
      date: text(f, 'date') || null,
      time: text(f, 'time') || null,
      cost: Math.round(Number(text(f, 'cost')) * 100) / 100,
      created_by: userName,
      ai_booking_used: false,
      ai_provider: null,
      created_at: new Date().toISOString(),
    });
    if (!booking.success) {
      console.error('invalid booking', booking.error);
      setError('Failed to create booking');
      return;
    }
    addBooking(doc, crypto.randomUUID(), booking.data);
    toast('Booking added successfully!');
    setError(undefined);
    onClose();
  };
  return (
    <FormModal
      title="Add Booking"
      open={open}
      onClose={() => (setError(undefined), onClose())}
      onSubmit={submit}
      submitLabel="Add Booking"
      error={error}
    >
      <FieldRow>
        <Field label="Type">
          <select name="booking_type" defaultValue="hotel">
            <option value="hotel">Hotel</option>
            <option value="flight">Flight</option>
            <option value="restaurant">Restaurant</option>
            <option value="activity">Activity</option>
          </select>
        </Field>
        <Field label="Cost">
          <input name="cost" type="number" step="0.01" min="0" required />
        </Field>
      </FieldRow>
      <Field label="Name" wide>
        <input name="name" required />
      </Field>
      <Field label="Description" wide>
        <textarea name="description" rows={2} />
      </Field>
      <FieldRow>
        <Field label="Provider">
          <input name="provider" />
        </Field>
        <Field label="Location">
          <input name="location" />
        </Field>
      </FieldRow>
      <FieldRow>
        <Field label="Date">
          <input name="date" type="date" />
        </Field>
        <Field label="Time">
          <input name="time" type="time" />
        </Field>
      </FieldRow>
    </FormModal>
  );
}
