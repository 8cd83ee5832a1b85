import { Page } from '../../components/Page';

export default function BankingPage() {
  return <Page testId="banking-page" title="Cashflow" />;
}
