import { expect, type Locator, type Page } from '@playwright/test';

export class CartModal {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Booking Cart' });
  }

  async expectServices(n: number): Promise<void> {
    await expect(this.dialog.getByText(`${n} service(s) selected`)).toBeVisible();
  }

  line(name: string): Locator {
    return this.dialog.getByRole('article', { name });
  }

  async continueShopping(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Continue Shopping' }).click();
    await expect(this.dialog).toBeHidden();
  }

  async proceedToCheckout(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Proceed to Checkout' }).click();
  }
}
