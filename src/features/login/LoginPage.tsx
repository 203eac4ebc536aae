import { Link, useRouter } from '@tanstack/react-router'
import { type FormEvent, useId, useRef, useState } from 'react'
import {
  afterLoginPath,
  readRememberedEmail,
  rememberEmail,
  useAuthStore,
  useRuntimeConfig,
  useRuntimeConfigLoaded,
} from '../../app'
import { TEXT, validateLoginForm } from '../../core'
import { Alert, Button, MurmurMark, useDocumentTitle } from '../../ui'
import { TextField } from '../../ui/forms'
import { NewPasswordForm, ResetRequestForm } from '../password-reset'
import { loginFailureText } from './login-errors'
import './login.css'

/** The screens of /login: login, reset-password (then its success), set-new-password (then its success). */
type Mode = 'login' | 'reset' | 'new-password'

export interface LoginPageProps {
  /** Where to go after logging in (the full target path the guard recorded). */
  redirect?: string
  /** Handed on from reset_token for the set-new-password form. */
  resetToken?: string
  /** Back from the address-confirmation link. */
  emailConfirmed?: boolean
}

export function LoginPage({ redirect, resetToken, emailConfirmed = false }: LoginPageProps) {
  const [mode, setMode] = useState<Mode>(resetToken !== undefined ? 'new-password' : 'login')
  const [email, setEmail] = useState(() => readRememberedEmail(document))
  const router = useRouter()
  useDocumentTitle(mode === 'login' ? 'Log in' : mode === 'reset' ? 'Reset password' : 'Set a new password')
  const headingId = useId()

  return (
    <div className="centered-page">
      <div className="centered-page__panel login">
        <div className="login__brand">
          <MurmurMark className="login__mark" />
          <div>
            <h1 className="login__title" id={headingId}>
              {mode === 'login' ? 'Log in to Murmur' : 'Your Murmur password'}
            </h1>
            <p className="login__subtitle">Market buzz and sentiment, live.</p>
          </div>
        </div>
        {emailConfirmed && mode === 'login' ? (
          <Alert tone="info" role="status" title="E-mail address confirmed" testId="email-confirmed">
            Thank you! You can log in now.
          </Alert>
        ) : null}
        {mode === 'new-password' && resetToken !== undefined ? (
          <NewPasswordForm
            resetToken={resetToken}
            onDone={() => {
              setMode('login')
              void router.navigate({ to: '/login', search: {}, replace: true })
            }}
          />
        ) : mode === 'reset' ? (
          <ResetRequestForm initialEmail={email} onBack={() => setMode('login')} />
        ) : (
          <LoginForm
            headingId={headingId}
            redirect={redirect}
            email={email}
            onEmailChange={setEmail}
            onForgotPassword={() => setMode('reset')}
          />
        )}
      </div>
    </div>
  )
}

function LoginForm({
  headingId,
  redirect,
  email,
  onEmailChange: setEmail,
  onForgotPassword,
}: {
  headingId: string
  redirect: string | undefined
  email: string
  onEmailChange: (email: string) => void
  onForgotPassword: () => void
}) {
  const auth = useAuthStore()
  const router = useRouter()
  const config = useRuntimeConfig()
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)

  const errors = submitted ? validateLoginForm({ email, password }) : {}
  // The demo hint shows only once the configuration says this is not a production environment.
  const isDemoEnvironment = useRuntimeConfigLoaded() && !/^prod/i.test(config.environment)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setSubmitted(true)
    const invalid = validateLoginForm({ email, password })
    if (invalid.email || invalid.password) {
      ;(invalid.email ? emailRef : passwordRef).current?.focus()
      return
    }
    setBusy(true)
    setFailure(null)
    const result = await auth.login(email, password)
    if (!result.ok) {
      setBusy(false)
      setFailure(loginFailureText(result.error))
      return
    }
    rememberEmail(document, email, location.protocol === 'https:')
    // The guard of /login sends logged-in users on as well; both go to the same place.
    await router.navigate({ href: afterLoginPath(redirect), replace: true })
  }

  return (
    <>
      <form
        className="form login__form card"
        aria-labelledby={headingId}
        noValidate
        onSubmit={onSubmit}
        data-testid="login-form"
      >
        {failure ? (
          <Alert tone="error" title={TEXT.loginFailed} testId="login-error">
            {failure}
          </Alert>
        ) : null}

        <TextField
          ref={emailRef}
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          data-testid="login-email"
        />

        <div className="login__password">
          <TextField
            ref={passwordRef}
            label="Password"
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
            data-testid="login-password"
          />
          <button
            type="button"
            className="login__reveal"
            aria-pressed={showPassword}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            {showPassword ? 'Hide' : 'Show'}
            <span className="visually-hidden"> password</span>
          </button>
        </div>

        <Button type="submit" variant="primary" block busy={busy} data-testid="login-submit">
          {busy ? 'Logging in…' : 'Log in'}
        </Button>
        <button
          type="button"
          className="login__link"
          onClick={onForgotPassword}
          data-testid="forgot-password"
        >
          Forgot your password?
        </button>
      </form>

      <p className="login__register subtle">
        New to Murmur?{' '}
        <Link to="/register" data-testid="login-register">
          Start your free trial
        </Link>{' '}
        or <Link to="/accounts">see the plans</Link>.
      </p>

      {isDemoEnvironment ? (
        <p className="login__demo subtle">
          Trying Murmur? Use the demo login that <span className="login__code">npm start</span> printed when
          the server started.
        </p>
      ) : null}
    </>
  )
}
