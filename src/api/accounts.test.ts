import { describe, expect, it } from 'vitest'
import { setNewPassword, signUp } from './accounts'
import { type ApiClient, createApiClient } from './client'

/** A client whose server always answers `status`; retry waits take no time. */
function refusingServer(status: number, body: unknown) {
  const sent: string[] = []
  const client: ApiClient = createApiClient({
    baseUrl: () => 'https://api.example',
    appVersion: 'test',
    schedule: (run) => {
      const timer = setTimeout(run, 0)
      return () => clearTimeout(timer)
    },
    fetch: async (_input, init) => {
      sent.push(String(init?.body))
      return new Response(JSON.stringify(body), { status })
    },
  })
  return { client, sent }
}

describe('calls with a single-use token are sent once', () => {
  it('signUp: the bot-check token counts once, so the refusal is shown as the server gave it', async () => {
    const server = refusingServer(409, { code: 11, internalCode: 'EMAIL_IN_USE' })
    const result = await signUp(
      {
        email: 'taken@example.com',
        password: '5f4dcc3b5aa765d61d8327deb882cf99',
        firstName: 'Ada',
        lastName: 'Lovelace',
        salutation: 'Ms.',
        token: 'solved-bot-check',
        sendEmailAddressConfirmation: 1,
      },
      { client: server.client },
    )
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 409, body: { code: 11 } } })
    expect(server.sent).toHaveLength(1)
  })

  it('setNewPassword: the reset token counts once, also after a server failure', async () => {
    const server = refusingServer(500, { code: 1, internalCode: 'INTERNAL' })
    const result = await setNewPassword(
      { reset_token: 'reset-token', newpassword: 'a-new-password' },
      { client: server.client },
    )
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 500 } })
    expect(server.sent).toHaveLength(1)
  })
})
