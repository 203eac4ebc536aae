import type { Page } from '@playwright/test'

interface WithErrors {
  murmurWindowErrors?: string[]
}

/**
 * Records every error event the page's window sees from now on: uncaught errors and those the
 * browser reports itself (a ResizeObserver loop). Answers a reader of the current document's list.
 */
export async function recordWindowErrors(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const errors: string[] = []
    Object.assign(window, { murmurWindowErrors: errors } satisfies WithErrors)
    window.addEventListener('error', (event) => errors.push(String(event.message)))
  })
  return () => page.evaluate(() => (window as WithErrors).murmurWindowErrors ?? [])
}
