import { keyEventById, languageLabel, type MessageFilterSearch, messageTypeLabel } from '../../core'
import { Button, capitalise } from '../../ui'

const FILTER_LABELS: Record<keyof MessageFilterSearch, string> = {
  messageType: 'Type',
  messageLanguage: 'Language',
  authorType: 'Author type',
  messageAsset: 'Asset',
  messageKeyEvent: 'Key event',
  messageSentiment: 'Sentiment',
  source: 'Source',
  searchQuery: 'Search',
}

/** A filter's value as the filter dialog names it ("News", "German (de)", "Bots"). */
function filterValueLabel(name: keyof MessageFilterSearch, value: string | number): string {
  if (typeof value === 'number')
    return name === 'messageKeyEvent' ? (keyEventById(value)?.name ?? String(value)) : String(value)
  if (name === 'messageType') return messageTypeLabel(value)
  if (name === 'messageLanguage') return languageLabel(value)
  if (name === 'authorType' || name === 'messageSentiment') return capitalise(value)
  return value
}

/** The chosen message filters as text, one entry per param (application §2.2). */
export function filterSummary(filters: MessageFilterSearch): { label: string; values: string[] }[] {
  const entries: { label: string; values: string[] }[] = []
  for (const name of Object.keys(FILTER_LABELS) as (keyof MessageFilterSearch)[]) {
    const values = filters[name]
    if (!values || values.length === 0) continue
    entries.push({
      label: FILTER_LABELS[name],
      values: values.map((value) => filterValueLabel(name, value)),
    })
  }
  return entries
}

/** What filters the messages and statistics, and a way to clear them. */
export function MessageFilterSummary({
  filters,
  onClear,
}: {
  filters: MessageFilterSearch
  onClear: () => void
}) {
  const entries = filterSummary(filters)
  return (
    <div className="asset-filters" data-testid="message-filters" data-count={entries.length}>
      <span className="subtle">Message filters:</span>
      {entries.length === 0 ? (
        <span>none</span>
      ) : (
        <>
          {entries.map((entry) => (
            <span key={entry.label} className="badge">
              {entry.label}: {entry.values.join(', ')}
            </span>
          ))}
          <Button size="small" variant="ghost" onClick={onClear} data-testid="message-filters-clear">
            Clear filters
          </Button>
        </>
      )}
    </div>
  )
}
