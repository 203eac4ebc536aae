/** The alerts bell (stroke = currentColor); here rather than in ui/icons so only alert code carries it. */
export function BellIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" fill="none" aria-hidden="true" focusable="false">
      <path
        d="M5 13.5V9a5 5 0 0 1 10 0v4.5l1.25 1.5H3.75L5 13.5z"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path d="M8.25 17a1.9 1.9 0 0 0 3.5 0" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  )
}
