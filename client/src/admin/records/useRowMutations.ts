import { useMutation } from '@apollo/client/react';
import { useKeyedCreate } from '../../lib/idempotencyKey';
import { notifications } from '@mantine/notifications';
import { AdminCreateRowMutation, AdminDeleteRowMutation, AdminUpdateRowMutation } from './operations';

const savedNotice = (title: string) => () =>
  notifications.show({ color: 'green', message: `${title}: saved.` });

/** Adds a record to a generic table, saying so (`title`: the table's, e.g. 'Categories'). */
export function useCreateRowMutation(title: string) {
  return useKeyedCreate(useMutation(AdminCreateRowMutation, { onCompleted: savedNotice(title) }));
}

/** Saves a record of a generic table, saying so. */
export function useUpdateRowMutation(title: string) {
  return useMutation(AdminUpdateRowMutation, { onCompleted: savedNotice(title) });
}

/** Deletes a record of a generic table (the page goes back to the list). */
export function useDeleteRowMutation() {
  return useMutation(AdminDeleteRowMutation);
}
