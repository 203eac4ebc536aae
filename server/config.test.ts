import { describe, expect, it } from 'vitest'
import { DEFAULT_RUNTIME_CONFIG } from '../src/core'
import { ConfigError, describeDatabase, ENV_VAR_TABLE, ENV_VARS, loadConfig } from './config'

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, '/srv/murmur')
    expect(config).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/murmur/data',
      database: { kind: 'pglite', dataDir: '/srv/murmur/data/pglite' },
      redisUrl: null,
      logLevel: 'info',
      staticDir: '/srv/murmur/dist/app',
      demo: { email: 'demo@murmur.local', password: 'murmur-demo' },
      operatorToken: null,
      trustProxy: false,
      runtime: DEFAULT_RUNTIME_CONFIG,
      llm: null,
      pipeline: {
        demoFeed: false,
        demoFeedBackfillDays: 90,
        demoFeedRate: 28,
        demoFeedSeed: 1,
        feedPollIntervalMs: 300_000,
        feedsFile: null,
        imageHost: null,
      },
      push: { subject: 'mailto:alerts@murmur.local' },
      accounts: {
        publicBaseUrl: null,
        smtpUrl: null,
        mailFrom: 'Murmur <no-reply@murmur.local>',
        salesEmail: 'sales@murmur.local',
        paypal: null,
        botCheckSecret: null,
        botCheckMaxCounter: 50000,
        rateLimits: {
          loginPerMinute: 30,
          failedLoginsPerAccountHour: 20,
          signupPerHour: 10,
          resetPerHour: 10,
          signupTotalPerHour: 500,
        },
      },
    })
  })

  it('turns PayPal on only with client id and secret, and trims trailing slashes of base URLs', () => {
    const paypal = loadConfig({
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_API_BASE_URL: 'http://127.0.0.1:9/',
      PUBLIC_BASE_URL: 'https://murmur.example/',
    }).accounts
    expect(paypal.paypal).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      apiBaseUrl: 'http://127.0.0.1:9',
    })
    expect(paypal.publicBaseUrl).toBe('https://murmur.example')
    expect(loadConfig({ PAYPAL_CLIENT_ID: 'id' }).accounts.paypal).toBeNull()
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(ConfigError)
  })

  it('documents every variable once, with the default the schema applies', () => {
    expect(ENV_VAR_TABLE.map((row) => row.name)).toEqual(Object.keys(ENV_VARS))
    expect(ENV_VAR_TABLE.find((row) => row.name === 'PORT')?.default).toBe('8080')
    expect(ENV_VAR_TABLE.every((row) => row.description.length > 10)).toBe(true)
  })

  it('reads and converts values, treating empty ones as unset', () => {
    const config = loadConfig(
      {
        PORT: '0',
        DATA_DIR: '/var/lib/murmur',
        DATABASE_URL: 'postgres://u:secret@db:5432/murmur',
        REDIS_URL: 'redis://cache:6379',
        DEMO_EMAIL: ' Demo@Example.COM ',
        TRUST_PROXY: 'TRUE',
        ANALYTICS_ENABLED: '1',
        APP_ENV: '',
        UNRELATED: 'x',
      },
      '/ignored',
    )
    expect(config.port).toBe(0)
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:secret@db:5432/murmur' })
    expect(config.redisUrl).toBe('redis://cache:6379')
    expect(config.demo.email).toBe('demo@example.com')
    expect(config.trustProxy).toBe(true)
    expect(config.runtime.analyticsEnabled).toBe(true)
    expect(config.runtime.environment).toBe('dev')
  })

  it('takes an http(s) origin as the image host of AI updates, and nothing else', () => {
    expect(loadConfig({ IMAGE_HOST: 'https://img.example.com' }, '/srv').pipeline.imageHost).toBe(
      'https://img.example.com',
    )
    expect(() => loadConfig({ IMAGE_HOST: 'ftp://img.example.com' }, '/srv')).toThrow(/IMAGE_HOST/)
    expect(() => loadConfig({ IMAGE_HOST: 'https://img.example.com/path' }, '/srv')).toThrow(/IMAGE_HOST/)
  })

  it('allows an in-memory PGlite for tests', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).database).toEqual({ kind: 'pglite', dataDir: null })
  })

  it('names every invalid variable', () => {
    const attempt = () =>
      loadConfig({
        PORT: '80a',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        DEMO_PASSWORD: 'short',
        OPERATOR_TOKEN: 'tiny',
        TRUST_PROXY: 'perhaps',
        API_BASE_URL: 'not a url',
      })
    expect(attempt).toThrow(ConfigError)
    try {
      attempt()
    } catch (error) {
      const problems = error instanceof ConfigError ? error.problems.join('\n') : ''
      for (const name of [
        'PORT',
        'DATABASE_URL',
        'LOG_LEVEL',
        'DEMO_PASSWORD',
        'OPERATOR_TOKEN',
        'TRUST_PROXY',
        'API_BASE_URL',
      ]) {
        expect(problems).toContain(name)
      }
    }
  })
})

describe('describeDatabase', () => {
  it('never shows a password', () => {
    const text = describeDatabase({
      kind: 'postgres',
      url: 'postgres://murmur:hunter2@db.internal:5433/murmur',
    })
    expect(text).toBe('PostgreSQL at db.internal:5433/murmur')
    expect(describeDatabase({ kind: 'pglite', dataDir: null })).toBe('PGlite (in memory)')
  })
})

describe('README configuration table', () => {
  it('lists every variable with its default', async () => {
    const { readFile } = await import('node:fs/promises')
    const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8')
    for (const row of ENV_VAR_TABLE) {
      const line = readme.split('\n').find((l) => new RegExp(`^\\|\\s*\`${row.name}\`\\s*\\|`).test(l))
      expect(line, `${row.name} missing from the README table`).toBeDefined()
      const shown = line?.split('|')[2]?.trim() ?? ''
      expect(shown, row.name).toBe(row.default === '' ? 'unset' : `\`${row.default}\``)
    }
  })
})
