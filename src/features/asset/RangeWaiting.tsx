/** In place of a range-bound part while a long range waits for the user's confirmation. */
export function RangeWaiting() {
  return (
    <p className="asset-waiting" data-testid="asset-awaiting-confirmation">
      The chosen time range is long: confirm loading it to see this part.
    </p>
  )
}
