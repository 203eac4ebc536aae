import { useId } from 'react'

/** Murmur's mark (the same drawing as scripts/generate-icons.ts): a speech bubble carrying a pulse. */
export function MurmurMark({ className, title }: { className?: string; title?: string }) {
  // Gradient ids must be unique per instance and safe inside url(#...).
  const id = `murmur-mark-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const background = `${id}-bg`
  const accent = `${id}-accent`
  return (
    <svg
      className={className}
      viewBox="0 0 512 512"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <defs>
        <linearGradient id={background} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#16233f" />
          <stop offset="1" stopColor="#0b1220" />
        </linearGradient>
        <linearGradient id={accent} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5eead4" />
          <stop offset="1" stopColor="#22c55e" />
        </linearGradient>
      </defs>
      <rect x="16" y="16" width="480" height="480" rx="112" fill={`url(#${background})`} />
      <g transform="translate(0 -12)">
        <path
          d="M 176 112 H 336 A 72 72 0 0 1 408 184 V 296 A 72 72 0 0 1 336 368 H 214 L 142 424 L 152 364 A 72 72 0 0 1 104 296 V 184 A 72 72 0 0 1 176 112 Z"
          fill={`url(#${accent})`}
        />
        <polyline
          points="150,244 198,244 224,190 264,304 298,212 322,244 362,244"
          fill="none"
          stroke="#0b1220"
          strokeWidth="30"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </svg>
  )
}
