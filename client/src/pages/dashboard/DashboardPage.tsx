import { Page } from '../../components/Page';

export default function DashboardPage() {
  return <Page testId="dashboard-page" title="Work Dashboard" />;
}
