import { ACCOUNT_TEXT } from '../../core'
import { Button, Dialog } from '../../ui'

/** The payment error dialog (application §8): the PayPal order failed. */
export function PaymentErrorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      tone="error"
      title="Payment failed"
      testId="payment-error-dialog"
      footer={
        <Button variant="primary" onClick={onClose} data-testid="payment-error-close">
          Close
        </Button>
      }
    >
      <p className="payment-error__text">{ACCOUNT_TEXT.paypalError}</p>
      <p className="muted">{ACCOUNT_TEXT.paypalErrorDetail}</p>
    </Dialog>
  )
}
