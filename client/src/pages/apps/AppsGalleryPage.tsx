import { Page } from '../../components/Page';

export default function AppsGalleryPage() {
  return <Page testId="apps-gallery-page" title="Apps Gallery" />;
}
