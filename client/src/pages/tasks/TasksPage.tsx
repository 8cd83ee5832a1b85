import { Page } from '../../components/Page';

export default function TasksPage() {
  return <Page testId="tasks-page" title="Tasks" />;
}
