import { expect, type Locator, type Page } from '@playwright/test';

/** The public shell: nav (desktop or the phone menu), cart button, footer. */
export class SiteShell {
  constructor(readonly page: Page) {}

  get cartButton(): Locator {
    return this.page.getByRole('button', { name: /Booking cart/ });
  }

  async isPhone(): Promise<boolean> {
    return (this.page.viewportSize()?.width ?? 1280) < 1200;
  }

  /** Follows a nav link, through the phone menu on small screens. */
  async navigate(label: string): Promise<void> {
    if (await this.isPhone()) {
      await this.page.getByRole('button', { name: 'Open menu' }).click();
      await this.page
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('link', { name: label, exact: true })
        .click();
    } else {
      await this.page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: label, exact: true })
        .click();
    }
  }

  async expectCartCount(n: number): Promise<void> {
    await expect(this.cartButton).toHaveAccessibleName(`Booking cart, ${n} service(s)`);
  }
}
