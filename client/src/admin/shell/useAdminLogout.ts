import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { AdminLogoutMutation } from './operations';

/** The channel the public client listens on to refresh its session in other tabs. */
const SESSION_CHANNEL = 'greenleaf-session';

/** Signs out: clears the session cookie, forgets every cached answer, and tells other tabs. */
export function useAdminLogout(): () => Promise<void> {
  const client = useApolloClient();
  const [logout] = useMutation(AdminLogoutMutation);
  return useCallback(async () => {
    try {
      await logout();
    } finally {
      await client.clearStore();
      if (typeof BroadcastChannel !== 'undefined') {
        const channel = new BroadcastChannel(SESSION_CHANNEL);
        channel.postMessage('changed');
        channel.close();
      }
    }
  }, [client, logout]);
}
