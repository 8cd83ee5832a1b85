import { Page } from '../../components/Page';

export default function ProfilePage() {
  return <Page testId="profile-page" title="Profile Settings" />;
}
