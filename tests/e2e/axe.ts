import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export interface AccessibilityReport {
  /** Violations of impact serious or critical: id and the first offending element. */
  serious: Array<{ id: string; help: string; target: string }>
}

/**
 * Runs axe-core (WCAG 2.1 A/AA) in the page. It is evaluated through the debugging
 * protocol, so the app's strict CSP (no inline scripts) does not need loosening.
 */
export async function checkAccessibility(page: Page): Promise<AccessibilityReport> {
  // A dialog fading in measures as low contrast: let finite animations and transitions end first
  // (spinners and skeleton shimmer run forever and are left alone; 2 s at most, for a paused one).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  )
  await page.evaluate(axeSource)
  const serious = await page.evaluate(async () => {
    type AxeResult = {
      violations: Array<{
        id: string
        impact: string | null
        help: string
        nodes: Array<{ target: unknown[] }>
      }>
    }
    const axe = (window as unknown as { axe: { run(options: object): Promise<AxeResult> } }).axe
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        help: violation.help,
        target: String(violation.nodes[0]?.target[0]),
      }))
  })
  return { serious }
}
