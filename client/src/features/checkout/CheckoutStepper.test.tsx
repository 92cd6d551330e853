import { describe, expect, it } from 'vitest';
import { render, screen, within } from '../../test-utils/render';
import { CheckoutStepper } from './CheckoutStepper';
import { stepState } from './steps';

describe('CheckoutStepper', () => {
  it('marks earlier steps Completed, the current one In Progress and later ones Pending', () => {
    render(<CheckoutStepper current="contact" />);
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('ModifiersCompleted'),
      expect.stringContaining('Date & TimeCompleted'),
      expect.stringContaining('ContactIn Progress'),
      expect.stringContaining('PaymentsPending'),
      expect.stringContaining('ConfirmationPending'),
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).not.toHaveAttribute('aria-current');
  });

  it("shows 'STEP n / total' and a progress bar for phones", () => {
    render(<CheckoutStepper current="date-time" />);
    expect(screen.getByText('STEP 2 / 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  });

  it('computes each step state', () => {
    expect([0, 1, 2, 3, 4].map((index) => stepState(index, 0))).toEqual([
      'In Progress',
      'Pending',
      'Pending',
      'Pending',
      'Pending',
    ]);
    expect(stepState(3, 4)).toBe('Completed');
  });
});
