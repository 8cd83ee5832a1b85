import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { listsApi, type ListSummary } from '@hearth/shared';
import { useApi } from '../../api/resources';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Page } from '../../components/Page';
import { CreateListModal } from './CreateListModal';
import { KIND_ICON, KIND_LABEL, OPEN_LABEL, SHARING_LABEL } from './labels';
import './lists.css';

/** /lists: the shopping, packing and to-do lists this member may see, live for the whole family. */
export default function ListsPage() {
  const lists = useApi('lists', listsApi.list);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const create = <Button onClick={() => setCreating(true)}>New list</Button>;
  return (
    <Page
      testId="lists-page"
      title="Lists"
      subtitle="Shopping, packing and to-do lists everyone edits at once — even with no signal."
      actions={create}
    >
      {lists.loading && !lists.data ? (
        <p className="lists-muted">Loading lists…</p>
      ) : lists.error && !lists.data ? (
        <EmptyState
          icon="!"
          title="Lists could not be loaded"
          action={<Button onClick={() => void lists.reload()}>Try again</Button>}
        />
      ) : !lists.data?.length ? (
        <EmptyState
          icon="☰"
          title="No lists yet"
          description="Start a shopping list the whole family can add to."
          action={create}
        />
      ) : (
        <ul className="lists-grid" data-testid="lists">
          {lists.data.map((l) => (
            <ListCard key={l.id} list={l} />
          ))}
        </ul>
      )}
      <CreateListModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(l) => {
          setCreating(false);
          navigate(`/lists/${l.id}`);
        }}
      />
    </Page>
  );
}

function ListCard({ list }: { list: ListSummary }) {
  const open = list.item_count - list.checked_count;
  return (
    <li className="lists-card">
      <Link to={`/lists/${list.id}`} className="lists-card-link">
        <span className="lists-card-icon" aria-hidden="true">
          {KIND_ICON[list.kind]}
        </span>
        <span className="lists-card-main">
          <span className="lists-card-name">{list.name}</span>
          <span className="lists-muted">
            {list.item_count === 0
              ? 'Empty'
              : `${open} ${OPEN_LABEL[list.kind]}${list.checked_count ? ` · ${list.checked_count} ticked` : ''}`}
            {!list.is_owner && ` · by ${list.owner_name}`}
          </span>
          <span className="lists-card-badges">
            <Badge tone="blue">{KIND_LABEL[list.kind]}</Badge>
            <Badge tone={list.sharing === 'personal' ? 'grey' : 'green'}>{SHARING_LABEL[list.sharing]}</Badge>
          </span>
        </span>
      </Link>
    </li>
  );
}
