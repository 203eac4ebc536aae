import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { updateUserData } from '../../api'
import { useAuthStore } from '../../app'
import {
  ACCOUNT_TEXT,
  type BasicCredentials,
  type UserDataForm,
  type UserProfile,
  validateUserDataForm,
} from '../../core'
import { Alert, Button, pendingText, toasts } from '../../ui'
import { Checkbox, SelectField, TextField, useForm } from '../../ui/forms'
import { accountQueries, failureText } from '../accounts'
import { SalutationField } from '../accounts/SalutationField'
import { countryOptions } from './countries'

const LANGUAGE_OPTIONS = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'Deutsch' },
]
const FIELD_ORDER: readonly (keyof UserDataForm)[] = [
  'firstName',
  'lastName',
  'street',
  'number',
  'zip',
  'city',
]

/** The user data form (application §3 "User data", §5 "User data form"). */
export function ProfileTab({ credentials }: { credentials: BasicCredentials }) {
  const profile = useQuery(accountQueries.profile(credentials))
  if (profile.isPending)
    return (
      <p className="muted" role="status">
        {pendingText(profile, 'Loading your profile…')}
      </p>
    )
  if (profile.isError) {
    return (
      <Alert tone="error" title="Your profile could not be loaded">
        <Button size="small" onClick={() => void profile.refetch()}>
          Try again
        </Button>
      </Alert>
    )
  }
  return <ProfileForm credentials={credentials} initial={profile.data} />
}

function ProfileForm({ credentials, initial }: { credentials: BasicCredentials; initial: UserProfile }) {
  const queryClient = useQueryClient()
  const auth = useAuthStore()
  const { form, setForm, bind, check, resetSubmitted } = useForm({
    initial,
    validate: (profile: UserProfile) => validateUserDataForm(profile),
    order: FIELD_ORDER,
    testIdPrefix: 'profile',
  })
  const [busy, setBusy] = useState(false)

  const set =
    <K extends keyof UserProfile>(key: K) =>
    (value: UserProfile[K]) =>
      setForm((current) => ({ ...current, [key]: value }))

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy || !check()) return
    setBusy(true)
    const { email: _email, emailConfirmed: _confirmed, ...change } = form
    const result = await updateUserData(credentials, change)
    setBusy(false)
    if (!result.ok) {
      toasts.show({
        tone: 'error',
        message: failureText(result.error, 'updateUserData'),
        testId: 'profile-error',
      })
      return
    }
    queryClient.setQueryData(accountQueries.profile(credentials).queryKey, result.value)
    setForm(result.value)
    resetSubmitted()
    toasts.show({ tone: 'success', message: ACCOUNT_TEXT.userDataUpdated, testId: 'profile-saved' })
    // The name in the header comes from the user data: fetch it again.
    void auth.verify()
  }

  return (
    <form className="form settings-form" noValidate onSubmit={onSubmit} data-testid="profile-form">
      <fieldset className="settings-form__group">
        <legend className="settings-form__legend">Account</legend>
        <TextField
          label="Email"
          type="email"
          value={form.email}
          readOnly
          hint="Your login; it cannot be changed here."
        />
        <div className="form-row">
          <SalutationField value={form.salutation} onChange={set('salutation')} />
          <SelectField
            label="Language"
            options={LANGUAGE_OPTIONS}
            value={form.language}
            onChange={(event) => set('language')(event.target.value === 'de' ? 'de' : 'en')}
          />
        </div>
        <div className="form-row">
          <TextField label="First name" autoComplete="given-name" required {...bind('firstName')} />
          <TextField label="Last name" autoComplete="family-name" required {...bind('lastName')} />
        </div>
        <div className="form-row">
          <TextField
            label="Birthday"
            type="date"
            value={form.birthday}
            onChange={(event) => set('birthday')(event.target.value)}
          />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            value={form.phone}
            onChange={(event) => set('phone')(event.target.value)}
          />
        </div>
      </fieldset>

      <fieldset className="settings-form__group">
        <legend className="settings-form__legend">Address</legend>
        <div className="form-row form-row--narrow-first">
          <TextField label="Street" autoComplete="address-line1" required {...bind('street')} />
          <TextField label="Street number" required {...bind('number')} />
        </div>
        <div className="form-row">
          <TextField label="Postal code" autoComplete="postal-code" required {...bind('zip')} />
          <TextField label="City" autoComplete="address-level2" required {...bind('city')} />
        </div>
        <SelectField
          label="Country"
          placeholder="Please choose"
          options={countryOptions()}
          value={form.country}
          autoComplete="country"
          onChange={(event) => set('country')(event.target.value)}
        />
      </fieldset>

      <Checkbox
        label="Send me the Murmur newsletter"
        checked={form.newsletter}
        onChange={(event) => set('newsletter')(event.target.checked)}
        data-testid="profile-newsletter"
      />

      <div className="form-actions form-actions--end">
        <Button type="submit" variant="primary" busy={busy} data-testid="profile-save">
          Save changes
        </Button>
      </div>
    </form>
  )
}
