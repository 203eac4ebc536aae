import { type FormEvent, useEffect, useRef, useState } from 'react'
import { contactSales } from '../../api'
import { type ContactSalesForm, isValid, validateContactSalesForm } from '../../core'
import { Alert, Button, Dialog } from '../../ui'
import { TextAreaField, TextField } from '../../ui/forms'
import { failureText, useSession } from '../accounts'

export const CONTACT_SALES_THANKS = 'Thank you! Our sales team will get back to you shortly.'

/** The contact-sales dialog (application §2.5) for individual or enterprise offers. */
export function ContactSalesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  // Kept here for the dialog's footer (its actions stay in view while the form scrolls).
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)
  // Each opening starts afresh, from its first render (React's "adjusting state when a prop changes").
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) {
      setBusy(false)
      setSent(false)
    }
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Contact sales"
      description="Need more licensed users, an individual offer or an enterprise plan? Tell us what you need."
      testId="contact-sales-dialog"
      footer={
        sent ? (
          <Button variant="primary" onClick={onClose} data-testid="contact-sales-close">
            Close
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button
              type="submit"
              form={FORM_ID}
              variant="primary"
              busy={busy}
              data-testid="contact-sales-send"
            >
              Send message
            </Button>
          </>
        )
      }
    >
      {open ? (
        <ContactSalesBody busy={busy} onBusy={setBusy} sent={sent} onSent={() => setSent(true)} />
      ) : null}
    </Dialog>
  )
}

const FORM_ID = 'contact-sales-form'

function ContactSalesBody({
  busy,
  onBusy,
  sent,
  onSent,
}: {
  busy: boolean
  onBusy: (busy: boolean) => void
  sent: boolean
  onSent: () => void
}) {
  const session = useSession()
  const [form, setForm] = useState<ContactSalesForm>(() => ({
    email: session?.username ?? '',
    firstName: session?.user.first_name ?? '',
    lastName: session?.user.last_name ?? '',
    message: '',
  }))
  const [submitted, setSubmitted] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const messageRef = useRef<HTMLTextAreaElement>(null)
  // A send still running when the dialog closes must not mark the next opening sent or busy.
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const errors = submitted ? validateContactSalesForm(form) : {}
  const set = (key: keyof ContactSalesForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }))

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setSubmitted(true)
    const invalid = validateContactSalesForm(form)
    if (!isValid(invalid)) {
      if (invalid.email) emailRef.current?.focus()
      else messageRef.current?.focus()
      return
    }
    onBusy(true)
    setFailure(null)
    const result = await contactSales(form)
    if (!mounted.current) return
    onBusy(false)
    if (!result.ok) {
      setFailure(failureText(result.error, 'generic'))
      return
    }
    onSent()
  }

  if (sent) {
    return (
      <Alert tone="info" role="status" testId="contact-sales-sent">
        {CONTACT_SALES_THANKS}
      </Alert>
    )
  }

  return (
    <form id={FORM_ID} className="form" noValidate onSubmit={onSubmit} data-testid="contact-sales-form">
      {failure ? (
        <Alert tone="error" title="Your message could not be sent">
          {failure}
        </Alert>
      ) : null}
      <TextField
        ref={emailRef}
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={form.email}
        onChange={set('email')}
        error={errors.email}
        data-testid="contact-sales-email"
      />
      <div className="form-row">
        <TextField
          label="First name"
          autoComplete="given-name"
          value={form.firstName}
          onChange={set('firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={form.lastName}
          onChange={set('lastName')}
        />
      </div>
      <TextAreaField
        ref={messageRef}
        label="Message"
        required
        rows={5}
        value={form.message}
        onChange={set('message')}
        error={errors.message}
        data-testid="contact-sales-message"
      />
    </form>
  )
}
