import { AlertButton } from '../alerts/AlertButton'
import { AskMurmurButton } from '../chat/AskMurmurButton'
import { type AssetActionProps, WatchButton } from './WatchButton'

/** The asset page's header actions: add to the watchlist, create an alert, ask the AI chat about it (one lazily loaded chunk). */
export function AssetActions(props: AssetActionProps) {
  return (
    <>
      <WatchButton {...props} />
      <AlertButton {...props} />
      <AskMurmurButton credentials={props.credentials} user={props.user} subject={props.name} />
    </>
  )
}
