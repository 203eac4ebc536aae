import { COMPARISON_ROWS } from '../../core'
import { capitalise } from '../../ui'
import { comparisonCell, TIERS } from './plan-display'

/** The feature comparison of the plans (application §3 "Subscription"). */
export function ComparisonTable() {
  return (
    // A focusable scroll region: keyboard users scroll the wide table on small screens.
    // biome-ignore lint/a11y/useSemanticElements: a labelled region around the table, not a page section
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable regions must be reachable by keyboard (axe scrollable-region-focusable)
    <div className="comparison" role="region" aria-labelledby="comparison-caption" tabIndex={0}>
      <table className="comparison__table" data-testid="comparison-table">
        <caption id="comparison-caption" className="comparison__caption">
          Compare all features
        </caption>
        <thead>
          <tr>
            <th scope="col" className="comparison__feature">
              Feature
            </th>
            {TIERS.map((tier) => (
              <th scope="col" key={tier}>
                {capitalise(tier)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARISON_ROWS.map((row) => (
            <tr key={row.key} data-testid={`comparison-${row.key}`}>
              <th scope="row" className="comparison__feature">
                {row.label}
              </th>
              {TIERS.map((tier) => {
                const cell = comparisonCell(row, row.values[tier])
                return (
                  <td key={tier} className={`comparison__cell comparison__cell--${cell.kind}`}>
                    {cell.kind === 'text' ? (
                      cell.text
                    ) : (
                      <>
                        <span aria-hidden="true">{cell.text}</span>
                        <span className="visually-hidden">{cell.label}</span>
                      </>
                    )}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
