import { Page } from '../../components/Page';

export default function NotificationsPage() {
  return <Page testId="notifications-page" title="Notification & Sound Settings" />;
}
