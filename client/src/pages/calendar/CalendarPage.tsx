import { useEffect, useState } from 'react';
import { calendarApi, todayIn, type CalendarMeeting, type CalendarTask } from '@hearth/shared';
import '../dashboard/work.css';
import { onChange } from '../../api/realtime';
import { useApi } from '../../api/resources';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Page } from '../../components/Page';
import { SegmentedToggle } from '../../components/SegmentedToggle';
import { formatTime } from '../../format';
import { useSession } from '../../state/session';
import { dayLabel, hourLabel, rangeLabel, step, visibleDays, type CalendarView } from './calendarDates';
import { FeedLink } from './FeedLink';

const MAX_PER_KIND = 2;

const MeetingItem = ({ m }: { m: CalendarMeeting }) => (
  <div className="cal-item cal-meeting" title={`${formatTime(m.time)} ${m.title}`}>
    {formatTime(m.time)} {m.title}
  </div>
);
const TaskItem = ({ t }: { t: CalendarTask }) => (
  <div className={`cal-item cal-task${t.priority === 'high' ? ' cal-task-high' : ''}`} title={t.title}>
    ✓ {t.title}
  </div>
);

function MonthView({
  days,
  anchor,
  today,
  byDay,
}: {
  days: string[];
  anchor: string;
  today: string;
  byDay: (d: string) => { meetings: CalendarMeeting[]; tasks: CalendarTask[] };
}) {
  return (
    <div className="cal-month" data-testid="calendar-month">
      {['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((d) => (
        <div key={d} className="cal-head">
          {d}
        </div>
      ))}
      {days.map((d) => {
        const { meetings, tasks } = byDay(d);
        const more = Math.max(0, meetings.length - MAX_PER_KIND) + Math.max(0, tasks.length - MAX_PER_KIND);
        const cls = [
          'cal-cell',
          d.slice(0, 7) !== anchor.slice(0, 7) && 'cal-outside',
          d === today && 'cal-today',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <div key={d} className={cls} data-date={d} aria-current={d === today ? 'date' : undefined}>
            <span className="cal-daynum">{Number(d.slice(8))}</span>
            {meetings.slice(0, MAX_PER_KIND).map((m) => (
              <MeetingItem key={m.id} m={m} />
            ))}
            {tasks.slice(0, MAX_PER_KIND).map((t) => (
              <TaskItem key={t.id} t={t} />
            ))}
            {more > 0 && <span className="cal-more">+{more} more</span>}
          </div>
        );
      })}
    </div>
  );
}

function WeekView({
  days,
  today,
  byDay,
}: {
  days: string[];
  today: string;
  byDay: (d: string) => { meetings: CalendarMeeting[]; tasks: CalendarTask[] };
}) {
  return (
    <div className="cal-week" data-testid="calendar-week">
      {days.map((d) => {
        const { meetings, tasks } = byDay(d);
        return (
          <div key={d} className={`cal-week-day${d === today ? ' cal-today' : ''}`} data-date={d}>
            <h3>{dayLabel(d)}</h3>
            {meetings.map((m) => (
              <MeetingItem key={m.id} m={m} />
            ))}
            {tasks.map((t) => (
              <TaskItem key={t.id} t={t} />
            ))}
            {!meetings.length && !tasks.length && <span className="cal-more">Nothing planned</span>}
          </div>
        );
      })}
    </div>
  );
}

function DayView({
  day,
  byDay,
}: {
  day: string;
  byDay: (d: string) => { meetings: CalendarMeeting[]; tasks: CalendarTask[] };
}) {
  const { meetings, tasks } = byDay(day);
  return (
    <div className="cal-day" data-testid="calendar-day">
      <div className="cal-hours">
        {Array.from({ length: 24 }, (_, h) => (
          <div key={h} className="cal-hour">
            <span className="cal-hour-label">{hourLabel(h)}</span>
            <div className="cal-hour-slot">
              {meetings
                .filter((m) => Number(m.time.slice(0, 2)) === h)
                .map((m) => (
                  <MeetingItem key={m.id} m={m} />
                ))}
            </div>
          </div>
        ))}
      </div>
      <Card title="Tasks Due Today">
        {tasks.length ? (
          <ul className="work-list">
            {tasks.map((t) => (
              <li key={t.id}>
                <span>{t.title}</span>
                <Badge tone={t.priority === 'high' ? 'red' : t.priority === 'medium' ? 'amber' : 'grey'}>
                  {t.priority.charAt(0).toUpperCase() + t.priority.slice(1)}
                </Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="work-muted">No tasks due.</p>
        )}
      </Card>
    </div>
  );
}

export default function CalendarPage() {
  const timezone = useSession((s) => s.user?.timezone) ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = todayIn(timezone);
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState(today);
  const days = visibleDays(view, anchor);
  const range = { start_date: days[0]!, end_date: days[days.length - 1]! };
  // One call answers both; it is cached under 'meetings' and reloaded on task changes too.
  const events = useApi('meetings', calendarApi.events, { query: range });
  const { reload } = events;
  useEffect(() => onChange((e) => void (e.resource === 'tasks' && reload())), [reload]);
  // Tasks may have changed while this page was closed: refresh the cached answer once on opening.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void reload(), []);
  const data = { meetings: events.data?.meetings ?? [], tasks: events.data?.tasks ?? [] };
  const byDay = (d: string) => ({
    meetings: data.meetings.filter((m) => m.date === d),
    tasks: data.tasks.filter((t) => t.due_date === d),
  });

  return (
    <Page
      testId="calendar-page"
      title="Calendar"
      subtitle="Meetings and task due dates"
      actions={<FeedLink />}
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
      {view === 'month' && <MonthView days={days} anchor={anchor} today={today} byDay={byDay} />}
      {view === 'week' && <WeekView days={days} today={today} byDay={byDay} />}
      {view === 'day' && <DayView day={anchor} byDay={byDay} />}
    </Page>
  );
}
