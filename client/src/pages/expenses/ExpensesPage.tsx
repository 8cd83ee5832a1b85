import { Page } from '../../components/Page';

export default function ExpensesPage() {
  return <Page testId="expenses-page" title="Expenses" />;
}
