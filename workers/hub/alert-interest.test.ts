import { describe, expect, it } from 'vitest'
import { AlertInterest } from './alert-interest'

const signal = (id: number) => ({
  trigger_id: id,
  kind: 'buzz_patterns',
  rule_id: 3,
  title_id: 7,
  time: 1000,
  series_id: null,
  data: {},
})

describe('alert interest', () => {
  it('toasts in the visible tab focused last, counts every alert once', () => {
    const alerts = new AlertInterest()
    alerts.add('a', 's1', { visible: false, focusedAt: 900 })
    alerts.add('b', 's2', { visible: true, focusedAt: 100 })
    alerts.add('c', 's3', { visible: true, focusedAt: 500 })
    expect(alerts.receive(signal(1))).toEqual({
      toastTab: 'c',
      tabs: [
        ['a', 's1'],
        ['b', 's2'],
        ['c', 's3'],
      ],
    })
    expect(alerts.receive(signal(1))).toBeNull()
    alerts.setPresence('c', { visible: false, focusedAt: 500 })
    expect(alerts.receive(signal(2))?.toastTab).toBe('b')
    expect(alerts.unseen).toBe(2)
    alerts.markSeen()
    expect(alerts.unseen).toBe(0)
  })

  it('with every tab hidden, toasts in the one focused last', () => {
    const alerts = new AlertInterest()
    alerts.add('a', 's1', { visible: false, focusedAt: 900 })
    alerts.add('b', 's2', { visible: false, focusedAt: 100 })
    expect(alerts.receive(signal(1))?.toastTab).toBe('a')
    expect(alerts.remove('a', 'other')).toBe(false)
    expect(alerts.remove('a')).toBe(true)
    expect(alerts.receive(signal(2))?.toastTab).toBe('b')
  })
})
