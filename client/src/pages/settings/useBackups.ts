import { useCallback, useEffect, useState } from 'react';
import { adminApi, type BackupOverview } from '@hearth/shared';
import { api, ApiError } from '../../api/client';

export type BackupsState =
  | { status: 'loading' }
  | { status: 'ready'; overview: BackupOverview }
  /** Not the server's administrator (the server answers 404): nothing to show. */
  | { status: 'hidden' }
  | { status: 'error'; message: string };

/** The server's backups, for its administrator; `reload` after taking one. */
export function useBackups(): { state: BackupsState; reload: () => Promise<void> } {
  const [state, setState] = useState<BackupsState>({ status: 'loading' });
  const reload = useCallback(async () => {
    try {
      setState({ status: 'ready', overview: await api(adminApi.listBackups, {}) });
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) setState({ status: 'hidden' });
      else setState({ status: 'error', message: 'Could not load the backups. Please try again.' });
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { state, reload };
}

export const formatBytes = (n: number): string =>
  n < 1024 ? `${n} B` : n < 1024 ** 2 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 ** 2).toFixed(1)} MB`;
