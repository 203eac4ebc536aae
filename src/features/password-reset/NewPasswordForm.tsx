import { type FormEvent, useRef, useState } from 'react'
import { setNewPassword } from '../../api'
import {
  ACTION_FAILURE_TEXT,
  FORM_TEXT,
  isValid,
  passwordFollowsRecommendation,
  validateNewPasswordForm,
} from '../../core'
import { Alert, Button } from '../../ui'
import { TextField } from '../../ui/forms'
import { failureText } from '../accounts'

export interface NewPasswordFormProps {
  resetToken: string
  /** After success: back to the login form (without the token in the URL). */
  onDone: () => void
}

/** The set-new-password form of /login (query reset_token), then its success state. */
export function NewPasswordForm({ resetToken, onDone }: NewPasswordFormProps) {
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const passwordRef = useRef<HTMLInputElement>(null)
  const confirmationRef = useRef<HTMLInputElement>(null)
  const form = { token: resetToken, password, confirmation }
  const errors = submitted ? validateNewPasswordForm(form) : {}

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setSubmitted(true)
    const invalid = validateNewPasswordForm(form)
    if (!isValid(invalid)) {
      if (invalid.token) setFailure(invalid.token)
      else (invalid.password ? passwordRef : confirmationRef).current?.focus()
      return
    }
    setBusy(true)
    setFailure(null)
    const result = await setNewPassword({ reset_token: resetToken, newpassword: password })
    setBusy(false)
    if (!result.ok) {
      setFailure(failureText(result.error, 'setPassword'))
      return
    }
    setDone(true)
  }

  if (done) {
    return (
      <section
        className="form login__form card"
        aria-labelledby="new-password-done-title"
        data-testid="new-password-done"
      >
        <h2 className="login__section-title" id="new-password-done-title">
          Your password has been changed
        </h2>
        <p>You can now log in with your new password.</p>
        <Button variant="primary" block onClick={onDone} data-testid="new-password-login">
          Log in
        </Button>
      </section>
    )
  }

  const recommendation = password !== '' && !passwordFollowsRecommendation(password)
  return (
    <form
      className="form login__form card"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="new-password-title"
      data-testid="new-password-form"
    >
      <h2 className="login__section-title" id="new-password-title">
        Set a new password
      </h2>
      {failure ? (
        <Alert tone="error" title="Setting the new password failed" testId="new-password-error">
          {failure}
          {failure !== ACTION_FAILURE_TEXT.setPassword ? <> {ACTION_FAILURE_TEXT.setPassword}</> : null}
        </Alert>
      ) : null}
      <TextField
        ref={passwordRef}
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        hint={recommendation ? FORM_TEXT.passwordRecommendation : 'At least 8 characters.'}
        data-testid="new-password"
      />
      <TextField
        ref={confirmationRef}
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={errors.confirmation}
        data-testid="new-password-confirmation"
      />
      <Button type="submit" variant="primary" block busy={busy} data-testid="new-password-submit">
        Save new password
      </Button>
    </form>
  )
}
