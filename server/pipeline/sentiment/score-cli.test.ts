import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../', import.meta.url))

const LineSchema = v.strictObject({
  label: v.picklist(['positive', 'neutral', 'negative']),
  score: v.number(),
  explanation: v.array(v.strictObject({ phrase: v.string(), weight: v.number() })),
})

describe('npm run --silent score (scripts/score.ts)', () => {
  it('writes one JSON line per input line, in order, and nothing else', () => {
    const input = [
      'Acme beats estimates and raises guidance, shares jump 12%',
      '',
      'Acme misses estimates and cuts its outlook; shares plunge',
      'Acme to present at a conference on Tuesday',
      '🚀🚀',
    ]
    const run = spawnSync('npm', ['run', '--silent', 'score'], {
      cwd: root,
      input: `${input.join('\r\n')}\n`,
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(run.status).toBe(0)
    const lines = run.stdout.split('\n')
    expect(lines.pop()).toBe('')
    expect(lines).toHaveLength(input.length)
    const results = lines.map((line) => v.parse(LineSchema, JSON.parse(line)))
    expect(results[0]?.label).toBe('positive')
    expect(results[1]).toEqual({ label: 'neutral', score: expect.any(Number), explanation: [] })
    expect(results[2]?.label).toBe('negative')
    expect(results[3]?.label).toBe('neutral')
  }, 60_000)

  it('writes nothing for empty input', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/score.ts'], {
      cwd: root,
      input: '',
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(run.status).toBe(0)
    expect(run.stdout).toBe('')
  }, 60_000)
})
