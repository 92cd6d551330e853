import { Checkbox, Select, TextInput } from '@mantine/core';
import type { ComboboxItem, OptionsFilter } from '@mantine/core';
import { useState } from 'react';
import { FormModal } from '../FormModal';
import { UNASSIGNED } from './layout';
import type { ScheduleBooking } from './ScheduleBookingCard';

/** Where a booking is moved to. */
export interface MoveTarget {
  date: string;
  timeSlot: string;
  crewId: string | null;
  /** E-mail the customer the new time. */
  notify: boolean;
}

/** A typed time picks the slot that starts with it ("13" or "13:00" is 13:00 - 13:45, never 12:15 - 13:00). */
const startsWithTyped: OptionsFilter = ({ options, search }) => {
  const typed = search.trim().replace(/^(\d):/, '0$1:');
  if (!typed) return options;
  return (options as ComboboxItem[]).filter((o) => o.label.startsWith(typed));
};

/** The Move dialog: the date, time slot, crew and whether the customer is e-mailed; says why a move was refused. */
export function ScheduleMoveModal({
  booking,
  initial,
  slots,
  crews,
  onClose,
  onMove,
}: {
  booking: ScheduleBooking;
  /** Where a drop asks to move it (the dialog then confirms it). */
  initial?: Omit<MoveTarget, 'notify'> | undefined;
  slots: readonly string[];
  crews: readonly { id: string; name: string }[];
  onClose: () => void;
  onMove: (target: MoveTarget) => Promise<string | null>;
}) {
  const [date, setDate] = useState(initial?.date ?? booking.bookingDate);
  const [timeSlot, setTimeSlot] = useState<string | null>(initial?.timeSlot ?? booking.bookingTime);
  const [crewId, setCrewId] = useState<string>(
    initial ? (initial.crewId ?? UNASSIGNED) : (booking.crew?.id ?? UNASSIGNED),
  );
  const [notify, setNotify] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  return (
    <FormModal
      title={`Move ${booking.customer?.name ?? 'booking'}`}
      onClose={onClose}
      failure={failure}
      submitLabel="Move booking"
      saving={saving}
      onSubmit={() => {
        if (!timeSlot) return;
        setSaving(true);
        void onMove({ date, timeSlot, crewId: crewId === UNASSIGNED ? null : crewId, notify }).then((f) => {
          setSaving(false);
          setFailure(f);
        });
      }}
    >
      <TextInput
        type="date"
        label="Date"
        required
        value={date}
        onChange={(e) => setDate(e.currentTarget.value)}
      />
      <Select
        label="Time slot"
        required
        data={[...slots]}
        value={timeSlot}
        onChange={setTimeSlot}
        allowDeselect={false}
        searchable
        filter={startsWithTyped}
        selectFirstOptionOnChange
      />
      <Select
        label="Crew"
        data={[
          { value: UNASSIGNED, label: 'Unassigned' },
          ...crews.map((c) => ({ value: c.id, label: c.name })),
        ]}
        value={crewId}
        onChange={(v) => setCrewId(v ?? UNASSIGNED)}
        allowDeselect={false}
        searchable
        selectFirstOptionOnChange
      />
      <Checkbox
        label="E-mail the customer"
        description="Tells them the new date and time (nothing is sent when only the crew changes)."
        checked={notify}
        onChange={(e) => setNotify(e.currentTarget.checked)}
      />
    </FormModal>
  );
}
