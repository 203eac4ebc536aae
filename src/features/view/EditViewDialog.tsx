import { useState } from 'react'
import type { AvailableFilters } from '../../api'
import type { ExploreSearch, ViewScopeKey, ViewSearch } from '../../core'
import { Button, Dialog } from '../../ui'
import { type ExploreFilterChange, ExploreFilters } from '../explore/ExploreFilters'
import { KeyEventSelect } from '../messages/KeyEventSelect'

export type ViewScopeChange = { [K in ViewScopeKey]: ViewSearch[K] | undefined }

export interface EditViewDialogProps {
  open: boolean
  search: ViewSearch
  choices: AvailableFilters | undefined
  /** Key events may be chosen (the plan has the key-event view). */
  keyEvents: boolean
  onApply: (change: ViewScopeChange) => void
  onClose: () => void
}

const joined = (values: readonly (string | number)[] | undefined) =>
  values && values.length > 0 ? values.join(',') : undefined
const split = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : undefined)

/** "Edit a view" (application §2.5): what the view covers, with the explore page's filters. */
export function EditViewDialog({ open, search, choices, keyEvents, onApply, onClose }: EditViewDialogProps) {
  return (
    <Dialog
      open={open}
      title="Edit view"
      onClose={onClose}
      size="wide"
      testId="edit-view-dialog"
      description="Choose the assets this view follows."
    >
      {open ? (
        <ViewForm
          search={search}
          choices={choices}
          keyEvents={keyEvents}
          onApply={onApply}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  )
}

function ViewForm({ search, choices, keyEvents, onApply, onClose }: Omit<EditViewDialogProps, 'open'>) {
  const [draft, setDraft] = useState<ExploreSearch>(() => ({
    type: joined(search.type),
    region: joined(search.region),
    country: joined(search.country),
    sector: joined(search.sector),
    exchange: joined(search.exchange),
    list: joined(search.list),
  }))
  const [keyEvent, setKeyEvent] = useState<number | undefined>(search.keyEvent?.[0])
  return (
    <form
      className="message-filter-form"
      onSubmit={(event) => {
        event.preventDefault()
        onApply({
          type: split(draft.type),
          region: split(draft.region),
          country: split(draft.country),
          sector: split(draft.sector),
          exchange: split(draft.exchange),
          list: split(draft.list),
          keyEvent: keyEvent === undefined ? undefined : [keyEvent],
          asset: search.asset,
        })
      }}
    >
      <ExploreFilters
        search={draft}
        choices={choices}
        inDialog
        onChange={(change: ExploreFilterChange) => setDraft((previous) => ({ ...previous, ...change }))}
      />
      <KeyEventSelect
        testId="edit-view-key-event"
        locked={!keyEvents}
        value={keyEvent}
        onChange={setKeyEvent}
      />
      <div className="dialog__footer">
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" data-testid="edit-view-apply">
          Show view
        </Button>
      </div>
    </form>
  )
}
