import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { deletePushSubscription, getPushKey, savePushSubscription, unwrap } from '../../api'
import { type BasicCredentials, PushSubscriptionBodySchema } from '../../core'
import { Alert } from '../../ui'
import { Switch } from '../../ui/forms'

type PushState = 'unsupported' | 'loading' | 'off' | 'on' | 'blocked'

function supported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  )
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'))
  const bytes = new Uint8Array(new ArrayBuffer(text.length))
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i)
  return bytes
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready
  return registration.pushManager.getSubscription()
}

/**
 * Preferences → alert notifications on this device (Web Push): the permission is asked only when
 * the user turns the switch on; off unsubscribes the browser and tells the server.
 */
export function PushSwitch({ credentials }: { credentials: BasicCredentials }) {
  const [state, setState] = useState<PushState>(supported() ? 'loading' : 'unsupported')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    if (!supported()) return
    if (Notification.permission === 'denied') {
      setState('blocked')
      return
    }
    let live = true
    void currentSubscription().then(
      (subscription) =>
        live && setState(subscription && Notification.permission === 'granted' ? 'on' : 'off'),
      () => live && setState('off'),
    )
    return () => {
      live = false
    }
  }, [])

  async function turnOn() {
    const permission = await Notification.requestPermission()
    if (permission !== 'granted') {
      setState(permission === 'denied' ? 'blocked' : 'off')
      return
    }
    const key = await unwrap(getPushKey(credentials))
    const registration = await navigator.serviceWorker.ready
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(key.public_key),
    })
    await unwrap(
      savePushSubscription(v.parse(PushSubscriptionBodySchema, subscription.toJSON()), credentials),
    )
    setState('on')
  }

  async function turnOff() {
    const subscription = await currentSubscription()
    if (subscription) {
      await unwrap(deletePushSubscription(subscription.endpoint, credentials))
      await subscription.unsubscribe()
    }
    setState('off')
  }

  async function change(on: boolean) {
    setBusy(true)
    setProblem(null)
    try {
      await (on ? turnOn() : turnOff())
    } catch {
      setProblem(
        on
          ? 'Notifications could not be turned on. Check your connection and try again.'
          : 'Notifications could not be turned off. Check your connection and try again.',
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="stack" data-testid="push-settings" data-state={state}>
      <Switch
        label="Alert notifications on this device"
        description={
          state === 'unsupported'
            ? 'This browser cannot show notifications from web apps. Install Murmur to your home screen, or use another browser.'
            : 'Your alerts arrive as notifications, also while Murmur is closed.'
        }
        checked={state === 'on'}
        disabled={busy || state === 'unsupported' || state === 'loading' || state === 'blocked'}
        onChange={(on) => void change(on)}
        testId="push-switch"
      />
      {state === 'blocked' ? (
        <Alert tone="warning" role="status">
          Notifications are blocked for this site. Allow them in your browser’s site settings, then come back
          here.
        </Alert>
      ) : null}
      {problem ? (
        <Alert tone="error" role="alert">
          {problem}
        </Alert>
      ) : null}
    </div>
  )
}
