import { useEffect } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useFragment as unmask } from '../../__generated__/fragment-masking';
import type { Session_UserFragment } from '../../__generated__/graphql';
import { SessionQuery, Session_user } from './sessionOperations';

export type SessionUser = Session_UserFragment;

const SESSION_CHANNEL = 'greenleaf-session';

export function broadcastSessionChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/** The signed-in user (from the session cookie via `me`), shared with other tabs. */
export function useSession() {
  const client = useApolloClient();
  // Not in a server render: it renders for an anonymous visitor, and the browser asks with its cookie.
  const { data, loading } = useQuery(SessionQuery, { fetchPolicy: 'cache-first', ssr: false });

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(SESSION_CHANNEL);
    channel.onmessage = () => {
      void client.refetchQueries({ include: [SessionQuery] });
    };
    return () => channel.close();
  }, [client]);

  return { user: unmask(Session_user, data?.me) ?? null, loading };
}
