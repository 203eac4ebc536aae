import { useOnline } from '../../../app'
import { NotStoredOffline } from '../../../ui'
import './widgets.css'
import { widgetErrorText } from './widget-text'

/**
 * Loading placeholder of a widget: grey blocks of the content's size. Offline, a widget still
 * loading has nothing stored on the device (its request waits for the network): it says so.
 */
export function WidgetSkeleton({ height = 120, lines = 0 }: { height?: number; lines?: number }) {
  const online = useOnline()
  if (!online) return <NotStoredOffline className="asset-widget__empty" />
  return (
    <div className="asset-widget__skeleton" aria-busy="true" aria-live="polite">
      <span className="visually-hidden">Loading…</span>
      {height > 0 ? <div className="chart-skeleton" style={{ height }} /> : null}
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity
        <div key={i} className="chart-skeleton asset-widget__skeleton-line" />
      ))}
    </div>
  )
}

export function WidgetError({ error }: { error: unknown }) {
  return (
    <p className="asset-widget__error" role="alert">
      {widgetErrorText(error)}
    </p>
  )
}

export function WidgetEmpty({ text }: { text: string }) {
  return <p className="asset-widget__empty">{text}</p>
}
