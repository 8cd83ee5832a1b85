import { Page } from '../../components/Page';

export default function CalendarPage() {
  return <Page testId="calendar-page" title="Calendar" />;
}
