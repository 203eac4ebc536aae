import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { orderSubscription } from '../../api'
import {
  ACCOUNT_TEXT,
  type BasicCredentials,
  FORM_TEXT,
  isPaymentOptionAllowed,
  type OrderAnswer,
  PAYMENT_OPTIONS,
  type PaymentOptionKey,
  type PromotionCodeCheckAnswer,
  type PurchaseInvoiceForm,
  paymentOptionByKey,
  type SubscriptionPlan,
  validatePurchaseAccountForm,
} from '../../core'
import { Alert, Button, capitalise } from '../../ui'
import { Checkbox, ChoiceCards } from '../../ui/forms'
import { accountQueries, failureText } from '../accounts'
import { formatUsd, intervalWord } from '../notices'
import { toInvoiceAddress } from './invoice-address'
import { orderSummary } from './order-summary'
import { PromotionCodeField } from './PromotionCodeField'

export interface OverviewStepProps {
  credentials: BasicCredentials
  plan: SubscriptionPlan
  invoice: PurchaseInvoiceForm
  promotion: PromotionCodeCheckAnswer | null
  onPromotion: (promotion: PromotionCodeCheckAnswer | null) => void
  onBack: () => void
  /** The order was placed (invoice: awaiting payment; PayPal: to its approval page). */
  onOrdered: (order: OrderAnswer) => void
  /** The PayPal order could not be created. */
  onPaymentError: () => void
}

const PAYMENT_TEXT: Record<PaymentOptionKey, { label: string; description: string }> = {
  invoice: {
    label: 'Invoice',
    description: 'Pay by bank transfer; your plan starts when the payment arrives.',
  },
  paypal: { label: 'PayPal', description: 'Pay with PayPal; your plan starts right away.' },
}

/** Step 3, overview and payment: promotion code, payment option, terms, and the order. */
export function OverviewStep({
  credentials,
  plan,
  invoice,
  promotion,
  onPromotion,
  onBack,
  onOrdered,
  onPaymentError,
}: OverviewStepProps) {
  const plans = useQuery(accountQueries.plans())
  const available = (key: PaymentOptionKey) =>
    isPaymentOptionAllowed(plan, paymentOptionByKey(key)) &&
    (plans.data?.payment_options.find((option) => option.key === key)?.available ?? true)
  const [chosen, setChosen] = useState<PaymentOptionKey | null>(null)
  const payment: PaymentOptionKey | null =
    chosen !== null && available(chosen)
      ? chosen
      : (PAYMENT_OPTIONS.find((o) => available(o.key))?.key ?? null)
  const [terms, setTerms] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const summary = orderSummary(plan, promotion)
  const termsError = submitted ? validatePurchaseAccountForm({ terms }, { loggedIn: true }).terms : undefined

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setSubmitted(true)
    if (validatePurchaseAccountForm({ terms }, { loggedIn: true }).terms || payment === null) return
    setBusy(true)
    setFailure(null)
    const result = await orderSubscription(credentials, {
      subscription_type_id: plan.subscription_type_id,
      payment_option_id: paymentOptionByKey(payment).payment_option_id,
      promotion_code: promotion?.promotion_code ?? null,
      invoice_address: toInvoiceAddress(invoice),
    })
    if (!result.ok) {
      setBusy(false)
      if (payment === 'paypal') onPaymentError()
      else setFailure(failureText(result.error, 'orderSubscription'))
      return
    }
    // PayPal leaves the page for the approval: the button stays busy until then.
    if (result.value.status !== 'approval_required') setBusy(false)
    onOrdered(result.value)
  }

  const unavailableText = (key: PaymentOptionKey) =>
    !isPaymentOptionAllowed(plan, paymentOptionByKey(key))
      ? FORM_TEXT.invoiceYearlyOnly
      : key === 'paypal'
        ? ACCOUNT_TEXT.paypalUnavailable
        : 'Not available at the moment.'

  return (
    <form
      className="form purchase-step card"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="overview-title"
      data-testid="purchase-overview"
    >
      <h2 className="purchase-step__title" id="overview-title">
        Overview and payment
      </h2>
      {failure ? (
        <Alert tone="error" title="Your order could not be placed" testId="order-error">
          {failure}
        </Alert>
      ) : null}

      <dl className="facts">
        <dt>Plan</dt>
        <dd data-testid="overview-plan">
          {capitalise(plan.tier)} ({intervalWord(plan.interval)})
        </dd>
        <dt>Invoice to</dt>
        <dd>
          {invoice.companyName}, {invoice.addressName}
          <br />
          {invoice.street} {invoice.number}, {invoice.zip} {invoice.city}
          <br />
          <span className="subtle">VAT {invoice.vatNumber}</span>
        </dd>
        <dt>Total</dt>
        <dd data-testid="overview-total">
          {formatUsd(summary.total)}
          {summary.discountNote ? <span className="subtle"> ({summary.discountNote})</span> : null}
        </dd>
      </dl>

      <PromotionCodeField
        subscriptionTypeId={plan.subscription_type_id}
        applied={promotion}
        onApply={onPromotion}
      />

      <ChoiceCards
        legend="Payment"
        name="payment-option"
        value={payment}
        onChange={setChosen}
        options={PAYMENT_OPTIONS.map((option) => ({
          value: option.key,
          label: PAYMENT_TEXT[option.key].label,
          description: available(option.key)
            ? PAYMENT_TEXT[option.key].description
            : unavailableText(option.key),
          disabled: !available(option.key),
          testId: `payment-${option.key}`,
        }))}
        hint={plan.interval === 'MONTH' ? FORM_TEXT.invoiceYearlyOnly : undefined}
        error={
          submitted && payment === null ? 'No payment option is available for this plan at the moment.' : null
        }
      />

      <Checkbox
        label={
          <>
            I accept the terms and conditions of Murmur and confirm the order of the {capitalise(plan.tier)}{' '}
            plan with an obligation to pay.
          </>
        }
        checked={terms}
        onChange={(event) => setTerms(event.target.checked)}
        error={termsError}
        data-testid="purchase-terms"
      />

      <div className="form-actions">
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button type="submit" variant="primary" busy={busy} data-testid="purchase-buy">
          {payment === 'paypal'
            ? `Pay ${formatUsd(summary.total)} with PayPal`
            : `Buy now for ${formatUsd(summary.total)}`}
        </Button>
      </div>
    </form>
  )
}
