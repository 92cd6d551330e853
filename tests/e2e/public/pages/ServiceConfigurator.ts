import { expect, type Locator, type Page } from '@playwright/test';

/** The service configuration, on /service/{id} or in the Book Now modal. */
export class ServiceConfigurator {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    inModal: boolean,
  ) {
    this.root = inModal ? page.getByRole('dialog') : page.getByRole('main');
  }

  async chooseOption(variationName: string, optionLabel: string): Promise<void> {
    await this.root
      .getByRole('radiogroup', { name: variationName })
      .getByRole('radio', { name: optionLabel })
      .check();
  }

  /** Add-on checkboxes read 'Name (+R 80,00)'. */
  async addAddOn(name: string): Promise<void> {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await this.root.getByRole('checkbox', { name: new RegExp(`^${escaped}`) }).check();
  }

  async expectPrice(text: string): Promise<void> {
    await expect(this.root.getByTestId('service-price')).toHaveText(text);
  }
}
