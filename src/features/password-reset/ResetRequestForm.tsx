import { type FormEvent, useRef, useState } from 'react'
import { requestPasswordReset } from '../../api'
import { isValid, validateResetRequestForm } from '../../core'
import { Button, toasts } from '../../ui'
import { TextField } from '../../ui/forms'
import { failureText } from '../accounts'

export interface ResetRequestFormProps {
  initialEmail: string
  onBack: () => void
}

/**
 * The reset-password form of /login, then its success state (application §4 "Login
 * screens"). A non-200 answer shows the failure text but still counts as sent (application §7),
 * so the page does not tell whether an address has an account.
 */
export function ResetRequestForm({ initialEmail, onBack }: ResetRequestFormProps) {
  const [email, setEmail] = useState(initialEmail)
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const errors = submitted ? validateResetRequestForm({ email }) : {}

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setSubmitted(true)
    if (!isValid(validateResetRequestForm({ email }))) {
      emailRef.current?.focus()
      return
    }
    setBusy(true)
    const result = await requestPasswordReset(email)
    setBusy(false)
    if (!result.ok) {
      toasts.show({ tone: 'error', message: failureText(result.error, 'reset'), testId: 'reset-error' })
    }
    setSentTo(email.trim())
  }

  if (sentTo !== null) {
    return (
      <section className="form login__form card" aria-labelledby="reset-sent-title" data-testid="reset-sent">
        <h2 className="login__section-title" id="reset-sent-title">
          Check your inbox
        </h2>
        <p>
          If an account exists for <strong>{sentTo}</strong>, we have sent it a link to set a new password.
          The link is valid for 24 hours.
        </p>
        <p className="subtle">No mail? Look in your spam folder; one reset is possible per 24 hours.</p>
        <Button variant="primary" block onClick={onBack} data-testid="reset-back-to-login">
          Back to login
        </Button>
      </section>
    )
  }

  return (
    <form
      className="form login__form card"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="reset-title"
      data-testid="reset-form"
    >
      <h2 className="login__section-title" id="reset-title">
        Reset your password
      </h2>
      <p className="muted">
        Enter the e-mail address of your account and we will send you a link to set a new password.
      </p>
      <TextField
        ref={emailRef}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        data-testid="reset-email"
      />
      <Button type="submit" variant="primary" block busy={busy} data-testid="reset-submit">
        Send reset link
      </Button>
      <Button variant="ghost" block onClick={onBack}>
        Back to login
      </Button>
    </form>
  )
}
