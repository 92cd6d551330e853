import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import {
  AdminEraseCustomerMutation,
  EraseMyAccountMutation,
  MyConsentsQuery,
  MyDataExportQuery,
  SetMarketingConsentMutation,
} from './operations';
import { SessionQuery } from '../account/sessionOperations';

/** Gives or withdraws consent to marketing e-mails; the consents list is refreshed from the answer. */
export function useMarketingConsentMutation() {
  const [mutate, state] = useMutation(SetMarketingConsentMutation, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: MyConsentsQuery, data: { myConsents: data.setMarketingConsent } });
    },
  });
  const setConsent = useCallback((given: boolean) => mutate({ variables: { given } }), [mutate]);
  return { setConsent, loading: state.loading };
}

/** Downloads everything we hold about the signed-in customer as a JSON file. */
export function useDownloadMyData() {
  const client = useApolloClient();
  return useCallback(async () => {
    const { data } = await client.query({ query: MyDataExportQuery, fetchPolicy: 'network-only' });
    const blob = new Blob([JSON.stringify(data?.myDataExport ?? {}, null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'greenleaf-my-data.json';
    link.click();
    URL.revokeObjectURL(url);
  }, [client]);
}

/** Erases the signed-in customer's account; the site then knows nobody is signed in. */
export function useEraseMyAccountMutation() {
  const [mutate, state] = useMutation(EraseMyAccountMutation);
  const client = useApolloClient();
  const erase = useCallback(async () => {
    await mutate();
    await client.clearStore();
    client.writeQuery({ query: SessionQuery, data: { me: null } });
  }, [mutate, client]);
  return { erase, loading: state.loading };
}

/** The office's erasure of a customer (the customer's page). */
export function useAdminEraseCustomerMutation() {
  const [mutate, state] = useMutation(AdminEraseCustomerMutation);
  const erase = useCallback((id: string) => mutate({ variables: { id } }), [mutate]);
  return { erase, loading: state.loading };
}
