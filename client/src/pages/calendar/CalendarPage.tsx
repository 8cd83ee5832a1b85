import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { calendarApi, familyCan, tasksApi, todayIn } from '@hearth/shared';
import '../dashboard/work.css';
import './calendar.css';
import { onChange } from '../../api/realtime';
import { useApi } from '../../api/resources';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Page } from '../../components/Page';
import { SegmentedToggle } from '../../components/SegmentedToggle';
import { formatTime } from '../../format';
import { usePhone } from '../../state/phone';
import { useSession } from '../../state/session';
import { dayLabel, hourLabel, rangeLabel, step, visibleDays, type CalendarView } from './calendarDates';
import { itemsByDay, type DayItem } from './calendarItems';
import { ConflictsPanel, useConflicts } from './ConflictsPanel';
import { EventModal } from './EventModal';
import { FeedLink } from './FeedLink';
import { OccurrenceModal, type Opened } from './OccurrenceModal';
import { SubscriptionsModal } from './SubscriptionsModal';
import { TaskModal } from '../tasks/TaskModal';

/** Items of each kind (events, tasks) a month cell shows before '+N more'. */
const MAX_PER_KIND = 2;
const RELOAD_ON = new Set([
  'tasks',
  'family-events',
  'calendar-subscriptions',
  'school-schedules',
  'kid-activities',
  'children',
  'chores',
  'family',
]);

/**
 * An item: a button that opens it, a link to where it is edited, or (`onOpen` absent: inside a phone's
 * month cell, itself one button) a plain chip.
 */
function Item({ it, onOpen }: { it: DayItem; onOpen?: (o: Opened) => void }) {
  const time = it.time ? formatTime(it.time) : '';
  const what = `${it.kind === 'task' ? '✓ ' : ''}${it.title}${it.repeating ? ' ↻' : ''}`;
  const label = time ? `${time} ${what}` : what;
  const cls = `cal-item cal-${it.kind}${it.high ? ' cal-task-high' : ''}${it.conflict ? ' cal-conflict' : ''}`;
  const style = it.color ? { background: it.color, color: '#fff' } : undefined;
  const title = it.conflict ? `${label} — ${it.conflict}` : label;
  const text = (
    <span className="cal-item-text">
      {it.conflict && <span aria-label="Conflict">⚠ </span>}
      {time && <span className="cal-item-time">{time} </span>}
      {what}
    </span>
  );
  if (it.link && onOpen)
    return (
      <Link className={cls} to={it.link} title={title}>
        {text}
      </Link>
    );
  if (it.open && onOpen) {
    const open = it.open;
    return (
      <button type="button" className={cls} style={style} title={title} onClick={() => onOpen(open)}>
        {text}
      </button>
    );
  }
  return (
    <div className={cls} style={style} title={title}>
      {text}
    </div>
  );
}

interface ViewProps {
  days: string[];
  today: string;
  byDay: (d: string) => DayItem[];
  onOpen: (o: Opened) => void;
}

interface MonthProps extends ViewProps {
  anchor: string;
  /**
   * On a phone a day cell is a few fingers wide: the whole cell is one button that opens the day, where
   * each item is a full-width button (tiny item buttons side by side are too small to hit).
   */
  onDay?: (d: string) => void;
}

function MonthView({ days, anchor, today, byDay, onOpen, onDay }: MonthProps) {
  return (
    <div className="cal-month" data-testid="calendar-month">
      {['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((d) => (
        <div key={d} className="cal-head">
          {d}
        </div>
      ))}
      {days.map((d) => {
        const all = byDay(d);
        const events = all.filter((it) => it.kind !== 'task');
        const tasks = all.filter((it) => it.kind === 'task');
        // A clash is never hidden behind '+N more': flagged items first, then the earliest, shown in time order.
        const kept = [...events.filter((it) => it.conflict), ...events.filter((it) => !it.conflict)];
        const shown = new Set(kept.slice(0, MAX_PER_KIND));
        const items = [...events.filter((it) => shown.has(it)), ...tasks.slice(0, MAX_PER_KIND)];
        const more = all.length - items.length;
        const cls = [
          'cal-cell',
          d.slice(0, 7) !== anchor.slice(0, 7) && 'cal-outside',
          d === today && 'cal-today',
        ]
          .filter(Boolean)
          .join(' ');
        const content = (
          <>
            <span className="cal-daynum">{Number(d.slice(8))}</span>
            {items.map((it) => (
              <Item key={it.key} it={it} onOpen={onDay ? undefined : onOpen} />
            ))}
            {more > 0 && <span className="cal-more">+{more} more</span>}
          </>
        );
        const current = d === today ? 'date' : undefined;
        return onDay ? (
          <button
            key={d}
            type="button"
            className={`${cls} cal-cell-button`}
            data-date={d}
            aria-current={current}
            aria-label={`${dayLabel(d)}: ${all.length ? `${all.length} item${all.length === 1 ? '' : 's'}` : 'nothing planned'}`}
            onClick={() => onDay(d)}
          >
            {content}
          </button>
        ) : (
          <div key={d} className={cls} data-date={d} aria-current={current}>
            {content}
          </div>
        );
      })}
    </div>
  );
}

function WeekView({ days, today, byDay, onOpen }: ViewProps) {
  return (
    <div className="cal-week" data-testid="calendar-week">
      {days.map((d) => {
        const items = byDay(d);
        return (
          <div key={d} className={`cal-week-day${d === today ? ' cal-today' : ''}`} data-date={d}>
            <h3>{dayLabel(d)}</h3>
            {items.map((it) => (
              <Item key={it.key} it={it} onOpen={onOpen} />
            ))}
            {!items.length && <span className="cal-more">Nothing planned</span>}
          </div>
        );
      })}
    </div>
  );
}

function DayView({ days, byDay, onOpen }: ViewProps) {
  const day = days[0]!;
  const items = byDay(day);
  const tasks = items.filter((it) => it.kind === 'task');
  const allDay = items.filter((it) => it.time === null && it.kind !== 'task');
  return (
    <div className="cal-day" data-testid="calendar-day" data-date={day}>
      <div className="cal-hours">
        {Array.from({ length: 24 }, (_, h) => (
          <div key={h} className="cal-hour">
            <span className="cal-hour-label">{hourLabel(h)}</span>
            <div className="cal-hour-slot">
              {items
                .filter((it) => it.time !== null && Number(it.time.slice(0, 2)) === h)
                .map((it) => (
                  <Item key={it.key} it={it} onOpen={onOpen} />
                ))}
            </div>
          </div>
        ))}
      </div>
      <div className="cal-day-side">
        {allDay.length > 0 && (
          <Card title="All Day">
            {allDay.map((it) => (
              <Item key={it.key} it={it} onOpen={onOpen} />
            ))}
          </Card>
        )}
        <Card title="Tasks Due Today">
          {tasks.length ? (
            <ul className="work-list">
              {tasks.map((t) => (
                <li key={t.key}>
                  <Item it={t} onOpen={onOpen} />
                  {t.high && <Badge tone="red">High</Badge>}
                </li>
              ))}
            </ul>
          ) : (
            <p className="work-muted">No tasks due.</p>
          )}
        </Card>
      </div>
    </div>
  );
}

/** A task opened from the calendar, edited in the Tasks page's form. */
function TaskOpener({ id, onClose }: { id: string; onClose: () => void }) {
  const task = useApi('tasks', tasksApi.list).data?.find((t) => t.id === id);
  return task ? <TaskModal task={task} onClose={onClose} /> : null;
}

export default function CalendarPage() {
  const timezone = useSession((s) => s.user?.timezone) ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = todayIn(timezone);
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState(today);
  const [adding, setAdding] = useState(false);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [calendars, setCalendars] = useState(false);
  const phone = usePhone();
  const days = visibleDays(view, anchor);
  const range = { start_date: days[0]!, end_date: days[days.length - 1]! };
  // One call answers everything; it is cached under 'meetings' and reloaded when the other parts change.
  const events = useApi('meetings', calendarApi.events, { query: range });
  const { reload } = events;
  useEffect(() => onChange((e) => void (RELOAD_ON.has(e.resource) && reload())), [reload]);
  // Tasks may have changed while this page was closed: refresh the cached answer once on opening.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void reload(), []);
  const conflicts = useConflicts(range.start_date, range.end_date).data;
  const role = useSession((s) => s.user?.family_role) ?? 'child';
  const hub = familyCan(role, 'use_family_hub');
  const map = useMemo(() => itemsByDay(events.data, conflicts, { hub }), [events.data, conflicts, hub]);
  const byDay = (d: string) => map.get(d) ?? [];
  const props = { days, today, byDay, onOpen: setOpened };

  return (
    <Page
      testId="calendar-page"
      title="Calendar"
      subtitle="Meetings, family events, school runs, activities, chores and task due dates"
      actions={
        <>
          <Button onClick={() => setAdding(true)}>Add Event</Button>
          <Button variant="secondary" onClick={() => setCalendars(true)}>
            Calendars
          </Button>
          <FeedLink />
        </>
      }
    >
      <div className="cal-toolbar">
        <div className="cal-nav">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setAnchor(step(view, anchor, -1))}
            aria-label="Previous"
          >
            ‹ Prev
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setAnchor(today)}>
            Today
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setAnchor(step(view, anchor, 1))}
            aria-label="Next"
          >
            Next ›
          </Button>
          <span className="cal-range" data-testid="calendar-range">
            {rangeLabel(view, anchor)}
          </span>
        </div>
        <SegmentedToggle
          aria-label="Calendar view"
          options={[
            { value: 'day', label: 'Day' },
            { value: 'week', label: 'Week' },
            { value: 'month', label: 'Month' },
          ]}
          value={view}
          onChange={setView}
        />
      </div>
      {events.error !== undefined && !events.data && (
        <p className="form-error" role="alert">
          The calendar could not be loaded.{' '}
          <Button size="sm" variant="secondary" onClick={() => void reload()}>
            Retry
          </Button>
        </p>
      )}
      <ConflictsPanel from={range.start_date} to={range.end_date} />
      {view === 'month' && (
        <MonthView
          {...props}
          anchor={anchor}
          onDay={phone ? (d) => (setAnchor(d), setView('day')) : undefined}
        />
      )}
      {view === 'week' && <WeekView {...props} />}
      {view === 'day' && <DayView {...props} days={[anchor]} />}
      {adding && <EventModal open onClose={() => setAdding(false)} day={anchor} />}
      {opened?.kind === 'task' && <TaskOpener id={opened.id} onClose={() => setOpened(null)} />}
      {opened && opened.kind !== 'task' && (
        <OccurrenceModal opened={opened} onClose={() => setOpened(null)} />
      )}
      {calendars && <SubscriptionsModal onClose={() => setCalendars(false)} />}
    </Page>
  );
}
