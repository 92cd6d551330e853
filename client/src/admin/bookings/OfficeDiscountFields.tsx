import { Group, NumberInput, TextInput } from '@mantine/core';

/** The office's own discount: a percent up to the gateway's maximum, and why (required with one). */
export function OfficeDiscountFields({
  max,
  percent,
  onPercent,
  reason,
  onReason,
  error,
}: {
  max: number;
  percent: string | number;
  onPercent: (percent: string | number) => void;
  reason: string;
  onReason: (reason: string) => void;
  error: (field: string) => string | undefined;
}) {
  return (
    <Group grow align="flex-start">
      <NumberInput
        label="Discount (%)"
        description={`The office's own discount: up to ${max}%, taken off last.`}
        min={0}
        max={max}
        step={0.5}
        decimalScale={1}
        allowNegative={false}
        clampBehavior="none"
        value={percent}
        onChange={onPercent}
        error={error('discount.percent')}
      />
      <TextInput
        label="Reason"
        description="Why the office gives it (required with a discount)."
        maxLength={200}
        value={reason}
        onChange={(e) => onReason(e.currentTarget.value)}
        error={error('discount.reason')}
      />
    </Group>
  );
}
