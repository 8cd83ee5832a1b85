import { Page } from '../../components/Page';

export default function TimeTrackingPage() {
  return <Page testId="time-tracking-page" title="Time Tracking" />;
}
