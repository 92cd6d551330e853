import { useMutation } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { AdminPackageServicesQuery, AdminSavePackageServicesMutation } from './operations';

/** Saves a package with its services; the editor's list is fetched again, then it says so. */
export function useSavePackageServicesMutation() {
  return useMutation(AdminSavePackageServicesMutation, {
    refetchQueries: [AdminPackageServicesQuery],
    awaitRefetchQueries: true,
    onCompleted: () => notifications.show({ color: 'green', message: 'The package’s services are saved.' }),
  });
}
