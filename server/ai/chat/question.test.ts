import { describe, expect, it } from 'vitest'
import {
  isMarketQuestion,
  linkableText,
  questionIntent,
  questionPeriod,
  takesBuzzForGranted,
} from './question'

describe('chat questions', () => {
  it('read the period, defaulting to the last 3 days', () => {
    expect(questionPeriod('How is Apple’s sentiment this week?')).toEqual({
      days: 7,
      label: 'the last 7 days',
    })
    expect(questionPeriod('What is buzzing today?').days).toBe(1)
    expect(questionPeriod('Tesla over the past month').days).toBe(30)
    expect(questionPeriod('Tell me about Microsoft')).toEqual({ days: 3, label: 'the last 3 days' })
  })

  it('read what is asked', () => {
    expect(questionIntent('Why is NVDA buzzing?')).toBe('why')
    expect(questionIntent('How is Apple’s sentiment this week?')).toBe('sentiment')
    expect(questionIntent('How much talk is there about Tesla?')).toBe('buzz')
    expect(questionIntent('Any key events for Amazon?')).toBe('key_events')
    expect(questionIntent('Microsoft')).toBe('overview')
  })

  it('tell when a why-question takes the buzz for granted', () => {
    expect(takesBuzzForGranted('Why is NVDA buzzing?')).toBe(true)
    expect(takesBuzzForGranted('Why is Tesla trending today?')).toBe(true)
    expect(takesBuzzForGranted('Why is Apple down?')).toBe(false)
    expect(takesBuzzForGranted('Is NVDA buzzing?')).toBe(false)
  })

  it('tell market questions from asset questions', () => {
    expect(isMarketQuestion('What is buzzing today?')).toBe(true)
    expect(isMarketQuestion('Which stocks are trending?')).toBe(true)
    expect(isMarketQuestion('How is Apple’s sentiment this week?')).toBe(false)
  })

  it('take possessives off names', () => {
    expect(linkableText("How is Apple's sentiment?")).toBe('How is Apple sentiment?')
    expect(linkableText('Is NVIDIA’s buzz up?')).toBe('Is NVIDIA buzz up?')
  })
})
