import { type MouseEvent, useEffect, useRef, useState } from 'react'
import './chip-group.css'
import './widget-section-index.css'

export interface WidgetSection {
  /** The id of the card's heading. */
  id: string
  title: string
}

export interface WidgetSectionIndexProps {
  label: string
  sections: readonly WidgetSection[]
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/** Scrolls to a card and moves the focus to its heading, so keyboards and screen readers follow. */
function goTo(id: string, event: MouseEvent) {
  const heading = document.getElementById(id)
  if (!heading) return
  event.preventDefault()
  const card = heading.closest('.card') ?? heading
  card.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' })
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
  heading.focus({ preventScroll: true })
}

/**
 * Links to the cards of a long one-column page (a phone's asset page is ten screens tall), in one
 * row that scrolls sideways; once the row is scrolled away a button brings it back.
 */
export function WidgetSectionIndex({ label, sections }: WidgetSectionIndexProps) {
  const ref = useRef<HTMLElement>(null)
  const [passed, setPassed] = useState(false)
  useEffect(() => {
    const nav = ref.current
    if (!nav || typeof IntersectionObserver === 'undefined') return
    // Passed: out of view above the viewport, not yet to come below it.
    const observer = new IntersectionObserver(([entry]) =>
      setPassed(entry ? !entry.isIntersecting && entry.boundingClientRect.top < 0 : false),
    )
    observer.observe(nav)
    return () => observer.disconnect()
  }, [])
  const back = () => {
    const nav = ref.current
    if (!nav) return
    nav.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'center' })
    nav.querySelector('a')?.focus({ preventScroll: true })
  }
  return (
    <>
      <nav ref={ref} className="widget-index" aria-label={label} data-testid="widget-index">
        <ul className="widget-index__list">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                className="chip widget-index__link"
                href={`#${encodeURIComponent(section.id)}`}
                onClick={(event) => goTo(section.id, event)}
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {passed ? (
        <button type="button" className="widget-index__back" data-testid="widget-index-back" onClick={back}>
          <svg viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
            <path
              d="M8 13V3M3.5 7.5 8 3l4.5 4.5"
              stroke="currentColor"
              strokeWidth="1.75"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {label}
        </button>
      ) : null}
    </>
  )
}
