import { Page } from '../../components/Page';

export default function RecurringChargesPage() {
  return <Page testId="recurring-charges-page" title="Recurring Charges" />;
}
