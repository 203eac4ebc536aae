import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import { useScrollRow } from './use-scroll-row'

export interface TabItem<T extends string> {
  value: T
  label: ReactNode
  testId?: string
}

export interface TabsProps<T extends string> {
  label: string
  items: readonly TabItem<T>[]
  value: T
  onChange: (value: T) => void
  /** The panel of the selected tab. */
  children: ReactNode
  className?: string
}

/**
 * Tabs (WAI-ARIA tabs pattern): one tab stop, arrow keys, Home and End move between tabs and
 * select them (the panels are cheap to switch), the panel is labelled by its tab.
 */
export function Tabs<T extends string>({ label, items, value, onChange, children, className }: TabsProps<T>) {
  const base = useId()
  const refs = useRef(new Map<T, HTMLButtonElement>())
  const tabId = (item: T) => `${base}-tab-${item}`
  const panelId = `${base}-panel`
  const list = useScrollRow<HTMLDivElement>('[aria-selected="true"]', value)

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.value === value)
    let next = index
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % items.length
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp')
      next = (index - 1 + items.length) % items.length
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = items.length - 1
    else return
    event.preventDefault()
    const target = items[next]
    if (!target) return
    onChange(target.value)
    refs.current.get(target.value)?.focus()
  }

  return (
    <div className={['tabs', className ?? ''].filter(Boolean).join(' ')}>
      <div ref={list} className="tabs__list scroll-row" role="tablist" aria-label={label} onKeyDown={move}>
        {items.map((item) => {
          const selected = item.value === value
          return (
            <button
              key={item.value}
              ref={(element) => {
                if (element) refs.current.set(item.value, element)
                else refs.current.delete(item.value)
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              className="tabs__tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              data-testid={item.testId}
              onClick={() => onChange(item.value)}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      <div className="tabs__panel" role="tabpanel" id={panelId} aria-labelledby={tabId(value)}>
        {children}
      </div>
    </div>
  )
}
