// usage: node shot.mjs <base> <name> <path> [actions-module]
import { chromium } from 'playwright-core'
const [base, name, path, actionsPath] = process.argv.slice(2)
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
})
const actions = actionsPath ? (await import(actionsPath)).default : null
for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, deviceScaleFactor: 1 })
  const page = await context.newPage()
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text().slice(0, 200)) })
  await page.goto(`${base}/login`)
  await page.getByLabel(/e-?mail/i).fill('demo@murmur.local')
  await page.getByLabel(/^password/i).fill('murmur-demo')
  await page.getByRole('button', { name: /log ?in|sign in/i }).click()
  await page.waitForSelector('[data-testid="app-shell"]')
  await page.waitForTimeout(1500)
  await page.goto(`${base}${path}`)
  await page.waitForTimeout(3500)
  if (actions) await actions(page)
  await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: process.env.VIEW ? false : width !== 390 })
  await context.close()
}
await browser.close()
