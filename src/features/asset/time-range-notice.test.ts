import { describe, expect, it } from 'vitest'
import { TIME_RANGE_TEXT } from '../../core'
import { createToastStore } from '../../ui'
import { showTimeRangeNotice, TIME_RANGE_NOTICE_ID } from './time-range-notice'

describe('time-range notices', () => {
  it('keeps the upgrade advice until dismissed, with a Dismiss action', () => {
    const store = createToastStore()
    showTimeRangeNotice({ text: TIME_RANGE_TEXT.exceedsPermitted, sticky: true }, store)
    const [toast] = store.getSnapshot()
    expect(toast?.message).toBe(
      'The selected time range exceeds your permitted access and has been reset. If you need access to this selection, consider upgrading your plan.',
    )
    expect(toast?.timeoutMs).toBeNull()
    expect(toast?.action?.label).toBe('Dismiss')
    toast?.action?.onAction()
    expect(store.getSnapshot()).toEqual([])
  })

  it('lets the other notices fade after 5 s, one at a time', () => {
    const store = createToastStore()
    showTimeRangeNotice({ text: TIME_RANGE_TEXT.exceedsPermitted, sticky: true }, store)
    showTimeRangeNotice({ text: TIME_RANGE_TEXT.invalidSelection, sticky: false }, store)
    const shown = store.getSnapshot()
    expect(shown).toHaveLength(1)
    expect(shown[0]).toMatchObject({
      id: TIME_RANGE_NOTICE_ID,
      message: 'Removed invalid time range selection.',
      timeoutMs: 5000,
    })
    expect(shown[0]?.action).toBeUndefined()
  })
})
