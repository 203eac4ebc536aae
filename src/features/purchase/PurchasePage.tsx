import { useEffect, useRef, useState } from 'react'
import { useAuthStore } from '../../app'
import {
  type OrderAnswer,
  PAID_ACCOUNT_TYPES,
  type PaidAccountType,
  type PromotionCodeCheckAnswer,
  type PurchaseInvoiceForm,
  planFor,
  type SubscriptionInterval,
} from '../../core'
import { Alert, capitalise, useDocumentTitle } from '../../ui'
import { SelectField, Stepper } from '../../ui/forms'
import { credentialsOf, useSession } from '../accounts'
import { formatUsd } from '../notices'
import { IntervalSwitch, RECOMMENDED_TIER } from '../pricing'
import { ContactStep } from './ContactStep'
import { EMPTY_INVOICE, InvoiceStep } from './InvoiceStep'
import { OverviewStep } from './OverviewStep'
import { orderSummary, rememberedPlan, rememberPlan } from './order-summary'
import { PaymentErrorDialog } from './PaymentErrorDialog'
import { type PlacedOrder, PurchaseSuccess } from './PurchaseSuccess'
import { type PurchaseSearch, purchaseTier } from './search'
import './purchase.css'

export const PURCHASE_STEPS = ['Contact details', 'Invoice data', 'Overview and payment'] as const

export const PAYPAL_CANCELLED_TEXT =
  'You cancelled the payment at PayPal. Nothing was charged: choose a payment option to try again.'

function sessionStore(): Storage | null {
  try {
    return sessionStorage
  } catch {
    return null
  }
}

export interface PurchasePageProps {
  /** The path segment; accepted only if one of the four tiers. */
  accountType: string | undefined
  search: PurchaseSearch
}

/**
 * /purchase/{accountType?} (public): contact details, invoice data, overview and payment, then
 * success (application §2.5, §4 "Purchase flow"). PayPal orders leave for PayPal's approval page
 * and come back to /purchase?payment=success|cancelled|failed.
 */
export function PurchasePage({ accountType, search }: PurchasePageProps) {
  useDocumentTitle('Purchase')
  const session = useSession()
  const auth = useAuthStore()
  const returned = search.payment ? rememberedPlan(sessionStore()) : null
  const [tier, setTier] = useState<PaidAccountType>(
    () => purchaseTier(accountType) ?? returned?.tier ?? RECOMMENDED_TIER,
  )
  const [interval, setInterval] = useState<SubscriptionInterval>(
    () => search.interval ?? returned?.interval ?? 'YEAR',
  )
  const [invoice, setInvoice] = useState<PurchaseInvoiceForm>(() => returned?.invoice ?? EMPTY_INVOICE)
  const [step, setStep] = useState(() =>
    search.payment && search.payment !== 'success' && returned?.invoice ? 2 : 0,
  )
  const [promotion, setPromotion] = useState<PromotionCodeCheckAnswer | null>(null)
  const [placed, setPlaced] = useState<PlacedOrder | null>(() =>
    search.payment === 'success' ? { payment: 'paypal', ...(returned ?? {}) } : null,
  )
  const [paymentError, setPaymentError] = useState(search.payment === 'failed')
  const stepRef = useRef<HTMLDivElement>(null)
  const plan = planFor(tier, interval)

  // Back from PayPal with the payment captured: fetch the upgraded user data.
  useEffect(() => {
    if (search.payment === 'success') void auth.verify()
  }, [search.payment, auth])

  // Moving between steps puts the focus at the start of the new step.
  const firstRender = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step or the outcome changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    stepRef.current?.focus()
  }, [step, placed])

  // Without a login the later steps cannot order: back to the contact details.
  const currentStep = session ? step : 0

  function changePlan(nextTier: PaidAccountType, nextInterval: SubscriptionInterval) {
    setTier(nextTier)
    setInterval(nextInterval)
    // A promotion code is checked for one plan.
    setPromotion(null)
  }

  function onOrdered(order: OrderAnswer) {
    if (order.status === 'approval_required' && order.approval_url) {
      rememberPlan(sessionStore(), { tier, interval, invoice })
      window.location.assign(order.approval_url)
      return
    }
    setPlaced({
      payment: order.payment_option,
      tier: order.subscription_type,
      interval: order.interval,
      price: order.price_usd,
    })
    void auth.verify()
  }

  if (placed) {
    return (
      <div className="purchase purchase--done">
        <div ref={stepRef} tabIndex={-1} className="purchase__focus">
          <PurchaseSuccess order={placed} email={session?.username ?? null} />
        </div>
      </div>
    )
  }

  const summary = orderSummary(plan, promotion)
  return (
    <div className="purchase">
      <header className="purchase__header">
        <h1 className="page-header__title">Purchase {capitalise(tier)}</h1>
        <Stepper steps={PURCHASE_STEPS} current={currentStep} label="Purchase steps" />
      </header>

      <aside className="purchase__summary card" aria-labelledby="summary-title" data-testid="order-summary">
        <h2 className="purchase-step__title" id="summary-title">
          Your plan
        </h2>
        <SelectField
          label="Plan"
          options={PAID_ACCOUNT_TYPES.map((t) => ({ value: t, label: capitalise(t) }))}
          value={tier}
          onChange={(event) => {
            const next = purchaseTier(event.target.value)
            if (next) changePlan(next, interval)
          }}
          data-testid="summary-tier"
        />
        <IntervalSwitch value={interval} onChange={(next) => changePlan(tier, next)} />
        <dl className="purchase__prices">
          <dt>Price</dt>
          <dd>{formatUsd(summary.price)}</dd>
          {summary.discountPercent > 0 ? (
            <>
              <dt>Discount</dt>
              <dd>−{summary.discountPercent}%</dd>
            </>
          ) : null}
          <dt className="purchase__total">Total</dt>
          <dd className="purchase__total" data-testid="summary-total">
            {formatUsd(summary.total)}
          </dd>
        </dl>
        {summary.discountNote ? <p className="subtle">{summary.discountNote}</p> : null}
      </aside>

      <div className="purchase__main" ref={stepRef} tabIndex={-1}>
        {search.payment === 'cancelled' && currentStep === 2 ? (
          <Alert tone="warning" role="status" testId="paypal-cancelled">
            {PAYPAL_CANCELLED_TEXT}
          </Alert>
        ) : null}
        {currentStep === 0 ? <ContactStep onNext={() => setStep(1)} /> : null}
        {currentStep === 1 && session ? (
          <InvoiceStep
            credentials={credentialsOf(session)}
            value={invoice}
            onBack={() => setStep(0)}
            onNext={(next) => {
              setInvoice(next)
              setStep(2)
            }}
          />
        ) : null}
        {currentStep === 2 && session ? (
          <OverviewStep
            credentials={credentialsOf(session)}
            plan={plan}
            invoice={invoice}
            promotion={promotion}
            onPromotion={setPromotion}
            onBack={() => setStep(1)}
            onOrdered={onOrdered}
            onPaymentError={() => setPaymentError(true)}
          />
        ) : null}
      </div>

      <PaymentErrorDialog open={paymentError} onClose={() => setPaymentError(false)} />
    </div>
  )
}
