import { Page } from '../../components/Page';

export default function TimeBlocksPage() {
  return <Page testId="time-blocks-page" title="Time Blocks" />;
}
