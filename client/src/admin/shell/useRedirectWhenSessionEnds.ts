import { ApolloLink } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sessionEndLink } from './sessionEnd';

/**
 * While the admin area is shown, an admin operation refused because the session has ended (it expired,
 * or the admin signed out in another tab) takes the admin to /login instead of showing the error in
 * place, with `state.from` the page they were on (as AdminGuard does on entry). Then every cached
 * answer is dropped and the active queries (the public header's session) are asked again.
 *
 * The app's Apollo Client is shared with the public site, so the admin area adds its link in front of
 * the client's own while it is mounted and puts the client's link back when it leaves. A layout effect,
 * so the link is in place before the pages' queries start.
 */
export function useRedirectWhenSessionEnds(): void {
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(`${location.pathname}${location.search}`);
  const navigateRef = useRef(navigate);
  useEffect(() => {
    here.current = `${location.pathname}${location.search}`;
    navigateRef.current = navigate;
  });

  useLayoutEffect(() => {
    const own = client.link;
    let redirected = false;
    const onSessionEnded = () => {
      if (redirected) return;
      redirected = true;
      void navigateRef.current('/login', { replace: true, state: { from: here.current } });
      setTimeout(() => {
        client.resetStore().catch(() => undefined);
      }, 0);
    };
    client.setLink(ApolloLink.from([sessionEndLink(onSessionEnded), own]));
    return () => client.setLink(own);
  }, [client]);
}
