import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  addListItem,
  clearChecked,
  itemFromTyped,
  listDocName,
  listsApi,
  moveListItem,
  readdFromHistory,
  removeListItem,
  setItemChecked,
  updateListItem,
  type ListItemView,
} from '@hearth/shared';
import * as Y from 'yjs';
import { useApi } from '../../api/resources';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';
import { SaveStatus } from '../../collab/SaveStatus';
import { useYDoc, useYValue, type PresenceUser } from '../../collab/useYDoc';
import { useSession } from '../../state/session';
import { AddItemBox } from './AddItemBox';
import { EditItemModal } from './EditItemModal';
import { HistoryCard } from './HistoryCard';
import { ItemRow, ListItems } from './ListItems';
import { ListSettingsModal } from './ListSettingsModal';
import { ACTIVITY, dropPlace, readListView } from './listView';
import { KIND_LABEL, SHARING_LABEL } from './labels';
import './lists.css';

const newId = () => crypto.randomUUID();
const now = () => new Date().toISOString();

/** /lists/:id — one list, live from its Y.Doc (kept on this device, so it works offline and merges later). */
export default function ListPage() {
  const { id = '' } = useParams();
  const me = useSession((s) => s.user);
  const [kind, setKind] = useState<string>();
  const y = useYDoc(listDocName(id), kind ? ACTIVITY[kind as keyof typeof ACTIVITY] : true);
  const view = useYValue(y?.doc, readListView);
  const learned = useApi('lists', listsApi.categories).data;
  const summary = useApi('lists', listsApi.get, { params: { id } }).data;
  const [settings, setSettings] = useState(false);
  const [editing, setEditing] = useState<ListItemView>();
  if (view?.kind && view.kind !== kind) setKind(view.kind);

  if (y?.status === 'refused')
    return (
      <Page testId="list-page" title="List">
        <EmptyState
          title="This list is not shared with you"
          description="It may have been deleted, or its owner stopped sharing it."
          action={<Link to="/lists">Back to lists</Link>}
        />
      </Page>
    );
  const live = y?.ready && view?.name !== undefined;
  const doc = y?.doc;
  const by = { id: me?.id ?? '', name: me?.name ?? 'User' };
  const edit = (f: (doc: Y.Doc) => void) => doc && f(doc);
  const add = (typed: string) =>
    edit((d) => addListItem(d, newId(), itemFromTyped(typed, by, now(), { ...learned, ...view?.learned })));
  const readd = (key: string) => edit((d) => readdFromHistory(d, key, newId(), by, now()));
  const toggle = (item: ListItemView, checked: boolean) =>
    edit((d) => setItemChecked(d, item.id, checked ? { by: by.id, by_name: by.name, at: now() } : null));
  const move = (itemId: string, targetId: string) =>
    edit((d) => {
      const place = view && dropPlace(view, itemId, targetId);
      if (!place) return;
      d.transact(() => {
        moveListItem(d, itemId, place.order);
        const item = view.groups.flatMap((g) => g.items).find((i) => i.id === itemId);
        if (item && item.category !== place.category) updateListItem(d, itemId, { category: place.category });
      });
    });

  return (
    <Page
      testId="list-page"
      title={
        <>
          <Link to="/lists" className="lists-back" aria-label="All lists">
            ←
          </Link>{' '}
          {live ? view.name : 'List'}
        </>
      }
      subtitle={
        live && (
          <span className="lists-badges">
            <Badge tone="blue">{KIND_LABEL[view.kind!]}</Badge>
            <Badge tone="grey">{SHARING_LABEL[view.sharing as keyof typeof SHARING_LABEL]}</Badge>
          </span>
        )
      }
      actions={
        <div className="lists-status">
          <SaveStatus tracker={y?.saved} />
          <Presence peers={y?.peers ?? []} />
          {summary && (
            <Button variant="secondary" onClick={() => setSettings(true)}>
              Settings
            </Button>
          )}
        </div>
      }
    >
      {!live ? (
        <Card>
          <p className="lists-muted">Loading the list…</p>
        </Card>
      ) : (
        <div className="lists-detail">
          <Card>
            <AddItemBox history={view.history} onAdd={add} onReadd={readd} />
            {view.groups.length === 0 ? (
              <EmptyState
                icon="☰"
                title={view.ticked.length ? 'Everything is ticked' : 'Nothing on this list yet'}
                description="Type an item above: “2 kg flour”, “milk x3”."
              />
            ) : (
              <ListItems view={view} onMove={move} onToggle={toggle} onEdit={setEditing} />
            )}
          </Card>
          {view.ticked.length > 0 && (
            <Card
              title={`Ticked (${view.ticked.length})`}
              actions={
                <Button size="sm" variant="secondary" onClick={() => edit((d) => clearChecked(d, by, now()))}>
                  Clear ticked
                </Button>
              }
            >
              <ul className="lists-items" data-testid="ticked-items">
                {view.ticked.map((item) => (
                  <ItemRow key={item.id} item={item} onToggle={toggle} onEdit={setEditing} />
                ))}
              </ul>
            </Card>
          )}
          <HistoryCard history={view.history} onReadd={readd} />
        </div>
      )}
      <EditItemModal
        item={editing}
        categories={[...new Set([...Object.values(learned ?? {}), ...(view?.categories ?? [])])].sort()}
        onSave={(itemId, fields) => edit((d) => updateListItem(d, itemId, fields))}
        onRemove={(itemId) => edit((d) => removeListItem(d, itemId))}
        onClose={() => setEditing(undefined)}
      />
      {summary && settings && <ListSettingsModal list={summary} open onClose={() => setSettings(false)} />}
    </Page>
  );
}

/** Who else has the list open, and what they are doing ("Casey is shopping"). */
function Presence({ peers }: { peers: PresenceUser[] }) {
  if (peers.length === 0) return null;
  return (
    <ul className="lists-presence" aria-label="Also here" data-testid="presence">
      {peers.map((p) => (
        <li key={p.id} className="lists-presence-chip" style={{ borderColor: p.color }}>
          <span className="lists-presence-avatar" style={{ background: p.color }} aria-hidden="true">
            {p.name.slice(0, 1).toUpperCase()}
          </span>
          {p.name} is {typeof p.viewing === 'string' ? p.viewing : 'viewing'}
        </li>
      ))}
    </ul>
  );
}
