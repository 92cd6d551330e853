import { ErrorAlert } from '../../lib/feedback/ErrorAlert';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Collapse,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import { removalNotice, type Removal } from './removalNotice';
import { refusalText } from '../../lib/graphqlErrors';
import { SaveStageError } from './SaveStageError';
import { useTimedBanners } from './useTimedBanners';

/** The words of one management screen (docs/product.md). */
export interface ManagerTexts {
  title: string;
  subtitle: string;
  /** 'Modifier' or 'Variation'. */
  noun: string;
  /** Counter label: 'Modifiers' or 'Variations'. */
  plural: string;
  loading: string;
  loadFailed: string;
  emptyTitle: string;
  emptyText: string;
  created: string;
  updated: string;
  deleted: string;
  saveFailed: string;
  saveOptionsFailed: string;
  deleteFailed: string;
}

export interface ManagedItem {
  id: string;
  name: string;
  description?: string | null;
  optionCount: number;
}

interface DraftFormArgs<Item, Draft> {
  item: Item | null;
  submitLabel: string;
  saving: boolean;
  onSubmit: (draft: Draft) => void;
  onCancel: () => void;
}

interface ItemManagerProps<Item extends ManagedItem, Draft> {
  texts: ManagerTexts;
  items: readonly Item[];
  loading: boolean;
  loadFailed: boolean;
  onRetry: () => void;
  renderForm: (args: DraftFormArgs<Item, Draft>) => ReactNode;
  /** Saves a new item (`item` null) or an existing one; throws SaveStageError to say which stage failed. */
  onSave: (draft: Draft, item: Item | null) => Promise<void>;
  /** Deletes the item; a record still in use is archived instead (the banner gives the reason). */
  onDelete: (item: Item) => Promise<Removal | void>;
}

function optionCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'option' : 'options'}`;
}

function ItemCounters({
  plural,
  itemCount,
  optionCount,
}: {
  plural: string;
  itemCount: number;
  optionCount: number;
}) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      <Paper withBorder p="md" radius="md">
        <Text size="sm" c="dimmed">
          {plural}
        </Text>
        <Text fz="xl" fw={700} data-testid="item-count">
          {itemCount}
        </Text>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Text size="sm" c="dimmed">
          Options
        </Text>
        <Text fz="xl" fw={700} data-testid="option-count">
          {optionCount}
        </Text>
      </Paper>
    </SimpleGrid>
  );
}

/** One item's card: its name and option count, a delete button, and (open) its form. */
function ItemCard({
  item,
  expanded,
  onToggle,
  onDelete,
  children,
}: {
  item: ManagedItem;
  expanded: boolean;
  onToggle: () => void;
  onDelete: () => void;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" wrap="nowrap">
        <UnstyledButton onClick={onToggle} aria-expanded={expanded} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="sm" wrap="nowrap">
            {expanded ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{item.name}</Text>
              {item.description && (
                <Text size="sm" c="dimmed" lineClamp={1}>
                  {item.description}
                </Text>
              )}
            </div>
          </Group>
        </UnstyledButton>
        <Group gap="xs" wrap="nowrap">
          <Badge variant="light">{optionCountLabel(item.optionCount)}</Badge>
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${item.name}`} onClick={onDelete}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
      <Collapse expanded={expanded}>
        {expanded && <div style={{ paddingTop: 'var(--mantine-spacing-md)' }}>{children}</div>}
      </Collapse>
    </Card>
  );
}

/** The screen's state: which card is open, the new form, saving and the delete in question. */
function useItemManager<Item extends ManagedItem, Draft>(
  texts: ManagerTexts,
  onSave: ItemManagerProps<Item, Draft>['onSave'],
  onDelete: ItemManagerProps<Item, Draft>['onDelete'],
) {
  const banners = useTimedBanners();
  const [creating, setCreating] = useState(false);
  const [newFormKey, setNewFormKey] = useState(0);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<Item | null>(null);
  const [deleting, setDeleting] = useState(false);

  function toggle(id: string) {
    banners.clear();
    setExpandedId((current) => (current === id ? null : id));
  }

  function openNewForm() {
    banners.clear();
    setNewFormKey((key) => key + 1);
    setCreating(true);
  }

  function cancelNewForm() {
    setCreating(false);
    setNewFormKey((key) => key + 1);
  }

  async function save(draft: Draft, item: Item | null) {
    setSaving(true);
    try {
      await onSave(draft, item);
      if (item) setExpandedId(null);
      else cancelNewForm();
      banners.showSuccess(item ? texts.updated : texts.created);
    } catch (error) {
      // The gateway's refusal in its words; the stage's "Please try again" only when it never answered.
      banners.showError(
        refusalText(
          error instanceof SaveStageError ? error.cause : error,
          error instanceof SaveStageError && error.stage === 'options'
            ? texts.saveOptionsFailed
            : texts.saveFailed,
        ),
      );
    } finally {
      setSaving(false);
    }
  }

  async function confirmDelete() {
    if (!pendingDelete) return;
    const item = pendingDelete;
    setDeleting(true);
    try {
      const removal = await onDelete(item);
      if (expandedId === item.id) setExpandedId(null);
      banners.showSuccess(removalNotice(removal || null, texts.deleted));
    } catch (error) {
      banners.showError(refusalText(error, texts.deleteFailed));
    } finally {
      setDeleting(false);
      setPendingDelete(null);
    }
  }

  return {
    banners,
    creating,
    newFormKey,
    expandedId,
    saving,
    pendingDelete,
    setPendingDelete,
    deleting,
    actions: { toggle, openNewForm, cancelNewForm, save, confirmDelete },
  };
}

/**
 * The pattern both management screens share: counters, Add New with an inline form, expandable cards of
 * which one at a time is open, confirmation before delete, and banners that clear themselves.
 */
export function ItemManager<Item extends ManagedItem, Draft>({
  texts,
  items,
  loading,
  loadFailed,
  onRetry,
  renderForm,
  onSave,
  onDelete,
}: ItemManagerProps<Item, Draft>) {
  const state = useItemManager(texts, onSave, onDelete);
  const { toggle, openNewForm, cancelNewForm, save, confirmDelete } = state.actions;
  const optionTotal = items.reduce((sum, item) => sum + item.optionCount, 0);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2}>{texts.title}</Title>
          <Text c="dimmed">{texts.subtitle}</Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={openNewForm} disabled={state.creating}>
          {`Add New ${texts.noun}`}
        </Button>
      </Group>

      <ItemCounters plural={texts.plural} itemCount={items.length} optionCount={optionTotal} />

      {state.banners.success && (
        <Alert color="green" role="status" withCloseButton onClose={state.banners.clear}>
          {state.banners.success}
        </Alert>
      )}
      {state.banners.error && (
        <ErrorAlert withCloseButton onClose={state.banners.clear}>
          {state.banners.error}
        </ErrorAlert>
      )}

      {state.creating && (
        <Card withBorder radius="md" padding="lg">
          <Title order={3} size="h4" mb="sm">{`New ${texts.noun}`}</Title>
          <div key={state.newFormKey}>
            {renderForm({
              item: null,
              submitLabel: `Create ${texts.noun}`,
              saving: state.saving,
              onSubmit: (draft) => void save(draft, null),
              onCancel: cancelNewForm,
            })}
          </div>
        </Card>
      )}

      {loading ? (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{texts.loading}</Text>
        </Group>
      ) : loadFailed ? (
        <ErrorAlert title={texts.loadFailed}>
          <Button variant="light" color="red" size="xs" onClick={onRetry}>
            Try Again
          </Button>
        </ErrorAlert>
      ) : items.length === 0 ? (
        !state.creating && (
          <Paper withBorder p="xl" radius="md" ta="center">
            <Title order={3}>{texts.emptyTitle}</Title>
            <Text c="dimmed" my="sm">
              {texts.emptyText}
            </Text>
            <Button leftSection={<IconPlus size={16} />} onClick={openNewForm}>
              {`Add First ${texts.noun}`}
            </Button>
          </Paper>
        )
      ) : (
        <Stack gap="sm">
          {items.map((item) => (
            <ItemCard
              key={item.id}
              item={item}
              expanded={state.expandedId === item.id}
              onToggle={() => toggle(item.id)}
              onDelete={() => state.setPendingDelete(item)}
            >
              {renderForm({
                item,
                submitLabel: 'Save Changes',
                saving: state.saving,
                onSubmit: (draft) => void save(draft, item),
                onCancel: () => toggle(item.id),
              })}
            </ItemCard>
          ))}
        </Stack>
      )}

      <ConfirmDeleteModal
        name={state.pendingDelete?.name ?? null}
        archivable
        busy={state.deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => state.setPendingDelete(null)}
      />
    </Stack>
  );
}
