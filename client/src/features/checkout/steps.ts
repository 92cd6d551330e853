export const CHECKOUT_STEPS = [
  { id: 'modifiers', title: 'Modifiers' },
  { id: 'date-time', title: 'Date & Time' },
  { id: 'contact', title: 'Contact' },
  { id: 'payments', title: 'Payments' },
  { id: 'confirmation', title: 'Confirmation' },
] as const;

export type CheckoutStepId = (typeof CHECKOUT_STEPS)[number]['id'];
type StepState = 'Completed' | 'In Progress' | 'Pending';

export function isCheckoutStep(value: string | undefined): value is CheckoutStepId {
  return CHECKOUT_STEPS.some((step) => step.id === value);
}

export function stepIndex(id: CheckoutStepId): number {
  return CHECKOUT_STEPS.findIndex((step) => step.id === id);
}

/** Steps before the current one are Completed, the current one In Progress, the rest Pending. */
export function stepState(index: number, currentIndex: number): StepState {
  if (index < currentIndex) return 'Completed';
  if (index === currentIndex) return 'In Progress';
  return 'Pending';
}
