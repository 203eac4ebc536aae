// Kept out of icons.tsx: only the widgets that show a face load this, not the shell.

interface IconProps {
  className?: string
}

/** The five sentiment faces (data-interface §9 icons). */
export type FaceIconName = 'grin-stars' | 'grin' | 'meh' | 'frown-open' | 'frown'

interface FaceFeature {
  d: string
  /** Filled shape, else a stroked line. */
  filled: boolean
}

const EYES: FaceFeature = {
  d: 'M5.5 5.4a1.05 1.05 0 1 0 0 2.1a1.05 1.05 0 1 0 0-2.1ZM10.5 5.4a1.05 1.05 0 1 0 0 2.1a1.05 1.05 0 1 0 0-2.1Z',
  filled: true,
}
const GRIN: FaceFeature = { d: 'M4.6 9.4h6.8a3.4 3.4 0 0 1-6.8 0Z', filled: true }

const FACE_FEATURES: Record<FaceIconName, readonly FaceFeature[]> = {
  'grin-stars': [
    {
      d: 'M5.4 4.5 5.87 5.75 7.21 5.81 6.16 6.65 6.52 7.94 5.4 7.2 4.28 7.94 4.64 6.65 3.59 5.81 4.93 5.75Z',
      filled: true,
    },
    {
      d: 'M10.6 4.5 11.07 5.75 12.41 5.81 11.36 6.65 11.72 7.94 10.6 7.2 9.48 7.94 9.84 6.65 8.79 5.81 10.13 5.75Z',
      filled: true,
    },
    GRIN,
  ],
  grin: [EYES, GRIN],
  meh: [EYES, { d: 'M5.3 10.9h5.4', filled: false }],
  'frown-open': [EYES, { d: 'M5.1 12.2a2.9 2.6 0 0 1 5.8 0Z', filled: true }],
  frown: [EYES, { d: 'M5.3 11.9q2.7-2.6 5.4 0', filled: false }],
}

/** A face in `color` with dark features; decorative (the caller tells the sentiment in text). */
export function FaceIcon({ face, color, className }: IconProps & { face: FaceIconName; color: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      data-face={face}
    >
      <circle cx="8" cy="8" r="7.4" fill={color} />
      {FACE_FEATURES[face].map(({ d, filled }) => (
        <path
          key={d}
          d={d}
          fill={filled ? '#1a1d24' : 'none'}
          stroke={filled ? 'none' : '#1a1d24'}
          strokeWidth={filled ? undefined : 1.3}
          strokeLinecap="round"
        />
      ))}
    </svg>
  )
}
