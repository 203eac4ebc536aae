import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { cancelSubscription } from '../../api'
import { ACCOUNT_TEXT, type CancellationForm, validateCancellationForm } from '../../core'
import { Alert, Button, useDocumentTitle } from '../../ui'
import { TextAreaField, TextField, useForm } from '../../ui/forms'
import { credentialsOf, failureText, useSession } from '../accounts'
import './cancellation.css'

const FIELD_ORDER: readonly (keyof CancellationForm)[] = ['firstName', 'lastName', 'email', 'reason']

/** /cancellation (public): the contract cancellation form, filled from the account when logged in. */
export function CancellationPage() {
  useDocumentTitle('Cancel your subscription')
  const session = useSession()
  const { form, bind, check } = useForm({
    initial: (): CancellationForm => ({
      firstName: session?.user.first_name ?? '',
      lastName: session?.user.last_name ?? '',
      email: session?.username ?? '',
      reason: '',
    }),
    validate: validateCancellationForm,
    order: FIELD_ORDER,
    testIdPrefix: 'cancellation',
  })
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [received, setReceived] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy || !check()) return
    setBusy(true)
    setFailure(null)
    const result = await cancelSubscription(form, session ? credentialsOf(session) : null)
    setBusy(false)
    if (!result.ok) {
      setFailure(failureText(result.error, 'cancellation'))
      return
    }
    setReceived(true)
  }

  return (
    <div className="centered-page">
      <div className="centered-page__panel cancellation">
        <header className="cancellation__header">
          <h1 className="page-header__title">Cancel your subscription</h1>
          <p className="muted">
            Tell us who you are and why you are leaving. We confirm the end of your contract by e-mail.
          </p>
        </header>
        {received ? (
          <section
            className="card cancellation__done"
            aria-labelledby="cancellation-done-title"
            data-testid="cancellation-received"
          >
            <h2 className="cancellation__title" id="cancellation-done-title">
              {ACCOUNT_TEXT.cancellationReceived}
            </h2>
            <p className="muted">
              Your subscription stays active until the end of the period you have paid for.
            </p>
            <Link to={session ? '/' : '/accounts'} className="button button--secondary">
              {session ? 'Back to Murmur' : 'See the plans'}
            </Link>
          </section>
        ) : (
          <form
            className="form card cancellation__form"
            noValidate
            onSubmit={onSubmit}
            data-testid="cancellation-form"
          >
            {failure ? (
              <Alert tone="error" title="Your request could not be sent" testId="cancellation-error">
                {failure}
              </Alert>
            ) : null}
            <div className="form-row">
              <TextField label="First name" autoComplete="given-name" required {...bind('firstName')} />
              <TextField label="Last name" autoComplete="family-name" required {...bind('lastName')} />
            </div>
            <TextField label="Email" type="email" autoComplete="email" required {...bind('email')} />
            <TextAreaField label="Reason for the cancellation" rows={4} required {...bind('reason')} />
            <Button type="submit" variant="primary" block busy={busy} data-testid="cancellation-submit">
              Send cancellation request
            </Button>
          </form>
        )}
      </div>
    </div>
  )
}
