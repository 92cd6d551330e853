import { OfficePageHeader } from '../OfficePageHeader';
import { LoadingStatus } from '../../lib/feedback/LoadingStatus';
import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import { invalidEmailMessage, isEmail } from '@greenleaf/shared/rules/email';
import { nameProblem, requiredMessage } from '@greenleaf/shared/rules/name';
import { isLongEnoughPassword, passwordTooShortMessage } from '@greenleaf/shared/rules/password';
import {
  Alert,
  Button,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useLeaveGuard } from '../forms/useLeaveGuard';
import { useForm } from '@mantine/form';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { useFragment, type FragmentType } from '../../__generated__/fragment-masking';
import { describeFailure } from '../../lib/graphqlErrors';
import { useAdminPageTitle } from '../usePageTitle';
import { AdminProfileRouteQuery } from './operations';
import { useSaveProfileMutation } from './useSaveProfile';

/** What the profile form shows and sends back (a save answers it too, so the cache keeps up). */
const ProfileForm_viewer = graphql(`
  fragment ProfileForm_viewer on User {
    id
    name
    email
    phone
    address
    role
    status
  }
`);

interface ProfileValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  password: string;
}

/** /admin/profile: the signed-in admin's own details. */
export function AdminProfilePage() {
  useAdminPageTitle('Profile');
  const { data, loading, error } = useQuery(AdminProfileRouteQuery, { fetchPolicy: 'network-only' });
  if (loading && !data) {
    return <LoadingStatus text="Loading profile..." centred={{ p: 'xl' }} />;
  }
  if (error || !data?.me) {
    return <ErrorAlert>Failed to load your profile. Please try again.</ErrorAlert>;
  }
  return <ProfileForm viewer={data.me} />;
}

function ProfileForm(props: { viewer: FragmentType<typeof ProfileForm_viewer> }) {
  const viewer = useFragment(ProfileForm_viewer, props.viewer);
  const [save, saveState] = useSaveProfileMutation();
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: {
      name: viewer.name,
      email: viewer.email,
      phone: viewer.phone ?? '',
      address: viewer.address ?? '',
      password: '',
    },
    validate: {
      name: (value) => nameProblem('Full Name', value),
      email: (value) =>
        value.trim() === '' ? requiredMessage('Email') : isEmail(value) ? null : invalidEmailMessage(),
      password: (value) => (value !== '' && !isLongEnoughPassword(value) ? passwordTooShortMessage() : null),
    },
    validateInputOnBlur: true,
  });

  const guard = useLeaveGuard(form.isDirty(), 'your profile');

  async function submit(values: ProfileValues) {
    setMessage(null);
    try {
      await save({
        variables: {
          input: {
            id: viewer.id,
            name: values.name.trim(),
            email: values.email.trim(),
            phone: values.phone.trim() || null,
            address: values.address.trim() || null,
            role: viewer.role,
            status: viewer.status,
            ...(values.password ? { password: values.password } : {}),
          },
        },
      });
      // Saved: what the form holds is what is stored now (the leave question stops asking).
      form.setInitialValues({ ...values, password: '' });
      form.setValues({ ...values, password: '' });
      setMessage({ kind: 'success', text: 'Profile updated successfully!' });
    } catch (failure) {
      setMessage({
        kind: 'error',
        text: `Failed to update your profile. ${describeFailure(failure).message}`,
      });
    }
  }

  return (
    <Stack gap="lg" maw={720}>
      {guard.dialog}
      <OfficePageHeader title="Profile" subtitle="Your administrator account" />
      <Paper withBorder p="lg" radius="md">
        <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Full Name" required {...form.getInputProps('name')} />
            <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
            <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
            <TextInput label="Role" value="Admin" readOnly variant="filled" />
          </SimpleGrid>
          <Textarea label="Address" autosize minRows={2} mt="sm" {...form.getInputProps('address')} />
          <PasswordInput
            label="New Password"
            description="Leave empty to keep the current password"
            autoComplete="new-password"
            mt="sm"
            {...form.getInputProps('password')}
          />
          {message && (
            <Alert
              mt="md"
              color={message.kind === 'success' ? 'green' : 'red'}
              role={message.kind === 'success' ? 'status' : 'alert'}
            >
              {message.text}
            </Alert>
          )}
          <Group justify="flex-end" mt="md">
            <Button type="submit" loading={saveState.loading}>
              Save
            </Button>
          </Group>
        </form>
      </Paper>
    </Stack>
  );
}
