/** How chat answers write counts (1,710) and sentiment scores (+8.7, −0.9, 0): a true minus, as the app. */
export const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

const withTrueMinus = (format: Intl.NumberFormat) => ({
  format: (value: number) => format.format(value).replace('-', '−'),
})

export const signed = withTrueMinus(
  new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }),
)
export const signedWhole = withTrueMinus(
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, signDisplay: 'exceptZero' }),
)
