import { useState } from 'react';
import { authApi } from '@hearth/shared';
import { api } from '../api/client';
import { useSession } from '../state/session';
import { markLeaving } from './leaving';

/** The signed-in user (initial or avatar, name, Verified/Member) and Logout. */
export function SidebarFooter() {
  const user = useSession((s) => s.user);
  const signedOut = useSession((s) => s.signedOut);
  const [leaving, setLeaving] = useState(false);
  const name = user?.username || user?.name || 'User';

  const logout = async () => {
    setLeaving(true);
    // Marked first: the page's own requests answered 401 meanwhile must not send us to /login.
    markLeaving();
    try {
      await api(authApi.logout, {});
    } catch (err) {
      // The local sign-out still happens: the session expires on the server by itself.
      console.error('logout failed', err);
    }
    signedOut();
  };

  return (
    <div className="sidebar-footer">
      {user?.avatar_url ? (
        <img className="user-avatar" src={user.avatar_url} alt="" />
      ) : (
        <span className="user-avatar user-initial" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      <div className="user-meta">
        <span className="user-name" data-testid="sidebar-user-name">
          {name}
        </span>
        <span className={`user-status${user?.verified ? ' verified' : ''}`}>
          {user?.verified ? 'Verified' : 'Member'}
        </span>
      </div>
      <button type="button" className="logout-button" onClick={logout} disabled={leaving}>
        Logout
      </button>
    </div>
  );
}
