import { Link } from 'react-router';
import '../dashboard/work.css';
import { Button } from '../../components/Button';
import { hhmmss, useTimeClock } from './useTimeClock';

/** The sidebar's time-clock widget, shown while a timer is active (on every tab and device of the user). */
export function TimeClockWidget() {
  const clock = useTimeClock();
  const s = clock.session;
  if (!s) return null;
  const run = (fn: () => Promise<unknown>, what: string) =>
    void fn().catch((e) => console.error(`${what} failed`, e));
  return (
    <div className={`clock-widget${clock.paused ? ' clock-paused' : ''}`} data-testid="time-clock-widget">
      <Link to="/time-tracking" className="clock-widget-title" title={s.description}>
        {s.description}
      </Link>
      <span className="clock-display">{hhmmss(clock.elapsed)}</span>
      {clock.paused && <span className="clock-paused-note">Timer is paused</span>}
      <div className="clock-row">
        {clock.paused ? (
          <Button size="sm" variant="secondary" onClick={() => run(() => clock.resume(s.id), 'resume')}>
            Resume
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => run(() => clock.pause(s.id), 'pause')}>
            Pause
          </Button>
        )}
        <Button size="sm" onClick={() => run(() => clock.stop(s.id), 'stop timer')}>
          Stop &amp; Save
        </Button>
      </div>
    </div>
  );
}
