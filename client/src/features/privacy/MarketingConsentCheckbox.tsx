import { MARKETING_CONSENT_WORDING } from '@greenleaf/shared/rules/consent';
import { Checkbox } from '@mantine/core';

/**
 * The marketing consent, unticked until the customer ticks it (POPIA section 69), in the one wording the
 * gateway records with the time it was given.
 */
export function MarketingConsentCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox
      name="marketingConsent"
      label={MARKETING_CONSENT_WORDING}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
