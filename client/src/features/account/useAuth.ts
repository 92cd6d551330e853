import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { LoginMutation, RegisterMutation, LogoutMutation, SignOutEverywhereMutation } from './operations';
import { makeFragmentData, useFragment as unmask } from '../../__generated__/fragment-masking';
import { SessionQuery, Session_user } from './sessionOperations';
import { broadcastSessionChange, type SessionUser } from './useSession';

function useStoreUser() {
  const client = useApolloClient();
  return useCallback(
    (user: SessionUser | null) => {
      client.writeQuery({ query: SessionQuery, data: { me: user && makeFragmentData(user, Session_user) } });
      broadcastSessionChange();
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
      const user = unmask(Session_user, data?.login.user);
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
  const client = useApolloClient();
  const register = useCallback(
    /** The new account, signed in; null when the e-mail already had one (answered alike, no session: docs/product.md). */
    async (input: { name: string; email: string; password: string }): Promise<SessionUser | null> => {
      const { data } = await mutate({ variables: { input } });
      const user = unmask(Session_user, data?.register.user);
      if (!user?.role) throw new Error('No role in the response');
      const { data: session } = await client.query({ query: SessionQuery, fetchPolicy: 'network-only' });
      const me = unmask(Session_user, session?.me) ?? null;
      storeUser(me);
      return me;
    },
    [mutate, storeUser, client],
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
    broadcastSessionChange();
  }, [mutate, client]);
}

/** Signs the account out on every device and ends the manage links e-mailed so far; this page is signed out too. */
export function useSignOutEverywhere() {
  const [mutate, state] = useMutation(SignOutEverywhereMutation);
  const client = useApolloClient();
  const signOutEverywhere = useCallback(async () => {
    await mutate();
    await client.clearStore();
    client.writeQuery({ query: SessionQuery, data: { me: null } });
    broadcastSessionChange();
  }, [mutate, client]);
  return { signOutEverywhere, loading: state.loading };
}
