import { childrenApi, kidActivitiesApi } from '@hearth/shared';
import { useApi } from '../../api/resources';
import { Card } from '../../components/Card';

export const LIFE_CATEGORIES = ['house', 'vehicle', 'kids', 'pets', 'plants', 'guests'] as const;
export type LifeCategory = (typeof LIFE_CATEGORIES)[number];
export const LIFE_LABEL: Record<LifeCategory, string> = {
  house: 'House',
  vehicle: 'Vehicle',
  kids: 'Kids',
  pets: 'Pets',
  plants: 'Plants',
  guests: 'Guests',
};

function Kids() {
  const { data: kids, loading } = useApi('children', childrenApi.list);
  const { data: activities } = useApi('kid-activities', kidActivitiesApi.list);
  if (loading && !kids) return <p className="work-muted">Loading…</p>;
  if (!kids?.length)
    return (
      <p className="work-muted">No kids added yet. Add kids in the Family Hub to see their schedules here.</p>
    );
  return (
    <ul className="work-list" data-testid="dashboard-kids">
      {kids.map((k) => {
        const n = (activities ?? []).filter((a) => a.child_id === k.id).length;
        return (
          <li key={k.id}>
            <span>
              <strong>{k.name}</strong>
              {k.grade && ` · Grade ${k.grade}`}
              {k.school && ` · ${k.school}`}
            </span>
            <span className="cell-muted">
              {n} {n === 1 ? 'activity' : 'activities'}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

// House and vehicle show sample maintenance text; the others are informational (SPEC §2).
const SAMPLE: Record<Exclude<LifeCategory, 'kids'>, { title: string; items: string[] }> = {
  house: {
    title: 'Home maintenance (sample)',
    items: [
      'Replace HVAC filter: every 3 months',
      'Test smoke detectors: monthly',
      'Clean gutters: spring and autumn',
    ],
  },
  vehicle: {
    title: 'Vehicle service (sample)',
    items: ['Oil change: every 5,000 miles', 'Tire rotation: every 6 months', 'Registration renewal: yearly'],
  },
  pets: { title: 'Pets', items: ['Coming soon: vet visits, feeding and walk schedules'] },
  plants: {
    title: 'Plants',
    items: ['Track watering and repotting here: plant care reminders are on the way'],
  },
  guests: { title: 'Guests', items: ['Plan visits, guest rooms and meals: guest planning is on the way'] },
};

export function LifeCategoryCard({ category }: { category: LifeCategory }) {
  if (category === 'kids')
    return (
      <Card title="Kids">
        <Kids />
      </Card>
    );
  const s = SAMPLE[category];
  return (
    <Card title={s.title}>
      <ul className="work-list">
        {s.items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    </Card>
  );
}
