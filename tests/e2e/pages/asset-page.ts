import { expect, type Locator, type Page } from '@playwright/test'

/** Bitcoin in the curated inventory (the home page's second live title). */
export const BITCOIN_TITLE = 90001
/** Caterpillar: opened only by the tests of slow and offline starts. */
export const CATERPILLAR_TITLE = 1030

/** The asset snapshot page (/asset?title_id=…). */
export class AssetPage {
  constructor(private readonly page: Page) {}

  readonly header = () => this.page.getByTestId('asset-header')
  readonly name = () => this.page.getByTestId('asset-name')
  readonly buzz = () => this.page.getByTestId('asset-buzz')
  readonly notFound = () => this.page.getByTestId('asset-not-found')
  readonly tab = (name: 'Info' | 'Messages' | 'Common') => this.page.getByRole('tab', { name })
  readonly timeRange = () => this.page.getByTestId('time-range-select')
  readonly messagesList = () => this.page.getByTestId('messages-list')
  readonly messages = (): Locator => this.page.getByTestId('message')
  readonly messagesEnd = () => this.page.getByTestId('messages-end')
  readonly loadMore = () => this.page.getByTestId('messages-load-more')
  readonly chart = () => this.page.getByTestId('buzz-sentiment-chart')
  readonly statistics = () => this.page.getByTestId('message-statistics')
  readonly notice = () => this.page.getByTestId('time-range-notice')
  readonly confirmation = () => this.page.getByTestId('long-range-confirmation')

  async open(titleId: number, query = ''): Promise<void> {
    await this.page.goto(`/asset?title_id=${titleId}${query}`)
  }

  async expectName(name: string | RegExp): Promise<void> {
    await expect(this.name()).toHaveText(name)
  }

  /** Epoch ms of the last live buzz update the header showed (0 before any). */
  async lastUpdateAt(): Promise<number> {
    return Number((await this.buzz().getAttribute('data-updated-at')) || 0)
  }

  /** Waits for a live buzz update newer than `after` (batches arrive at most every 4 s). */
  async expectUpdateAfter(after: number): Promise<void> {
    await expect.poll(() => this.lastUpdateAt(), { timeout: 30_000 }).toBeGreaterThan(after)
  }

  /** The URL's query params. */
  searchParams(): URLSearchParams {
    return new URL(this.page.url()).searchParams
  }
}

/**
 * The widest empty space between a card of a widget grid and the card right above it in its
 * column (px). Packed like masonry it is the grid's gap plus at most one of its 4 px rows.
 */
export function widestGapInColumns(grid: Locator): Promise<number> {
  return grid.evaluate((element) => {
    const boxes = [...element.children]
      .map((child) => child.getBoundingClientRect())
      .filter((box) => box.height > 0)
    let widest = 0
    for (const box of boxes) {
      const above = boxes.filter(
        (other) => other.bottom <= box.top + 0.5 && other.left < box.right - 1 && other.right > box.left + 1,
      )
      if (above.length > 0)
        widest = Math.max(widest, box.top - Math.max(...above.map((other) => other.bottom)))
    }
    return widest
  })
}
