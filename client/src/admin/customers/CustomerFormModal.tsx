import { Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { SA_PHONE_MESSAGE, isSaPhone } from '@greenleaf/shared/sa-phone';
import { nameProblem } from '@greenleaf/shared/rules/name';
import { invalidEmailMessage, isEmail } from '@greenleaf/shared/rules/email';
import { describeFailure } from '../../lib/graphqlErrors';
import { newIdempotencyKey } from '../../lib/idempotencyKey';
import { FormModal } from '../FormModal';
import { useSaveCustomerMutation } from './useCustomerMutations';

interface CustomerDraft {
  id?: string;
  name: string;
  email: string;
  phone: string;
}

export const NEW_CUSTOMER: CustomerDraft = { name: '', email: '', phone: '' };

/** The first field the draft gets wrong (the shared field rules the gateway applies too), or null. */
function draftProblem(d: CustomerDraft): { field: string; message: string } | null {
  const name = nameProblem('Full Name', d.name);
  if (name) return { field: 'name', message: name };
  if (!d.email.trim()) return { field: 'email', message: 'Email is required' };
  if (!isEmail(d.email)) return { field: 'email', message: invalidEmailMessage() };
  if (d.phone.trim() && !isSaPhone(d.phone)) return { field: 'phone', message: SA_PHONE_MESSAGE };
  return null;
}

/**
 * New customer and Edit customer: name, e-mail and phone. A customer is always a client and gets no
 * password here: they set one through the sign-in link the office sends from their page.
 */
export function CustomerFormModal({
  draft,
  onClose,
  onSaved,
}: {
  draft: CustomerDraft;
  onClose: () => void;
  onSaved: (customer: { id: string; name: string }) => void;
}) {
  const [value, setValue] = useState<CustomerDraft>(draft);
  const [save, { loading }] = useSaveCustomerMutation();
  const [failure, setFailure] = useState<{ field: string | null; message: string } | null>(null);
  const fieldError = (field: string) => (failure?.field === field ? failure.message : undefined);
  // A new customer's key for the form as it stands: Save sent again after a lost answer makes one.
  const createKey = useRef<string | null>(null);
  const set = (patch: Partial<CustomerDraft>) => {
    createKey.current = null;
    setValue((v) => ({ ...v, ...patch }));
  };

  return (
    <FormModal
      title={draft.id ? `Edit ${draft.name}` : 'New customer'}
      onClose={onClose}
      noValidate
      failure={failure && !failure.field ? failure.message : null}
      submitLabel="Save customer"
      saving={loading}
      onSubmit={() => {
        const problem = draftProblem(value);
        if (problem) {
          setFailure(problem);
          return;
        }
        setFailure(null);
        void save({
          variables: {
            input: {
              ...(value.id
                ? { id: value.id }
                : { idempotencyKey: (createKey.current ??= newIdempotencyKey()) }),
              name: value.name,
              email: value.email,
              phone: value.phone,
            },
          },
        })
          .then((res) => {
            const saved = res.data?.adminSaveCustomer.customer;
            if (saved) onSaved({ id: saved.id, name: saved.name });
          })
          .catch((err: unknown) => {
            const f = describeFailure(err);
            setFailure({ field: f.field, message: f.message });
          });
      }}
    >
      <TextInput
        label="Full Name"
        required
        maxLength={200}
        value={value.name}
        error={fieldError('name')}
        onChange={(e) => set({ name: e.currentTarget.value })}
      />
      <TextInput
        label="Email"
        type="email"
        required
        maxLength={254}
        value={value.email}
        error={fieldError('email')}
        onChange={(e) => set({ email: e.currentTarget.value })}
      />
      <TextInput
        label="Phone"
        type="tel"
        placeholder="082 123 4567"
        maxLength={50}
        value={value.phone}
        error={fieldError('phone')}
        onChange={(e) => set({ phone: e.currentTarget.value })}
      />
      {!draft.id && (
        <Text size="sm" c="dimmed">
          The customer gets no password here: send them a sign-in link from their page to set one.
        </Text>
      )}
    </FormModal>
  );
}
