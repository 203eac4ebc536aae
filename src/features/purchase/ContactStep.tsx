import { Link, useRouter } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { signUp } from '../../api'
import { rememberEmail, useAuthStore } from '../../app'
import { md5Hex } from '../../app/md5'
import {
  ACCOUNT_TEXT,
  type FieldErrors,
  FORM_TEXT,
  type PurchaseAccountForm,
  type Salutation,
  validatePurchaseAccountForm,
} from '../../core'
import { Alert, Button } from '../../ui'
import { TextField, useForm } from '../../ui/forms'
import { failureText, useSession } from '../accounts'
import { SalutationField } from '../accounts/SalutationField'
import { displayName } from '../home'
import { BotCheck } from '../register'

type AccountFields = Omit<PurchaseAccountForm, 'terms' | 'salutation'> & {
  salutation: Salutation
}
const FIELD_ORDER = ['firstName', 'lastName', 'email', 'password'] as const

/** The account fields' errors; the terms are confirmed on the overview step, right before buying. */
function accountErrors(fields: AccountFields): FieldErrors<keyof AccountFields> {
  const { terms: _terms, ...errors } = validatePurchaseAccountForm(fields)
  return errors
}

/**
 * Step 1, contact details: a logged-in buyer orders for the account; a visitor creates one here
 * (the same signup and bot check as the registration), then continues logged in.
 */
export function ContactStep({ onNext }: { onNext: () => void }) {
  const session = useSession()
  const auth = useAuthStore()
  const router = useRouter()
  if (session) {
    return (
      <section className="purchase-step card" aria-labelledby="contact-title" data-testid="purchase-contact">
        <h2 className="purchase-step__title" id="contact-title">
          Contact details
        </h2>
        <dl className="facts">
          <dt>Name</dt>
          <dd>{displayName(session.user)}</dd>
          <dt>Email</dt>
          <dd data-testid="purchase-email">{session.username}</dd>
        </dl>
        <p className="subtle">
          Not you?{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              auth.logout()
              void router.invalidate()
            }}
          >
            Log out
          </button>{' '}
          and order with another account.
        </p>
        <div className="form-actions form-actions--end">
          <Button variant="primary" onClick={onNext} data-testid="purchase-next">
            Continue
          </Button>
        </div>
      </section>
    )
  }
  return <NewAccountForm onCreated={onNext} />
}

function NewAccountForm({ onCreated }: { onCreated: () => void }) {
  const auth = useAuthStore()
  const router = useRouter()
  const {
    form: fields,
    setForm: setFields,
    bind,
    check,
    submitted,
  } = useForm({
    initial: (): AccountFields => ({ salutation: '', firstName: '', lastName: '', email: '', password: '' }),
    validate: accountErrors,
    order: FIELD_ORDER,
    testIdPrefix: 'purchase',
  })
  const [token, setToken] = useState<string | null>(null)
  const [round, setRound] = useState(0)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy || !check() || !token) return
    setBusy(true)
    setFailure(null)
    const created = await signUp({
      email: fields.email.trim(),
      password: md5Hex(fields.password),
      firstName: fields.firstName.trim(),
      lastName: fields.lastName.trim(),
      salutation: fields.salutation,
      token,
      sendEmailAddressConfirmation: 1,
    })
    if (!created.ok) {
      setBusy(false)
      setFailure(failureText(created.error, 'register'))
      setToken(null)
      setRound((r) => r + 1)
      return
    }
    const login = await auth.login(created.value.username, fields.password)
    setBusy(false)
    if (!login.ok) {
      setFailure(failureText(login.error, 'login'))
      return
    }
    rememberEmail(document, created.value.username, location.protocol === 'https:')
    onCreated()
  }

  return (
    <form
      className="form purchase-step card"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-title"
      data-testid="purchase-contact"
    >
      <h2 className="purchase-step__title" id="contact-title">
        Contact details
      </h2>
      <p className="muted">
        We create your Murmur account with these details. Already a customer?{' '}
        <Link to="/login" search={{ redirect: router.state.location.href }}>
          Log in
        </Link>{' '}
        first.
      </p>
      {failure ? (
        <Alert tone="error" title={ACCOUNT_TEXT.registrationFailed} testId="purchase-account-error">
          {failure}
        </Alert>
      ) : null}
      <SalutationField
        value={fields.salutation}
        onChange={(value) => setFields((current) => ({ ...current, salutation: value }))}
      />
      <div className="form-row">
        <TextField label="First name" autoComplete="given-name" required {...bind('firstName')} />
        <TextField label="Surname" autoComplete="family-name" required {...bind('lastName')} />
      </div>
      <TextField label="Email address" type="email" autoComplete="email" required {...bind('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        required
        {...bind('password')}
      />
      <BotCheck
        key={round}
        onChange={setToken}
        error={submitted && !token ? FORM_TEXT.confirmNotRobot : null}
      />
      <div className="form-actions form-actions--end">
        <Button type="submit" variant="primary" busy={busy} data-testid="purchase-next">
          Continue
        </Button>
      </div>
    </form>
  )
}
