import { type PointerEvent, useState } from 'react'

/** A drag across a plot, in px from the plot's left edge. */
export interface BrushDrag {
  from: number
  to: number
}

const localX = (event: PointerEvent<Element>, width: number) =>
  Math.max(0, Math.min(width, event.clientX - event.currentTarget.getBoundingClientRect().left))

/**
 * Brush selection on a plot's pointer surface: drag to select a span of x; a drag of at least
 * `minPx` calls `onSelect` with its left and right edge (a click stays a click). Without
 * `onSelect` the surface gets no handlers.
 */
export function useBrush(
  width: number,
  onSelect: ((left: number, right: number) => void) | undefined,
  minPx = 6,
) {
  const [drag, setDrag] = useState<BrushDrag | null>(null)
  if (!onSelect) return { drag: null, handlers: {} }
  const handlers = {
    onPointerDown: (event: PointerEvent<Element>) => {
      if (event.button !== 0) return
      event.currentTarget.setPointerCapture?.(event.pointerId)
      const x = localX(event, width)
      setDrag({ from: x, to: x })
    },
    onPointerMove: (event: PointerEvent<Element>) => {
      if (drag) setDrag({ ...drag, to: localX(event, width) })
    },
    onPointerUp: (event: PointerEvent<Element>) => {
      if (!drag) return
      const to = localX(event, width)
      setDrag(null)
      if (Math.abs(to - drag.from) >= minPx) onSelect(Math.min(drag.from, to), Math.max(drag.from, to))
    },
    onPointerCancel: () => setDrag(null),
  }
  return { drag, handlers }
}
