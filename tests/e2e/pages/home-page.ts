import { expect, type Locator, type Page } from '@playwright/test'

/** Apple Inc. in the curated inventory; the home page's live card shows it. */
export const DEMO_TITLE = 1001

export class HomePage {
  constructor(private readonly page: Page) {}

  readonly shell = () => this.page.getByTestId('app-shell')
  readonly userName = () => this.page.getByTestId('user-name')
  readonly liveState = () => this.page.getByTestId('live-state')
  readonly demoTitle = (id = DEMO_TITLE): Locator => this.page.getByTestId(`demo-title-${id}`)
  readonly logout = () => this.page.getByTestId('logout')

  async expectLive(): Promise<void> {
    await expect(this.liveState()).toHaveAttribute('data-ready', 'true')
  }

  /** Epoch ms of the last live batch the demo title card received (0 before any). */
  async lastUpdateAt(id = DEMO_TITLE): Promise<number> {
    const value = await this.demoTitle(id).getAttribute('data-updated-at')
    return Number(value ?? 0)
  }

  /** Waits for a live batch newer than `after` (batches arrive at most every 4 s). */
  async expectUpdateAfter(after: number, id = DEMO_TITLE): Promise<void> {
    await expect.poll(() => this.lastUpdateAt(id), { timeout: 20_000 }).toBeGreaterThan(after)
  }
}
