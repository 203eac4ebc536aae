import { describe, expect, it } from 'vitest'
import { numbersIn } from './llm'

describe('rewrite check', () => {
  it('collects the numbers a text states', () => {
    expect([...numbersIn('Apple: 1,234 messages, sentiment +23.5, 12 % more [1].')].sort()).toEqual(
      ['1', '1234', '12', '23.5'].sort(),
    )
  })
})
