import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { SegmentedToggle } from '../components/SegmentedToggle';
import { TimeClockWidget } from '../pages/time-tracking/TimeClockWidget';
import { useViewMode, type ViewMode } from '../state/viewMode';
import { useSession } from '../state/session';
import { useFamilyMay } from '../state/familyRole';
import { isSection, NAV, navFor, type NavLeaf, type NavSection } from './navItems';
import { SidebarFooter } from './SidebarFooter';

const MODES = [
  { value: 'work', label: 'Work' },
  { value: 'life', label: 'Life' },
] as const satisfies readonly { value: ViewMode; label: string }[];

function Leaf({ item, sub = false }: { item: NavLeaf; sub?: boolean }) {
  return (
    <NavLink
      to={item.to}
      className={({ isActive }) => `nav-link${sub ? ' nav-sub' : ''}${isActive ? ' active' : ''}`}
    >
      <span className="nav-icon" aria-hidden="true">
        {item.icon}
      </span>
      <span className="nav-label">{item.label}</span>
    </NavLink>
  );
}

function Section({ item }: { item: NavSection }) {
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(() => localStorage.getItem(item.storageKey) !== 'false');
  const toggle = () => {
    localStorage.setItem(item.storageKey, String(!expanded));
    setExpanded(!expanded);
  };
  const childActive = item.children.some((c) => pathname.startsWith(c.to));
  if (item.children.length === 0) return <Leaf item={item} />;
  const listId = `nav-${item.label.toLowerCase()}-items`;
  return (
    <li className={`nav-section${childActive ? ' has-active' : ''}`}>
      <div className="nav-section-row">
        <Leaf item={item} />
        <button
          type="button"
          className={`nav-expander${expanded ? ' expanded' : ''}`}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-label={`${expanded ? 'Collapse' : 'Expand'} ${item.label}`}
          onClick={toggle}
        >
          ›
        </button>
      </div>
      {expanded && (
        <ul id={listId} className="nav-children">
          {item.children.map((c) => (
            <li key={c.to}>
              <Leaf item={c} sub />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** Brand, Work/Life toggle, the mode's navigation, the time clock and the user footer. */
export function Sidebar({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  const chosenMode = useViewMode((s) => s.mode);
  const setMode = useViewMode((s) => s.setMode);
  const role = useSession((s) => s.user?.family_role);
  // A role without the work tools (a child account) has one sidebar: the life one, without the toggle.
  const workTools = useFamilyMay('use_work_tools');
  const mode: ViewMode = workTools ? chosenMode : 'life';
  return (
    <aside id="app-sidebar" className={`sidebar${open ? ' open' : ''}`} aria-label="Sidebar">
      <div className="sidebar-brand">
        <span className="brand-mark" aria-hidden="true">
          ⌂
        </span>
        <span className="brand-name">Hearth</span>
      </div>
      {workTools && (
        <div className="sidebar-mode">
          <SegmentedToggle aria-label="View mode" options={MODES} value={mode} onChange={setMode} />
        </div>
      )}
      <nav
        className="sidebar-nav"
        aria-label="Main"
        data-mode={mode}
        onClick={(e) => (e.target as HTMLElement).closest('a') && onNavigate()}
      >
        <ul>
          {navFor(NAV[mode], role).map((item) =>
            isSection(item) ? (
              <Section key={item.to} item={item} />
            ) : (
              <li key={item.to}>
                <Leaf item={item} />
              </li>
            ),
          )}
        </ul>
      </nav>
      {workTools && (
        <div className="sidebar-clock">
          <TimeClockWidget />
        </div>
      )}
      <SidebarFooter />
    </aside>
  );
}
