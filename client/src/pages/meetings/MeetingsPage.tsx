import { Page } from '../../components/Page';

export default function MeetingsPage() {
  return <Page testId="meetings-page" title="Meetings & Appointments" />;
}
