import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/Page';
import { Tabs } from '../../components/Tabs';
import { FamilyPlansPanel } from './FamilyPlansPanel';
import { MembersCard } from './MembersCard';
import { KidsTab } from './KidsTab';
import './family.css';

// The page opens on Kids; the other tabs load when chosen (Turn Rotations alone brings Yjs, ~90 KB).
const SchedulesTab = lazy(() => import('./SchedulesTab').then((m) => ({ default: m.SchedulesTab })));
const ActivitiesTab = lazy(() => import('./ActivitiesTab').then((m) => ({ default: m.ActivitiesTab })));
const CaregiversTab = lazy(() => import('./CaregiversTab').then((m) => ({ default: m.CaregiversTab })));
const SchoolContactsTab = lazy(() =>
  import('./SchoolContactsTab').then((m) => ({ default: m.SchoolContactsTab })),
);
const TurnRotationsTab = lazy(() =>
  import('./TurnRotationsTab').then((m) => ({ default: m.TurnRotationsTab })),
);

const TABS = [
  { id: 'kids', label: 'Kids' },
  { id: 'schedules', label: 'School Schedule' },
  { id: 'activities', label: 'Activities' },
  { id: 'caregivers', label: 'Caregivers' },
  { id: 'contacts', label: 'School Contacts' },
  { id: 'rotations', label: 'Turn Rotations' },
] as const;
type TabId = (typeof TABS)[number]['id'];

export default function FamilyPage() {
  // The tab is in the URL (?tab=schedules): the calendar links to where a school run or activity is edited.
  const [params, setParams] = useSearchParams();
  const tab: TabId = TABS.find((t) => t.id === params.get('tab'))?.id ?? 'kids';
  const setTab = (id: TabId) => setParams({ tab: id }, { replace: true });
  return (
    <Page
      testId="family-page"
      title="Family Hub"
      subtitle="Kids, school runs, activities and the people who help: shared with everyone in your family."
    >
      <MembersCard />
      <FamilyPlansPanel />
      <div className="hub-tabs">
        <Tabs tabs={TABS} value={tab} onChange={setTab} aria-label="Family hub sections" />
        <div role="tabpanel" className="hub-panel card">
          <Suspense fallback={<p className="hub-tab-intro">Loading…</p>}>
            {tab === 'kids' && <KidsTab />}
            {tab === 'schedules' && <SchedulesTab />}
            {tab === 'activities' && <ActivitiesTab />}
            {tab === 'caregivers' && <CaregiversTab />}
            {tab === 'contacts' && <SchoolContactsTab />}
            {tab === 'rotations' && <TurnRotationsTab />}
          </Suspense>
        </div>
      </div>
    </Page>
  );
}
