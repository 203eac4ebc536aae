import { AlertButton } from '../alerts/AlertButton'
import { type AssetActionProps, WatchButton } from './WatchButton'

/** The asset page's header actions: add to the watchlist, create an alert (one lazily loaded chunk). */
export function AssetActions(props: AssetActionProps) {
  return (
    <>
      <WatchButton {...props} />
      <AlertButton {...props} />
    </>
  )
}
