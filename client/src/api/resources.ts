import { startTransition, useEffect, useState } from 'react';
import { sameJson, type AnswerOf, type Endpoint, type Resource } from '@hearth/shared';
import { api, type CallInput } from './client';

interface Entry {
  resource: Resource;
  data: unknown;
  error: unknown;
  loading: boolean;
  /** Bumped at every change, so React re-renders. */
  version: number;
  load: () => Promise<void>;
  listeners: Set<() => void>;
}

// One cache of loaded answers, keyed by endpoint and input; `invalidate(resource)` reloads every entry
// of that resource. The realtime module calls it when the server announces a change.
const entries = new Map<string, Entry>();

function notify(e: Entry) {
  e.version++;
  for (const l of e.listeners) l();
}

function entryFor(key: string, resource: Resource, loader: () => Promise<unknown>): Entry {
  let e = entries.get(key);
  if (!e) {
    const entry: Entry = {
      resource,
      data: undefined,
      error: undefined,
      loading: true,
      version: 0,
      listeners: new Set(),
      // Only a first load shows as loading; a reload keeps what is shown, and one that answers the
      // same (realtime reloads everything on each connection) notifies nobody, so nothing re-renders.
      load: async () => {
        const first = entry.data === undefined;
        let changed = first !== entry.loading;
        entry.loading = first;
        if (changed) notify(entry);
        changed = first;
        try {
          const data = await loader();
          if (!sameJson(entry.data, data)) {
            entry.data = data;
            changed = true;
          }
          if (entry.error !== undefined) changed = true;
          entry.error = undefined;
        } catch (err) {
          entry.error = err;
          changed = true;
          console.error(`loading ${key} failed`, err);
        } finally {
          entry.loading = false;
          if (changed) notify(entry);
        }
      },
    };
    entries.set(key, entry);
    e = entry;
    void entry.load();
  }
  return e;
}

/** Reloads every cached answer of these resources (after a write, or a change announced live). */
export function invalidate(...resources: Resource[]): Promise<void[]> {
  return Promise.all(
    [...entries.values()].filter((e) => resources.includes(e.resource)).map((e) => e.load()),
  );
}

export function invalidateAll(): void {
  for (const e of entries.values()) void e.load();
}

export function clearCache(): void {
  entries.clear();
}

export interface Loaded<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  reload: () => Promise<void>;
}

/** Loads an endpoint's answer and keeps it fresh: reloaded whenever `resource` changes. */
export function useApi<E extends Endpoint>(
  resource: Resource,
  e: E,
  input?: CallInput<E>,
  enabled = true,
): Loaded<AnswerOf<E>> {
  const key = `${e.method} ${e.path} ${JSON.stringify(input ?? {})}`;
  const entry = enabled
    ? entryFor(key, resource, () => (api as (e: Endpoint, i?: unknown) => Promise<unknown>)(e, input))
    : undefined;
  // A change re-renders as a transition (not through useSyncExternalStore, whose renders are synchronous):
  // React renders a page of rows that just arrived in slices, so the main thread never blocks on it for long.
  const [, setSeen] = useState(entry?.version);
  useEffect(() => {
    if (!entry) return;
    const onChange = () => startTransition(() => setSeen(entry.version));
    entry.listeners.add(onChange);
    onChange(); // what changed between the render and this subscription
    return () => void entry.listeners.delete(onChange);
  }, [entry]);
  return {
    data: entry?.data as AnswerOf<E> | undefined,
    loading: entry?.loading ?? false,
    error: entry?.error,
    reload: entry?.load ?? (async () => {}),
  };
}

/** Calls a state-changing endpoint and reloads the resources it touches. */
export async function mutate<E extends Endpoint>(
  e: E,
  input: CallInput<E>,
  touches: Resource[],
): Promise<AnswerOf<E>> {
  const answer = await (api as (e: Endpoint, i?: unknown) => Promise<AnswerOf<E>>)(e, input);
  await invalidate(...touches);
  return answer;
}
