import { OfficePageHeader } from '../OfficePageHeader';
import { LoadingStatus } from '../../lib/feedback/LoadingStatus';
import {
  Button,
  Checkbox,
  Grid,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useQuery } from '@apollo/client/react';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { AdminServiceFormRouteQueryQuery } from '../../__generated__/graphql';
import { notifications } from '@mantine/notifications';
import { ConfirmDeleteModal } from '../catalogue-editor/ConfirmDeleteModal';
import { removalNotice } from '../catalogue-editor/removalNotice';
import { INVALID_SUBMIT_MESSAGE } from '../catalogue-editor/FormActions';
import { useLeaveGuard } from '../forms/useLeaveGuard';
import { describeFailure } from '../../lib/graphqlErrors';
import { ErrorAlert, WarningAlert } from '../../lib/feedback/ErrorAlert';
import { useErrorFeedback } from '../../lib/feedback/useErrorFeedback';
import { ImageUpload } from '../upload/ImageUpload';
import { AdminSection } from '../AdminSection';
import { useAdminPageTitle } from '../usePageTitle';
import { AdminServiceFormRouteQuery } from './operations';
import {
  blankServiceDraft,
  RECORD_STATUS_CHOICES,
  serviceToDraft,
  toSaveInput,
  validateServiceDraft,
  type ServiceDraft,
} from './serviceDraft';
import { ServiceVariationsEditor } from './ServiceVariationsEditor';
import { useSaveServiceMutation, useDeleteServiceMutation } from './useServiceMutations';

/** /admin/services/{id} and /admin/services/add: the dedicated service form. */
export function ServiceFormPage() {
  const { id = 'add' } = useParams();
  const editing = id !== 'add';
  useAdminPageTitle(editing ? 'Edit Service' : 'Add New Service');
  const { data, loading, error, refetch } = useQuery(AdminServiceFormRouteQuery, {
    variables: { id: editing ? id : '0', editing },
    fetchPolicy: 'network-only',
  });

  if (loading && !data) {
    return <LoadingStatus text="Loading service details..." centred={{ p: 'xl' }} />;
  }
  if (error || !data) {
    return (
      <ErrorAlert title="Failed to load the service. Please try again.">
        <Text size="sm" mb="xs">
          {error ? describeFailure(error).message : ''}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
          Try Again
        </Button>
      </ErrorAlert>
    );
  }
  if (editing && !data.adminService) {
    return <WarningAlert title="Service not found">The requested service could not be loaded.</WarningAlert>;
  }
  return <ServiceForm key={id} id={editing ? id : null} data={data} />;
}

/** The service's own fields: category, name, price, duration, status, image and description. */
function BasicInformationSection({
  id,
  form,
  categories,
}: {
  id: string | null;
  form: UseFormReturnType<ServiceDraft>;
  categories: { value: string; label: string }[];
}) {
  return (
    <AdminSection id="basic-information" title="Basic Information">
      <Grid>
        {id && (
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Service ID" value={id} readOnly variant="filled" />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label="Category"
            required
            searchable
            data={categories}
            nothingFoundMessage="No categories"
            {...form.getInputProps('categoryId')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Service Name" required {...form.getInputProps('name')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NumberInput
            label="Base Price"
            min={0}
            step={0.01}
            decimalScale={2}
            clampBehavior="none"
            leftSection="R"
            {...form.getInputProps('basePrice')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NumberInput
            label="Duration (minutes)"
            description="One crew's working time; a day is 450 minutes (ten 45-minute slots)"
            min={1}
            max={14400}
            allowDecimal={false}
            {...form.getInputProps('durationMinutes')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label="Status"
            data={RECORD_STATUS_CHOICES}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Image URL" {...form.getInputProps('imageUrl')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <ImageUpload
            label="Service image"
            value={form.values.imageUrl || null}
            onChange={(url) => form.setFieldValue('imageUrl', url ?? '')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Checkbox
            label="This is a package service"
            {...form.getInputProps('isPackage', { type: 'checkbox' })}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Checkbox
            label="Quote only: customers request a quote instead of booking at a price"
            {...form.getInputProps('quoteOnly', { type: 'checkbox' })}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea label="Description" autosize minRows={3} {...form.getInputProps('description')} />
        </Grid.Col>
      </Grid>
    </AdminSection>
  );
}

/** The fields the gateway may name in a refusal of the service's save (`extensions.field`). */
const SERVICE_FIELDS = [
  'categoryId',
  'name',
  'basePrice',
  'durationMinutes',
  'status',
  'imageUrl',
  'description',
];

function ServiceForm({ id, data }: { id: string | null; data: AdminServiceFormRouteQueryQuery }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [saveService, saveState] = useSaveServiceMutation();
  const [deleteService, deleteState] = useDeleteServiceMutation();
  const [invalidSubmit, setInvalidSubmit] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const available = data.adminVariations;
  const form = useForm<ServiceDraft>({
    mode: 'controlled',
    initialValues: data.adminService ? serviceToDraft(data.adminService) : blankServiceDraft(),
    validate: (values) => validateServiceDraft(values, available),
    validateInputOnChange: true,
    validateInputOnBlur: true,
    onValuesChange: () => setInvalidSubmit(false),
  });
  const saving = saveState.loading;
  const feedback = useErrorFeedback({ fields: SERVICE_FIELDS, setFieldError: form.setFieldError });

  const guard = useLeaveGuard(form.isDirty(), 'this service');
  /** Back to where the admin came from, or the services list; with changes not saved, asks first. */
  const goBack = () => guard.leave(location.key !== 'default' ? -1 : '/admin/services');

  async function submit(values: ServiceDraft) {
    feedback.clear();
    try {
      await saveService({ variables: { input: toSaveInput(values, id) } });
      void navigate('/admin/services');
    } catch (error) {
      feedback.report(error, 'The service could not be saved.');
    }
  }

  async function remove() {
    if (!id) return;
    try {
      const { data: removed } = await deleteService({ variables: { input: { id } } });
      notifications.show({
        color: removed?.adminDeleteService.archived ? 'yellow' : 'green',
        message: removalNotice(removed?.adminDeleteService, 'The service was deleted.'),
      });
      void navigate('/admin/services');
    } catch (error) {
      setConfirmingDelete(false);
      feedback.report(error, 'The service could not be deleted.');
    }
  }

  const categories = data.adminSelectOptions.map((option) => ({ value: option.value, label: option.label }));

  return (
    <form
      noValidate
      aria-label={id ? 'Edit Service' : 'Add New Service'}
      onSubmit={form.onSubmit(
        (values) => void submit(values),
        () => setInvalidSubmit(true),
      )}
    >
      <Stack gap="lg">
        {guard.dialog}
        <OfficePageHeader
          title={id ? 'Edit Service' : 'Add New Service'}
          subtitle={id ? 'Update service details and variations' : 'Create a new service with variations'}
          actions={
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={goBack}>
              Back
            </Button>
          }
        />

        <BasicInformationSection id={id} form={form} categories={categories} />

        <AdminSection id="service-variations" title="Service Variations">
          <ServiceVariationsEditor
            available={available}
            chosen={form.values.variations}
            onChange={(variations) => form.setFieldValue('variations', variations)}
            errors={Object.fromEntries(
              Object.entries(form.errors).map(([key, value]) => [
                key,
                typeof value === 'string' ? value : '',
              ]),
            )}
          />
        </AdminSection>

        {invalidSubmit && <ErrorAlert>{INVALID_SUBMIT_MESSAGE}</ErrorAlert>}
        {feedback.message && <ErrorAlert>{feedback.message}</ErrorAlert>}
        <Group justify="space-between">
          <div>
            {id && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} />}
                onClick={() => setConfirmingDelete(true)}
              >
                Delete Service
              </Button>
            )}
          </div>
          <Group>
            <Button variant="default" onClick={goBack} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : id ? 'Update Service' : 'Create Service'}
            </Button>
          </Group>
        </Group>
      </Stack>
      <ConfirmDeleteModal
        name={confirmingDelete ? form.values.name || 'this service' : null}
        busy={deleteState.loading}
        archivable
        onConfirm={() => void remove()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </form>
  );
}
