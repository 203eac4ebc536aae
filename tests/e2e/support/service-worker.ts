import { expect, type Page } from '@playwright/test'

/**
 * Waits until the service worker is active and controls the page, reloading once if the page
 * was loaded before it: what a step without a network needs first. A first visit registers the
 * worker only once the hub has the inventory (up to 20 s after start), so a fixed wait is not
 * enough on a busy machine.
 */
export async function untilServiceWorkerControls(page: Page): Promise<void> {
  const controlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (!(await controlled())) await page.reload()
  await expect.poll(controlled).toBe(true)
}
