import { useCallback, useEffect } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { SessionQuery, LoginMutation, RegisterMutation, LogoutMutation } from './operations';
import type { SessionQueryQuery } from '../../__generated__/graphql';

export type SessionUser = NonNullable<SessionQueryQuery['me']>;

const CHANNEL = 'greenleaf-session';

function broadcast(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/** The signed-in user (from the session cookie via `me`), shared with other tabs. */
export function useSession() {
  const client = useApolloClient();
  const { data, loading } = useQuery(SessionQuery, { fetchPolicy: 'cache-first' });

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => {
      void client.refetchQueries({ include: [SessionQuery] });
    };
    return () => channel.close();
  }, [client]);

  return { user: data?.me ?? null, loading };
}

function useStoreUser() {
  const client = useApolloClient();
  return useCallback(
    (user: SessionUser | null) => {
      client.writeQuery({ query: SessionQuery, data: { me: user } });
      broadcast();
    },
    [client],
  );
}

export function useLogin() {
  const [mutate, state] = useMutation(LoginMutation);
  const storeUser = useStoreUser();
  const login = useCallback(
    async (email: string, password: string): Promise<SessionUser> => {
      const { data } = await mutate({ variables: { input: { email, password } } });
      const user = data?.login.user;
      if (!user?.role) throw new Error('No role in the response');
      storeUser(user);
      return user;
    },
    [mutate, storeUser],
  );
  return { login, loading: state.loading };
}

export function useRegister() {
  const [mutate, state] = useMutation(RegisterMutation);
  const storeUser = useStoreUser();
  const register = useCallback(
    async (input: { name: string; email: string; password: string }): Promise<SessionUser> => {
      const { data } = await mutate({ variables: { input } });
      const user = data?.register.user;
      if (!user?.role) throw new Error('No role in the response');
      storeUser(user);
      return user;
    },
    [mutate, storeUser],
  );
  return { register, loading: state.loading };
}

export function useLogout() {
  const [mutate] = useMutation(LogoutMutation);
  const client = useApolloClient();
  return useCallback(async () => {
    await mutate();
    await client.clearStore();
    client.writeQuery({ query: SessionQuery, data: { me: null } });
    broadcast();
  }, [mutate, client]);
}

export function useStoreSessionUser() {
  return useStoreUser();
}
