import { withTrueMinus } from '../../../src/core'

/** How chat answers write counts (1,710) and sentiment scores (+8.7, −0.9, 0): a true minus, as the app. */
export const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

const signedFormat = (format: Intl.NumberFormat) => ({
  format: (value: number) => withTrueMinus(format.format(value)),
})

export const signed = signedFormat(
  new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }),
)
export const signedWhole = signedFormat(
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, signDisplay: 'exceptZero' }),
)
