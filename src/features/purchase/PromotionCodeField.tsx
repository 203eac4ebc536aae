import { useState } from 'react'
import { checkPromotionCode } from '../../api'
import { FORM_TEXT, type PromotionCodeCheckAnswer } from '../../core'
import { Button } from '../../ui'
import { TextField } from '../../ui/forms'

export interface PromotionCodeFieldProps {
  subscriptionTypeId: number
  applied: PromotionCodeCheckAnswer | null
  onApply: (promotion: PromotionCodeCheckAnswer | null) => void
}

/** Apply and remove a promotion code (application §4 "Purchase flow"). */
export function PromotionCodeField({ subscriptionTypeId, applied, onApply }: PromotionCodeFieldProps) {
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function apply() {
    if (busy) return
    if (code.trim() === '') {
      setError(FORM_TEXT.promotionCodeInvalid)
      return
    }
    setBusy(true)
    setError(null)
    const result = await checkPromotionCode(code.trim(), subscriptionTypeId)
    setBusy(false)
    // An unknown, expired or used-up code, and a refused check alike: the code does not apply.
    if (!result.ok) {
      setError(
        result.error.kind === 'network'
          ? 'The code could not be checked. Please try again.'
          : FORM_TEXT.promotionCodeInvalid,
      )
      return
    }
    onApply(result.value)
    setCode('')
  }

  if (applied) {
    return (
      <div className="promotion promotion--applied" data-testid="promotion-applied">
        <p>
          Promotion code <strong>{applied.promotion_code}</strong> applied: {applied.discount_percent}% off.
        </p>
        <Button size="small" variant="ghost" onClick={() => onApply(null)} data-testid="promotion-remove">
          Remove<span className="visually-hidden"> promotion code {applied.promotion_code}</span>
        </Button>
      </div>
    )
  }

  return (
    <div className="promotion">
      <TextField
        label="Promotion code"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={(event) => {
          // Enter applies the code instead of submitting the order.
          if (event.key === 'Enter') {
            event.preventDefault()
            void apply()
          }
        }}
        error={error}
        data-testid="promotion-code"
      />
      <Button
        onClick={() => void apply()}
        busy={busy}
        className="promotion__apply"
        data-testid="promotion-apply"
      >
        Apply
      </Button>
    </div>
  )
}
