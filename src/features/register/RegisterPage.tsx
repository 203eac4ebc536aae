import { Link, useRouter } from '@tanstack/react-router'
import { type FormEvent, useRef, useState } from 'react'
import { signUp } from '../../api'
import { rememberEmail, useAuthStore } from '../../app'
import { md5Hex } from '../../app/md5'
import {
  ACCOUNT_TEXT,
  type RegisterForm,
  type Salutation,
  type SignupAnswer,
  TRIAL_DAYS,
  validateRegisterForm,
} from '../../core'
import { Alert, Button, formatDate, MurmurMark, useDocumentTitle } from '../../ui'
import { TextField, useForm } from '../../ui/forms'
import { failureText } from '../accounts'
import { SalutationField } from '../accounts/SalutationField'
import { BotCheck } from './BotCheck'
import './register.css'

const FIELD_ORDER = ['firstName', 'lastName', 'email', 'password', 'token'] as const

type Fields = Omit<RegisterForm, 'token'> & { salutation: Salutation }

/** /register: trial account creation, ending in a success message (application §2.5, §4). */
export function RegisterPage() {
  useDocumentTitle('Start your free trial')
  const [created, setCreated] = useState<{ answer: SignupAnswer; password: string } | null>(null)
  return (
    <div className="register">
      <aside className="register__pitch">
        <MurmurMark className="register__mark" />
        <h1 className="register__title">Start your free {TRIAL_DAYS}-day trial</h1>
        <p className="register__lead">See what news and social media say about your assets, as it happens.</p>
        <ul className="register__benefits">
          <li>Buzz and sentiment for over 60k stocks and 20k cryptocurrencies</li>
          <li>Live updates, key events and a personal watchlist</li>
          <li>No payment details needed; upgrade whenever you like</li>
        </ul>
        <p className="subtle">
          Compare the plans on the <Link to="/accounts">plans page</Link>.
        </p>
      </aside>
      <div className="register__panel">
        {created ? (
          <RegisterSuccess answer={created.answer} password={created.password} />
        ) : (
          <RegisterFormCard onCreated={(answer, password) => setCreated({ answer, password })} />
        )}
      </div>
    </div>
  )
}

function RegisterFormCard({ onCreated }: { onCreated: (answer: SignupAnswer, password: string) => void }) {
  const [token, setToken] = useState<string | null>(null)
  const [botCheckRound, setBotCheckRound] = useState(0)
  const [showPassword, setShowPassword] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const {
    form: fields,
    setForm: setFields,
    errors,
    bind,
    check,
  } = useForm({
    initial: (): Fields => ({ salutation: '', firstName: '', lastName: '', email: '', password: '' }),
    validate: (current: Fields) => validateRegisterForm({ ...current, token: token ?? '' }),
    order: FIELD_ORDER,
    testIdPrefix: 'register',
  })

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy || !check() || !token) return
    setBusy(true)
    setFailure(null)
    const result = await signUp({
      email: fields.email.trim(),
      password: md5Hex(fields.password),
      firstName: fields.firstName.trim(),
      lastName: fields.lastName.trim(),
      salutation: fields.salutation,
      token,
      sendEmailAddressConfirmation: 1,
    })
    setBusy(false)
    if (!result.ok) {
      setFailure(failureText(result.error, 'register'))
      // A solved challenge counts once: the next attempt needs a new one.
      setToken(null)
      setBotCheckRound((round) => round + 1)
      return
    }
    onCreated(result.value, fields.password)
  }

  return (
    <form
      className="form card register__form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="register-heading"
      data-testid="register-form"
    >
      <h2 className="register__form-title" id="register-heading">
        Create your account
      </h2>
      {failure ? (
        <Alert tone="error" title={ACCOUNT_TEXT.registrationFailed} testId="register-error">
          {failure}
        </Alert>
      ) : null}
      <SalutationField
        value={fields.salutation}
        onChange={(value) => setFields((current) => ({ ...current, salutation: value }))}
      />
      <div className="form-row">
        <TextField label="First name" autoComplete="given-name" required {...bind('firstName')} />
        <TextField label="Last name" autoComplete="family-name" required {...bind('lastName')} />
      </div>
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...bind('email')}
      />
      <div className="password-field">
        <TextField
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          hint="At least 8 characters; a special character and a number are recommended."
          required
          {...bind('password')}
        />
        <button
          type="button"
          className="password-field__reveal"
          aria-pressed={showPassword}
          onClick={() => setShowPassword((shown) => !shown)}
        >
          {showPassword ? 'Hide' : 'Show'}
          <span className="visually-hidden"> password</span>
        </button>
      </div>
      <BotCheck key={botCheckRound} onChange={setToken} error={errors.token} />
      <Button type="submit" variant="primary" block busy={busy} data-testid="register-submit">
        {busy ? 'Creating your account…' : 'Start free trial'}
      </Button>
      <p className="subtle register__login">
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </form>
  )
}

function RegisterSuccess({ answer, password }: { answer: SignupAnswer; password: string }) {
  const auth = useAuthStore()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)

  async function start() {
    setBusy(true)
    setFailure(null)
    const result = await auth.login(answer.username, password)
    if (!result.ok) {
      setBusy(false)
      setFailure(failureText(result.error, 'login'))
      return
    }
    rememberEmail(document, answer.username, location.protocol === 'https:')
    await router.navigate({ to: '/', replace: true })
  }

  return (
    <section
      className="card register__success"
      aria-labelledby="register-success-title"
      data-testid="register-success"
    >
      <h2 className="register__form-title" id="register-success-title" ref={headingRef}>
        Your trial account is ready
      </h2>
      <p>
        Welcome to Murmur! Your free trial runs until <strong>{formatDate(answer.valid_until * 1000)}</strong>
        .
      </p>
      {answer.emailConfirmationSent ? (
        <p className="muted">We have sent a message to {answer.username} to confirm your e-mail address.</p>
      ) : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button variant="primary" block busy={busy} onClick={() => void start()} data-testid="register-start">
        Start exploring
      </Button>
    </section>
  )
}
