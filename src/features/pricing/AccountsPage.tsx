import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { SubscriptionInterval } from '../../core'
import { Button, useDocumentTitle } from '../../ui'
import { useSession } from '../accounts'
import { ContactSalesDialog } from '../contact-sales'
import { ComparisonTable } from './ComparisonTable'
import { IntervalSwitch } from './IntervalSwitch'
import { PlanCards } from './PlanCards'
import './pricing.css'

export interface AccountsPageProps {
  /** /pricing: the same page inside the app, with the hero headline 'Pricing'. */
  integrated?: boolean
}

/** /accounts and /pricing: the plans and their feature comparison (application §2.1, §2.5). */
export function AccountsPage({ integrated = false }: AccountsPageProps) {
  const session = useSession()
  const [interval, setInterval] = useState<SubscriptionInterval>('YEAR')
  const [contactOpen, setContactOpen] = useState(false)
  useDocumentTitle(integrated ? 'Pricing' : 'Plans and accounts')
  const currentTier = session?.user.subscription_type ?? null

  return (
    <div className={`pricing${integrated ? ' pricing--integrated' : ''}`} data-testid="accounts-page">
      <header className="pricing__hero">
        {integrated ? (
          <h1 className="pricing__title">Pricing</h1>
        ) : (
          <>
            <p className="pricing__eyebrow">Plans and accounts</p>
            <h1 className="pricing__title">Know what the market is talking about</h1>
          </>
        )}
        <p className="pricing__lead">
          Buzz and sentiment for over 60k stocks and 20k cryptocurrencies, with sentiment history back to
          2011. Pick the plan that fits how you invest.
        </p>
        {!session ? (
          <p className="pricing__trial">
            <Link to="/register" className="button button--primary" data-testid="start-trial">
              Start your free trial
            </Link>
            <span className="subtle">No payment details needed.</span>
          </p>
        ) : null}
      </header>

      <section className="pricing__plans" aria-labelledby="pricing-plans-title">
        <div className="pricing__plans-head">
          <h2 id="pricing-plans-title" className="pricing__section-title">
            Plans
          </h2>
          <IntervalSwitch value={interval} onChange={setInterval} />
        </div>
        <PlanCards interval={interval} currentTier={currentTier} />
      </section>

      <section className="pricing__enterprise card" aria-labelledby="pricing-enterprise-title">
        <div>
          <h2 id="pricing-enterprise-title" className="pricing__section-title">
            Enterprise and individual offers
          </h2>
          <p className="muted">
            More licensed users, custom data feeds or an API plan: our sales team puts it together.
          </p>
        </div>
        <Button variant="secondary" onClick={() => setContactOpen(true)} data-testid="contact-sales">
          Contact sales
        </Button>
      </section>

      <ComparisonTable />

      <p className="pricing__footer subtle">
        Prices in USD. Invoice payment is possible for yearly subscriptions; PayPal for monthly and yearly
        ones. Want to end a contract? Use the <Link to="/cancellation">cancellation form</Link>.
      </p>

      <ContactSalesDialog open={contactOpen} onClose={() => setContactOpen(false)} />
    </div>
  )
}
