import { expect, type Page } from '@playwright/test';

export class Checkout {
  constructor(readonly page: Page) {}

  async chooseModifier(modifierName: string, optionName: string): Promise<void> {
    await this.page
      .getByRole('radiogroup', { name: modifierName })
      .getByRole('radio', { name: optionName })
      .check();
  }

  /** A modifier the gateway decided: its option preselected, every option read-only, the reason shown. */
  async expectDecided(modifierName: string, optionName: string, reason: string): Promise<void> {
    const group = this.page.getByRole('radiogroup', { name: modifierName });
    const option = group.getByRole('radio', { name: optionName });
    await expect(option).toBeChecked();
    await expect(option).toBeDisabled();
    await expect(group.getByText(`${reason} (decided for you)`)).toBeVisible();
  }

  async continueToDateTime(): Promise<void> {
    await this.page.getByRole('button', { name: 'Continue to Date & Time' }).click();
    await expect(this.page).toHaveURL(/\/booking-checkout\/date-time$/);
  }

  /** Types the date as a customer does, dd/mm/yyyy, and leaves the field. */
  async pickDate(isoDate: string): Promise<void> {
    const [year, month, day] = isoDate.split('-');
    const field = this.dateField();
    // The step opens on the first day with room once the gateway's days are in: type after that (a
    // date typed in the moment before was seen replaced by that first day, twice in a run of 160)
    await expect(field).not.toHaveValue('');
    const typed = `${day}/${month}/${year}`;
    await field.fill(typed);
    await field.press('Escape');
    await expect(field).toHaveValue(typed);
  }

  /** The date step's date field (dd/mm/yyyy). */
  dateField() {
    return this.page.getByRole('textbox', { name: /^Date/ });
  }

  slot(label: string) {
    return this.page.getByRole('button', { name: label });
  }

  async pickSlot(label: string): Promise<void> {
    await this.slot(label).click();
    await expect(this.slot(label)).toHaveAttribute('aria-pressed', 'true');
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: 'Next' }).click();
  }

  async fillCustomer(customer: { name: string; email: string; password: string; phone: string }) {
    const form = this.page.getByRole('form', { name: 'Your details' });
    await form.getByLabel('Full name').fill(customer.name);
    await form.getByLabel('Email').fill(customer.email);
    await form.getByRole('textbox', { name: 'Password' }).fill(customer.password);
    await form.getByLabel('Phone').fill(customer.phone);
    await this.fillVisitAddress();
  }

  /**
   * The visit's address, which the contact step asks of every customer (the only address it asks):
   * the suburb chosen from the served areas, offered as "Suburb (postal code)".
   */
  async fillVisitAddress(address = { street: '12 Oak Street', suburb: 'Rondebosch (7700)' }): Promise<void> {
    const where = this.page.getByRole('group', { name: 'Where is the visit?' });
    await where.getByLabel('Street address').fill(address.street);
    const suburb = where.getByRole('combobox', { name: /^Suburb/ });
    const option = this.page.getByRole('option', { name: address.suburb, exact: true });
    // As a customer would, type again if the list closed before the choice (the step's layout can
    // shift under the open list while the served areas load or a field's message appears).
    await expect(async () => {
      await suburb.fill(address.suburb.replace(/ \(.*$/, ''));
      await option.click({ timeout: 10_000 });
      await expect(suburb).toHaveValue(address.suburb, { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
  }

  visitAddress() {
    return this.page.getByRole('group', { name: 'Where is the visit?' });
  }

  async saveCustomer(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save and Continue' }).click();
  }

  summaryTotal() {
    return this.page
      .getByRole('complementary', { name: 'Booking Summary' })
      .getByTestId(/quote-total|booking-total/);
  }

  async pay(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Secure Payment' })).toBeVisible();
    await this.page.getByRole('button', { name: /^Pay .* Now$/ }).click();
    await expect(this.page.getByRole('heading', { name: 'Payment simulator' })).toBeVisible();
  }
}
