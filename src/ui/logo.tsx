/**
 * Murmur's mark (the same drawing as scripts/generate-icons.ts): a speech bubble carrying a pulse.
 * The favicon file rather than inline SVG: the precached image costs the first load no script.
 */
export function MurmurMark({ className, title }: { className?: string; title?: string }) {
  return (
    <img
      className={className ? `murmur-mark ${className}` : 'murmur-mark'}
      src="/favicon.svg"
      width={30}
      height={30}
      alt={title ?? ''}
      decoding="async"
    />
  )
}
