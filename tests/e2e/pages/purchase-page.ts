import { expect, type Page } from '@playwright/test'

/** /purchase/{accountType?}: contact details, invoice data, overview and payment, success. */
export class PurchasePage {
  constructor(private readonly page: Page) {}

  readonly next = () => this.page.getByTestId('purchase-next')
  readonly buy = () => this.page.getByTestId('purchase-buy')
  readonly terms = () => this.page.getByTestId('purchase-terms')
  readonly success = () => this.page.getByTestId('purchase-success')
  readonly payment = (key: 'invoice' | 'paypal') => this.page.getByTestId(`payment-${key}`)
  readonly promotionCode = () => this.page.getByTestId('promotion-code')
  readonly applyPromotion = () => this.page.getByTestId('promotion-apply')
  readonly total = () => this.page.getByTestId('summary-total')

  async open(tier: string, interval: 'MONTH' | 'YEAR'): Promise<void> {
    await this.page.goto(`/purchase/${tier}?interval=${interval}`)
    await expect(this.page.getByTestId('purchase-contact')).toBeVisible()
  }

  async fillInvoice(): Promise<void> {
    await expect(this.page.getByTestId('purchase-invoice')).toBeVisible()
    const fields: Record<string, string> = {
      companyName: 'Tester Capital GmbH',
      addressName: 'Erin Tester',
      street: 'Hauptstrasse',
      number: '12a',
      zip: '10115',
      city: 'Berlin',
      vatNumber: 'DE123456789',
    }
    for (const [key, value] of Object.entries(fields))
      await this.page.getByTestId(`invoice-${key}`).fill(value)
    await this.next().click()
    await expect(this.page.getByTestId('purchase-overview')).toBeVisible()
  }

  /** From the contact step of a logged-in buyer to the overview. */
  async toOverview(): Promise<void> {
    await this.next().click()
    await this.fillInvoice()
  }
}
