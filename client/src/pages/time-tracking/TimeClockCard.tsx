import { useState, type FormEvent } from 'react';
import { messageOf } from '../../api/client';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Field } from '../../components/Field';
import { toast } from '../../components/toast';
import { hhmmss, useTimeClock } from './useTimeClock';

const CATEGORY_LABEL = { work: 'Work', personal: 'Personal', downtime: 'Downtime' } as const;

/** Start form, or the running clock with Pause/Resume and Stop & Save. */
export function TimeClockCard() {
  const clock = useTimeClock();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const s = clock.session;

  const start = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const fd = new FormData(e.currentTarget);
    setError(null);
    setBusy(true);
    try {
      await clock.start(
        String(fd.get('description') ?? ''),
        fd.get('category') as 'work' | 'personal' | 'downtime',
      );
    } catch (err) {
      setError(messageOf(err, 'Failed to start timer'));
    } finally {
      setBusy(false);
    }
  };

  const act = async (fn: () => Promise<unknown>, what: string, done?: string) => {
    setBusy(true);
    try {
      await fn();
      if (done) toast(done);
    } catch (err) {
      console.error(`${what} failed`, err); // the timer keeps running (SPEC §4)
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="Time Clock" data-testid="time-clock">
      {!s ? (
        <form className="clock-form" onSubmit={start}>
          <Field label="What are you working on?">
            <input name="description" required placeholder="Description" />
          </Field>
          <Field label="Category">
            <select name="category" defaultValue="work">
              {Object.entries(CATEGORY_LABEL).map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </select>
          </Field>
          <Button type="submit" busy={busy}>
            Start Timer
          </Button>
          {error && (
            <div className="form-error" role="alert" style={{ width: '100%' }}>
              {error}
            </div>
          )}
        </form>
      ) : (
        <div className={clock.paused ? 'clock-paused' : undefined}>
          <div className="clock-row">
            <span className="clock-display" data-testid="clock-display">
              {hhmmss(clock.elapsed)}
            </span>
            <div>
              <strong>{s.description}</strong>
              <div className="work-muted">{CATEGORY_LABEL[s.category]}</div>
            </div>
          </div>
          {clock.paused && <p className="clock-paused-note">Timer is paused</p>}
          <div className="clock-row" style={{ marginTop: 'var(--space-3)' }}>
            {clock.paused ? (
              <Button
                variant="secondary"
                onClick={() => void act(() => clock.resume(s.id), 'resume')}
                disabled={busy}
              >
                Resume
              </Button>
            ) : (
              <Button
                variant="secondary"
                onClick={() => void act(() => clock.pause(s.id), 'pause')}
                disabled={busy}
              >
                Pause
              </Button>
            )}
            <Button
              onClick={() => void act(() => clock.stop(s.id), 'stop timer', 'Time entry saved')}
              disabled={busy}
            >
              Stop &amp; Save
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
