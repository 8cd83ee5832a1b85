import { Page } from '../../components/Page';

export default function FamilyPage() {
  return <Page testId="family-page" title="Family Hub" />;
}
