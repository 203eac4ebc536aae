import type { BasicCredentials, UserData } from '../../core'
import { AlertButton } from '../alerts/AlertButton'
import { WatchButton } from './WatchButton'

/** The asset page's header actions: add to the watchlist, create an alert (one lazily loaded chunk). */
export function AssetActions(props: {
  credentials: BasicCredentials
  user: UserData
  titleId: number
  name: string
}) {
  return (
    <>
      <WatchButton {...props} />
      <AlertButton {...props} />
    </>
  )
}
