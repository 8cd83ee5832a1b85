import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { familyRefusal, type FamilyAction } from '@hearth/shared';
import { EmptyState } from '../components/EmptyState';
import { Page } from '../components/Page';
import { useFamilyCan } from '../state/familyRole';
import { useSession } from '../state/session';

/** A page the member's family role does not allow shows why instead (the server refuses it too). */
export function RoleGate({ allow, children }: { allow?: FamilyAction; children: ReactNode }) {
  const known = useSession((s) => s.user?.family_role !== undefined);
  const allowed = useFamilyCan(allow ?? 'see_kids');
  if (!allow || allowed || !known) return children;
  return (
    <Page testId="role-gate" title="Not available">
      <div className="card">
        <EmptyState
          icon="🔒"
          title="This page is not available for your role in the family"
          description={familyRefusal(allow)}
          action={<Link to="/calendar">Go to the calendar</Link>}
        />
      </div>
    </Page>
  );
}
