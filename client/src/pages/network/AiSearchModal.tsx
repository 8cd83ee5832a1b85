import { useState } from 'react';
import type * as Y from 'yjs';
import {
  addBooking,
  aiResultToBooking,
  aiSearchApi,
  DocBooking,
  type AiProvider,
  type AiResult,
  type AiSearchAnswer,
  type AiSearchType,
} from '@hearth/shared';
import { api } from '../../api/client';
import { Button } from '../../components/Button';
import { Field, FieldRow } from '../../components/Field';
import { FormModal } from '../../components/FormModal';
import { Modal } from '../../components/Modal';
import { toast } from '../../components/toast';
import { formatMoney } from '../../format';
import { useSession } from '../../state/session';

const text = (f: FormData, k: string) => String(f.get(k) ?? '').trim();

function describe(r: AiResult) {
  switch (r.result_type) {
    case 'hotel':
      return {
        title: r.name,
        lines: [
          r.location,
          `${formatMoney(r.price_per_night)} / night · ★ ${r.rating}`,
          r.amenities.join(', '),
        ],
      };
    case 'flight':
      return {
        title: `${r.airline} ${r.flight_number}`,
        lines: [
          `${r.departure} → ${r.arrival}`,
          `${r.departure_time} – ${r.arrival_time} · ${r.stops === 0 ? 'Nonstop' : `${r.stops} stop`} · ${r.class}`,
          formatMoney(r.price),
        ],
      };
    case 'restaurant':
      return {
        title: r.name,
        lines: [
          `${r.cuisine} · ${r.price_range} · ★ ${r.rating}`,
          r.location,
          `Available: ${r.available_times.join(', ')}`,
        ],
      };
  }
}

/** AI Booking Search: a form, then (mocked) results; Select turns one into a booking in the plan's document. */
export function AiSearchModal({
  doc,
  planId,
  open,
  onClose,
}: {
  doc: Y.Doc;
  planId: string;
  open: boolean;
  onClose: () => void;
}) {
  const userName = useSession((s) => s.user?.name ?? 'User');
  const [answer, setAnswer] = useState<AiSearchAnswer>();
  const [error, setError] = useState<string>();
  const close = () => {
    setAnswer(undefined);
    setError(undefined);
    onClose();
  };
  const search = async (f: FormData) => {
    setError(undefined);
    try {
      const budget = text(f, 'budget');
      setAnswer(
        await api(aiSearchApi.search, {
          body: {
            plan_id: planId,
            booking_type: text(f, 'booking_type') as AiSearchType,
            ai_provider: text(f, 'ai_provider') as AiProvider,
            created_by: userName,
            preferences: {
              destination: text(f, 'destination'),
              date: text(f, 'date') || null,
              budget: budget ? Number(budget) : null,
              requirements: text(f, 'requirements'),
            },
          },
        }),
      );
    } catch (err) {
      console.error('AI search failed', err);
      setError('Failed to perform AI search');
    }
  };
  const select = (r: AiResult) => {
    if (!answer) return;
    const b = aiResultToBooking(r, planId, answer.ai_provider, userName);
    const parsed = DocBooking.safeParse({
      booking_type: b.booking_type,
      name: b.name,
      description: b.description ?? '',
      provider: b.provider ?? '',
      location: b.location ?? '',
      date: b.date ?? null,
      time: b.time ?? null,
      cost: b.cost,
      created_by: userName,
      ai_booking_used: true,
      ai_provider: answer.ai_provider,
      created_at: new Date().toISOString(),
    });
    if (!parsed.success) {
      console.error('invalid AI booking', parsed.error);
      toast.error('Failed to create booking');
      return;
    }
    addBooking(doc, crypto.randomUUID(), parsed.data);
    toast('Booking added successfully!');
    close();
  };

  if (answer) {
    return (
      <Modal
        title="AI Booking Search"
        open={open}
        onClose={close}
        size="lg"
        footer={
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
        }
      >
        <div className="nq-ai-banner" role="status">
          AI-powered results from {answer.ai_provider.toUpperCase()} (Mocked Data)
        </div>
        <ul className="nq-ai-results">
          {answer.results.map((r, i) => {
            const d = describe(r);
            return (
              <li key={i} className="nq-ai-result">
                <div>
                  <strong>{d.title}</strong>
                  {d.lines.map((l, j) => (
                    <div key={j} className="nq-muted">
                      {l}
                    </div>
                  ))}
                  <p className="nq-ai-reco">{r.ai_recommendation}</p>
                </div>
                <Button size="sm" onClick={() => select(r)}>
                  Select
                </Button>
              </li>
            );
          })}
        </ul>
      </Modal>
    );
  }
  return (
    <FormModal
      title="AI Booking Search"
      open={open}
      onClose={close}
      onSubmit={search}
      submitLabel="Search"
      error={error}
    >
      <FieldRow>
        <Field label="Booking type">
          <select name="booking_type" defaultValue="hotel">
            <option value="hotel">Hotel</option>
            <option value="flight">Flight</option>
            <option value="restaurant">Restaurant</option>
          </select>
        </Field>
        <Field label="AI provider">
          <select name="ai_provider" defaultValue="chatgpt">
            <option value="chatgpt">ChatGPT</option>
            <option value="claude">Claude</option>
            <option value="gemini">Gemini</option>
          </select>
        </Field>
      </FieldRow>
      <Field label="Destination" wide>
        <input name="destination" placeholder="City or venue" />
      </Field>
      <FieldRow>
        <Field label="Date">
          <input name="date" type="date" />
        </Field>
        <Field label="Budget">
          <input name="budget" type="number" step="0.01" min="0" />
        </Field>
      </FieldRow>
      <Field label="Requirements" wide>
        <textarea name="requirements" rows={2} />
      </Field>
    </FormModal>
  );
}
