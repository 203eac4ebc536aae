import type { TimeRangeNotice } from '../../core'
import { TOAST_DEFAULT_TIMEOUT_MS, type ToastStore, toasts } from '../../ui'

export const TIME_RANGE_NOTICE_ID = 'time-range-notice'

/**
 * Shows a time-range notice (application §8): the upgrade advice stays with a Dismiss action,
 * the others fade after 5 s. A newer notice replaces the shown one.
 */
export function showTimeRangeNotice(notice: TimeRangeNotice, store: ToastStore = toasts): void {
  store.show({
    id: TIME_RANGE_NOTICE_ID,
    message: notice.text,
    tone: 'info',
    testId: TIME_RANGE_NOTICE_ID,
    timeoutMs: notice.sticky ? null : TOAST_DEFAULT_TIMEOUT_MS,
    ...(notice.sticky
      ? {
          action: {
            label: 'Dismiss',
            testId: `${TIME_RANGE_NOTICE_ID}-dismiss`,
            onAction: () => store.dismiss(TIME_RANGE_NOTICE_ID),
          },
        }
      : {}),
  })
}
