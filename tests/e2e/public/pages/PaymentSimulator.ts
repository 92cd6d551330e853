import type { Page } from '@playwright/test';

/** The gateway's payment simulator page (it plays the provider in local runs). */
export class PaymentSimulator {
  constructor(readonly page: Page) {}

  async pay(): Promise<void> {
    await this.page.getByRole('button', { name: 'Pay', exact: true }).click();
  }

  async cancel(): Promise<void> {
    await this.page.getByRole('button', { name: 'Cancel', exact: true }).click();
  }
}
