import { expect, test } from '@playwright/test'
import { DEMO_TITLE, HomePage } from './pages/home-page'
import { DEMO, LoginPage } from './pages/login-page'
import { keepBuzzing } from './support/live-buzz'
import { OWN_SERVER_OPERATOR_TOKEN, OwnServer } from './support/own-server'

const server = new OwnServer(Number(process.env.E2E_OWN_PORT ?? 8182))
// Messages through the real pipeline, before and after the restart, so buzz updates keep coming.
const buzz = keepBuzzing(server.url, OWN_SERVER_OPERATOR_TOKEN, [DEMO_TITLE])

test.beforeAll(() => server.start())
test.afterAll(async () => {
  await buzz.stop()
  await server.dispose()
})

test('a server restart shows the reconnecting notice, then live updates resume by themselves', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url })
  const pages = [await context.newPage(), await context.newPage()]
  const [first, second] = pages
  if (!first || !second) throw new Error('pages missing')
  const login = new LoginPage(first)
  await login.open()
  await login.logIn()
  await second.goto('/')
  const homes = pages.map((page) => new HomePage(page))
  for (const home of homes) {
    await expect(home.userName()).toHaveText(DEMO.name)
    await home.expectUpdateAfter(0)
  }

  await server.stop()
  for (const page of pages) {
    await expect(page.getByTestId('connection-banner')).toHaveText('Connection lost, reconnecting...')
    await expect(page.getByTestId('live-state')).toHaveAttribute('data-ready', 'false')
  }

  await server.start()
  const restartedAt = Date.now()
  for (const page of pages) {
    const home = new HomePage(page)
    await home.expectLive()
    await home.expectUpdateAfter(restartedAt)
    await expect(page.getByTestId('connection-banner')).toHaveCount(0)
  }
  await context.close()
})
