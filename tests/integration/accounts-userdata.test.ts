import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UserDataChangeAnswerSchema, UserDataSchema, UserOptsSchema, UserProfileSchema } from '../../src/core'
import { expectApiError, postJson } from './support/account-flows'
import { basicAuthHeader, createTestUser, type TestUser } from './support/accounts'
import { DATABASE_TARGETS, type TestDatabase } from './support/environment'
import { startTestServer, type TestServer } from './support/server'

describe.each(DATABASE_TARGETS)('user data and options on $name', (target) => {
  let database: TestDatabase
  let server: TestServer
  let user: TestUser
  let auth: Record<string, string>

  beforeAll(async () => {
    database = await target.create()
    server = await startTestServer(database.url)
    user = await createTestUser(server, {
      firstName: 'Grace',
      lastName: 'Hopper',
      subscriptionType: 'premium',
    })
    auth = { authorization: basicAuthHeader(user.email, user.password) }
  })
  afterAll(async () => {
    await server?.close()
    await database?.drop()
  })

  const change = (body: unknown) => postJson(server.base, '/v6/userdata', body, auth)

  it('answers the profile of the user data form', async () => {
    const response = await fetch(`${server.base}/v6/userdata/profile`, { headers: auth })
    expect(response.status).toBe(200)
    expect(v.parse(v.strictObject(UserProfileSchema.entries), await response.json())).toEqual({
      email: user.email,
      firstName: 'Grace',
      lastName: 'Hopper',
      birthday: '',
      salutation: '',
      language: 'en',
      phone: '',
      street: '',
      number: '',
      city: '',
      zip: '',
      country: '',
      newsletter: false,
      emailConfirmed: false,
    })
  })

  it('changes profile fields and answers the new profile', async () => {
    const response = await change({
      firstName: ' Grace B. ',
      street: 'Main Street',
      number: '12a',
      city: 'Arlington',
      zip: '22201',
      country: 'us',
      birthday: '1906-12-09',
      salutation: 'Dr.',
      phone: '+1 (555) 010-0000',
      language: 'de',
      newsletter: true,
    })
    expect(response.status).toBe(200)
    const { profile } = v.parse(UserDataChangeAnswerSchema, await response.json())
    expect(profile).toMatchObject({
      firstName: 'Grace B.',
      street: 'Main Street',
      number: '12a',
      country: 'US',
      birthday: '1906-12-09',
      salutation: 'Dr.',
      language: 'de',
      newsletter: true,
    })
    const data = v.parse(
      UserDataSchema,
      await (await fetch(`${server.base}/v6/userdata`, { headers: auth })).json(),
    )
    expect(data.first_name).toBe('Grace B.')
    expect(data.language).toBe('de')
  })

  it('answers 5 for fields that are not the user’s to change', async () => {
    for (const body of [
      { email: 'x@example.test' },
      { subscription_type: 'professional', city: 'X' },
      { valid_until: 1 },
    ]) {
      const error = await expectApiError(await change(body), 403, 5)
      expect(error.internalCode).toBe('FIELDS_NOT_ALLOWED')
    }
  })

  it('answers 1 for no fields, unknown fields or nothing to change', async () => {
    await expectApiError(await change({}), 400, 1, 'No fields to change.')
    await expectApiError(
      await change({ favouriteColour: 'blue' }),
      400,
      1,
      'Unknown fields: favouriteColour.',
    )
    await expectApiError(
      await change({ city: 'Arlington' }),
      400,
      1,
      'Nothing to change: the values are the stored ones.',
    )
    await expectApiError(await change([]), 400, 1)
  })

  it('answers 8 with the form texts for blank required fields', async () => {
    const cases: [string, string][] = [
      ['firstName', 'Please enter your first name'],
      ['lastName', 'Please enter your last name'],
      ['street', 'Please enter your street'],
      ['number', 'Please enter your street number'],
      ['city', 'Please enter your city'],
      ['zip', 'Please enter the postal code'],
    ]
    for (const [field, text] of cases) await expectApiError(await change({ [field]: ' ' }), 400, 8, text)
  })

  it('answers 32 for malformed values and 33 for invalid JSON', async () => {
    for (const body of [
      { birthday: '09.12.1906' },
      { salutation: 'Sir' },
      { country: 'USA' },
      { newsletter: 'yes' },
      { language: 'fr' },
      { phone: 'call me' },
      { city: 'x'.repeat(101) },
    ]) {
      await expectApiError(await change(body), 400, 32)
    }
    await expectApiError(await change('{"city":'), 400, 33)
  })

  it('needs basic auth for every user-data call', async () => {
    await expectApiError(await postJson(server.base, '/v6/userdata', { city: 'X' }), 401, 15)
    await expectApiError(await fetch(`${server.base}/v6/userdata/profile`), 401, 15)
    await expectApiError(await fetch(`${server.base}/v6/userdata/opts`), 401, 15)
  })

  it("stores the user's options as a JSON string; 200 means saved", async () => {
    const first = v.parse(
      UserOptsSchema,
      await (await fetch(`${server.base}/v6/userdata/opts`, { headers: auth })).json(),
    )
    expect(first).toEqual({ opts: '{}' })
    const opts = JSON.stringify({
      uiPreferences: { markets: ['US', 'DE'], titleTypes: ['company'] },
      other: 1,
    })
    const saved = await postJson(server.base, '/v6/userdata/opts', { opts }, auth)
    expect(saved.status).toBe(200)
    expect(await saved.json()).toEqual({ opts })
    const read = await fetch(`${server.base}/v6/userdata/opts`, { headers: auth })
    expect(await read.json()).toEqual({ opts })
  })

  it('answers 6 without options, 33 for opts that are not JSON, 32 for other malformed opts', async () => {
    const opts = (body: unknown) => postJson(server.base, '/v6/userdata/opts', body, auth)
    await expectApiError(await opts({}), 400, 6, 'No options were given.')
    await expectApiError(await opts({ opts: '' }), 400, 6)
    await expectApiError(await opts({ opts: '{"uiPreferences":' }), 400, 33)
    await expectApiError(await opts({ opts: { uiPreferences: {} } }), 400, 32)
    await expectApiError(await opts({ opts: '[1,2]' }), 400, 32)
    await expectApiError(await opts({ opts: JSON.stringify({ uiPreferences: { markets: 'US' } }) }), 400, 32)
    await expectApiError(await opts({ opts: JSON.stringify({ pad: 'x'.repeat(70_000) }) }), 400, 32)
  })
})
