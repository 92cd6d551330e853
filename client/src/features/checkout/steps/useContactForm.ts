import { useQuery } from '@apollo/client/react';
import { useEffect, useState, type ChangeEvent } from 'react';
import { keepContactDraft, readContactDraft, type ContactDraft } from '../contactDraft';
import { CheckoutAddressQuery } from '../operations';
import type { ContactErrors } from './contactErrors';
import { areaLabel, areaOf } from './SuburbField';

const EMPTY_DRAFT: ContactDraft = {
  name: '',
  email: '',
  password: '',
  phone: '',
  street: '',
  suburb: '',
  propertyNotes: '',
};

/**
 * The contact step's fields: kept as a draft while typed (a customer whose time was taken while
 * saving comes back to it all), the visit's address prefilled from the customer's last booking with
 * one until they type their own, each field's error cleared when it is corrected; and the served areas.
 */
export function useContactForm() {
  // What was typed before (a customer whose time was taken while saving comes back to it all).
  const [form, setForm] = useState<ContactDraft>(() => readContactDraft() ?? EMPTY_DRAFT);
  const [fieldErrors, setFieldErrors] = useState<ContactErrors>({});
  const [suburbLeft, setSuburbLeft] = useState(false);
  const [addressTouched, setAddressTouched] = useState(() => readContactDraft() !== null);
  const { data: places } = useQuery(CheckoutAddressQuery, { fetchPolicy: 'network-only' });
  const areas = places?.serviceAreas;

  useEffect(() => {
    keepContactDraft(form);
  }, [form]);

  // Prefilled from the customer's last booking with an address, until they type their own.
  const last = places?.me?.bookings.find((b) => b.address);
  useEffect(() => {
    if (addressTouched || !last?.address) return;
    const area = areaOf(areas, last.address.suburb);
    setForm((current) => ({
      ...current,
      street: last.address!.street,
      suburb: area ? areaLabel(area) : last.address!.suburb,
      propertyNotes: last.propertyNotes ?? '',
    }));
  }, [last, areas, addressTouched]);

  const change = (key: keyof ContactDraft, value: string) => {
    if (key === 'street' || key === 'suburb' || key === 'propertyNotes') setAddressTouched(true);
    if (key === 'suburb') setSuburbLeft(false);
    setForm((current) => ({ ...current, [key]: value }));
    // A corrected field loses its error; the others keep theirs until the next try.
    setFieldErrors((current) => (key in current ? { ...current, [key]: undefined } : current));
  };
  const set = (key: keyof ContactDraft) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    change(key, event.currentTarget.value);

  return {
    form,
    areas,
    change,
    set,
    fieldErrors,
    setFieldErrors,
    suburbLeft,
    leaveSuburb: () => setSuburbLeft(true),
  };
}
