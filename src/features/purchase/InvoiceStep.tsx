import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { updateUserData } from '../../api'
import { type BasicCredentials, type PurchaseInvoiceForm, validatePurchaseInvoiceForm } from '../../core'
import { Alert, Button } from '../../ui'
import { TextField, useForm } from '../../ui/forms'
import { accountQueries, failureText } from '../accounts'

const FIELD_ORDER: readonly (keyof PurchaseInvoiceForm)[] = [
  'companyName',
  'addressName',
  'addressLine1',
  'addressLine2',
  'street',
  'number',
  'zip',
  'city',
  'vatNumber',
]

/** The invoice fields kept on the account's profile. */
const ADDRESS_FIELDS = ['street', 'number', 'zip', 'city'] as const

export const EMPTY_INVOICE: PurchaseInvoiceForm = {
  companyName: '',
  addressName: '',
  addressLine1: '',
  addressLine2: '',
  street: '',
  number: '',
  zip: '',
  city: '',
  vatNumber: '',
}

export interface InvoiceStepProps {
  credentials: BasicCredentials
  value: PurchaseInvoiceForm
  onBack: () => void
  onNext: (invoice: PurchaseInvoiceForm) => void
}

/**
 * Step 2, invoice data. The street, number, postal code and city are kept on the account's
 * profile (POST /v6/userdata), where the form also takes them from.
 */
export function InvoiceStep({ credentials, value, onBack, onNext }: InvoiceStepProps) {
  const queryClient = useQueryClient()
  const profile = useQuery(accountQueries.profile(credentials))
  const { form, setForm, bind, check } = useForm({
    initial: value,
    validate: validatePurchaseInvoiceForm,
    order: FIELD_ORDER,
    testIdPrefix: 'invoice',
  })
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const prefilled = useRef(false)

  // The address of the profile fills empty fields once it arrived.
  useEffect(() => {
    if (prefilled.current || !profile.data) return
    prefilled.current = true
    const { street, number, zip, city, firstName, lastName } = profile.data
    setForm((current) => ({
      ...current,
      street: current.street || street,
      number: current.number || number,
      zip: current.zip || zip,
      city: current.city || city,
      addressName: current.addressName || `${firstName} ${lastName}`.trim(),
    }))
  }, [profile.data, setForm])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy || !check()) return
    // Only what differs from the stored profile is sent; an unchanged address needs no call.
    const stored = profile.data
    const changed: Partial<Record<(typeof ADDRESS_FIELDS)[number], string>> = {}
    for (const field of ADDRESS_FIELDS) {
      if (!stored || stored[field] !== form[field].trim()) changed[field] = form[field]
    }
    if (Object.keys(changed).length === 0) {
      onNext(form)
      return
    }
    setBusy(true)
    setFailure(null)
    const saved = await updateUserData(credentials, changed)
    setBusy(false)
    if (!saved.ok) {
      setFailure(failureText(saved.error, 'updateUserData'))
      return
    }
    queryClient.setQueryData(accountQueries.profile(credentials).queryKey, saved.value)
    onNext(form)
  }

  return (
    <form
      className="form purchase-step card"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="invoice-title"
      data-testid="purchase-invoice"
    >
      <h2 className="purchase-step__title" id="invoice-title">
        Invoice data
      </h2>
      {failure ? (
        <Alert tone="error" title="Your invoice data could not be saved">
          {failure}
        </Alert>
      ) : null}
      <TextField label="Company name" autoComplete="organization" required {...bind('companyName')} />
      <TextField label="Address name" autoComplete="name" required {...bind('addressName')} />
      <TextField label="Address line 1 (optional)" autoComplete="address-line2" {...bind('addressLine1')} />
      <TextField label="Address line 2 (optional)" autoComplete="address-line3" {...bind('addressLine2')} />
      <div className="form-row form-row--narrow-first">
        <TextField label="Street" autoComplete="address-line1" required {...bind('street')} />
        <TextField label="Street number" required {...bind('number')} />
      </div>
      <div className="form-row">
        <TextField label="Postal code" autoComplete="postal-code" required {...bind('zip')} />
        <TextField label="City" autoComplete="address-level2" required {...bind('city')} />
      </div>
      <TextField label="VAT number" required {...bind('vatNumber')} />
      <div className="form-actions">
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" variant="primary" busy={busy} data-testid="purchase-next">
          Continue
        </Button>
      </div>
    </form>
  )
}
