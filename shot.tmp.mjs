import { chromium } from 'playwright'
import { createHash } from 'node:crypto'
const [,, path, name, waitTestId, click] = process.argv
const base = 'http://127.0.0.1:4700'
const email = 'demo@murmur.local', password = 'murmur-demo'
const md5 = createHash('md5').update(password).digest('hex')
const auth = 'Basic ' + Buffer.from(`${email}:${md5}`).toString('base64')
await fetch(`${base}/v6/userdata/opts`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify({ opts: JSON.stringify({ uiPreferences: { markets: ['US','CA','DE','FR','GB','CN','IN','JP'], titleTypes: ['company','index','raw_material','crypto_currency','forex','fund'] } }) }) }).catch(() => {})
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] })
for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 })
  const page = await context.newPage()
  await page.goto(`${base}/login`)
  await page.getByLabel(/email/i).first().fill(email)
  await page.getByLabel(/password/i).first().fill(password)
  await page.getByRole('button', { name: /log in|sign in/i }).first().click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30000 })
  await page.goto(`${base}${path}`)
  await page.waitForTimeout(4000)
  for (let i = 0; i < 3; i += 1) {
    const start = page.getByRole('button', { name: /let's start|skip|close|got it/i }).first()
    if (await start.isVisible().catch(() => false)) { await start.click(); await page.waitForTimeout(500) } else break
  }
  if (waitTestId) await page.getByTestId(waitTestId).first().waitFor({ timeout: 60000 })
  if (click) {
    if (click.startsWith('css=')) await page.locator(click.slice(4)).first().click()
    else await page.getByTestId(click).first().click()
  }
  await page.waitForTimeout(2500)
  const file = `/tmp/shots/${name}-${width}.png`
  if (process.env.EL) await page.locator(process.env.EL).first().screenshot({ path: file })
  else await page.screenshot({ path: file, fullPage: process.env.FULL === '1' })
  console.log(file)
  await context.close()
}
await browser.close()
