import { useMutation } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { AdminPackageServicesQuery, AdminSavePackageServicesMutation } from './operations';
import { refetchAfter } from '../../lib/refetchAfter';

/** Saves a package with its services; the editor's list is fetched again, then it says so. */
export function useSavePackageServicesMutation() {
  return useMutation(AdminSavePackageServicesMutation, {
    ...refetchAfter([AdminPackageServicesQuery]),
    onCompleted: () => notifications.show({ color: 'green', message: 'The package’s services are saved.' }),
  });
}
