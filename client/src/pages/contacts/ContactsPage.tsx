import { Page } from '../../components/Page';

export default function ContactsPage() {
  return <Page testId="contacts-page" title="Contacts" />;
}
