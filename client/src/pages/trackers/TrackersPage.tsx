import { Page } from '../../components/Page';

export default function TrackersPage() {
  return <Page testId="trackers-page" title="Trackers" />;
}
