import { Page } from '../../components/Page';

export default function ProjectsPage() {
  return <Page testId="projects-page" title="Projects" />;
}
