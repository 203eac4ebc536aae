/** How chat answers write counts (1,710) and sentiment scores (+8.7, -0.9, 0). */
export const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
export const signed = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
})
export const signedWhole = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 0,
  signDisplay: 'exceptZero',
})
