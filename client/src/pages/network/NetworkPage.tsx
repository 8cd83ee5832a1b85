import { Page } from '../../components/Page';

export default function NetworkPage() {
  return <Page testId="network-page" title="Network_Q - Professional Networking" />;
}
