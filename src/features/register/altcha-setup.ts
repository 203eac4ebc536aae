// The altcha widget without its bundled inline workers and styles ('altcha/external'), so the
// app's strict CSP stays as it is: the workers are own-origin files, the styles a CSS file.
import 'altcha/external'
import 'altcha/altcha.css'
import type {} from 'altcha/types/react'
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker'
import ShaWorker from 'altcha/workers/sha?worker'

const SHA = ['SHA-256', 'SHA-384', 'SHA-512'] as const
const PBKDF2 = ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512'] as const

/** Registers the proof-of-work workers once, before the first widget is created. */
export function registerBotCheckWorkers(): void {
  for (const name of SHA) {
    if (!globalThis.$altcha.algorithms.has(name))
      globalThis.$altcha.algorithms.set(name, () => new ShaWorker())
  }
  for (const name of PBKDF2) {
    if (!globalThis.$altcha.algorithms.has(name))
      globalThis.$altcha.algorithms.set(name, () => new Pbkdf2Worker())
  }
}
