import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import {
  canUseFilter,
  draftNeeds,
  draftOf,
  FILTER_PERMISSION_TEXT,
  languageLabel,
  MESSAGE_FILTER_LANGUAGES,
  MESSAGE_FILTER_TYPES,
  type MessageFilterDraft,
  type MessageFilterParams,
  type MessageFilterSearch,
  messageTypeLabel,
  SENTIMENT_CHOICES,
  SUBSCRIPTION_PAGE,
  searchOfDraft,
  type UserData,
} from '../../core'
import { Button, capitalise, Dialog } from '../../ui'
import { ChipGroup } from '../../ui/chip-group'
import { KeyEventSelect } from './KeyEventSelect'
import './messages.css'

export interface MessageFilterDialogProps {
  open: boolean
  user: UserData
  filters: MessageFilterSearch
  onApply: (params: MessageFilterParams) => void
  onClose: () => void
}

const toggle = <T,>(values: readonly T[], value: T): T[] =>
  values.includes(value) ? values.filter((entry) => entry !== value) : [...values, value]

/**
 * "Edit a message filter" (application §2.5): message types, languages, sentiment, sources, a
 * key event and search words for the page's messages and statistics. Filters the plan does not
 * include are shown locked; a choice that needs one cannot be applied, and says which.
 */
export function MessageFilterDialog({ open, user, filters, onApply, onClose }: MessageFilterDialogProps) {
  return (
    <Dialog
      open={open}
      title="Edit message filter"
      onClose={onClose}
      size="wide"
      testId="message-filter-dialog"
      description="Choose which messages the page counts and lists."
    >
      {open ? <FilterForm user={user} filters={filters} onApply={onApply} onClose={onClose} /> : null}
    </Dialog>
  )
}

function FilterForm({ user, filters, onApply, onClose }: Omit<MessageFilterDialogProps, 'open'>) {
  const [draft, setDraft] = useState<MessageFilterDraft>(() => draftOf(filters))
  const change = (next: Partial<MessageFilterDraft>) => setDraft((previous) => ({ ...previous, ...next }))
  const missing = draftNeeds(draft).filter((permission) => !canUseFilter(user, permission))
  const locked = (permission: Parameters<typeof canUseFilter>[1]) => !canUseFilter(user, permission)
  return (
    <form
      className="message-filter-form"
      onSubmit={(event) => {
        event.preventDefault()
        if (missing.length === 0) onApply(searchOfDraft(draft))
      }}
    >
      <ChipGroup
        label={locked('type') ? 'Message types (upgrade)' : 'Message types'}
        testId="message-filter-types"
        disabled={locked('type')}
        options={MESSAGE_FILTER_TYPES.map((type) => ({ value: type, label: messageTypeLabel(type) }))}
        selected={draft.types}
        onToggle={(type) => change({ types: toggle(draft.types, type) })}
      />
      <ChipGroup
        label="Sentiment"
        testId="message-filter-sentiment"
        options={SENTIMENT_CHOICES.map((choice) => ({ value: choice, label: capitalise(choice) }))}
        selected={draft.sentiments}
        onToggle={(choice) => change({ sentiments: toggle(draft.sentiments, choice) })}
      />
      <ChipGroup
        label={locked('language') ? 'Languages (upgrade)' : 'Languages'}
        testId="message-filter-languages"
        disabled={locked('language')}
        options={MESSAGE_FILTER_LANGUAGES.map((code) => ({ value: code, label: languageLabel(code) }))}
        selected={draft.languages}
        onToggle={(code) => change({ languages: toggle(draft.languages, code) })}
      />
      <div className="message-filter-form__row">
        <KeyEventSelect
          testId="message-filter-key-event"
          locked={locked('key_event')}
          value={draft.keyEvents[0]}
          onChange={(id) => change({ keyEvents: id === undefined ? [] : [id] })}
        />
        <label className="field">
          <span className="field__label">Sources{locked('source') ? ' (upgrade)' : ''}</span>
          <input
            className="field__input"
            data-testid="message-filter-sources"
            disabled={locked('source')}
            placeholder="e.g. reuters.com, x.com"
            value={draft.sources.join(', ')}
            onChange={(event) =>
              change({ sources: event.target.value.split(',').map((part) => part.trimStart()) })
            }
          />
        </label>
        <label className="field">
          <span className="field__label">Words in the message</span>
          <input
            className="field__input"
            data-testid="message-filter-query"
            maxLength={500}
            value={draft.query}
            onChange={(event) => change({ query: event.target.value })}
          />
        </label>
      </div>
      {missing.length > 0 ? (
        <p className="message-filter-form__missing" role="alert" data-testid="message-filter-missing">
          Your plan does not include{' '}
          {missing.map((permission) => FILTER_PERMISSION_TEXT[permission]).join(', ')}.{' '}
          <Link to={SUBSCRIPTION_PAGE.path} search={{ tab: SUBSCRIPTION_PAGE.tab }}>
            Upgrade your plan
          </Link>
        </p>
      ) : null}
      <div className="dialog__footer">
        <Button
          type="button"
          variant="ghost"
          onClick={() => setDraft(draftOf({}))}
          data-testid="message-filter-reset"
        >
          Clear all
        </Button>
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="primary"
          disabled={missing.length > 0}
          data-testid="message-filter-apply"
        >
          Apply
        </Button>
      </div>
    </form>
  )
}
