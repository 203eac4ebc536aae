/** Related terms a topic row shows under its label, at most this many. */
export const RELATED_SHOWN = 4

/**
 * The related terms a topic row shows under its label: not those the label already says
 * ("Micro Devices" under "Advanced Micro Devices"), four at most.
 */
export function relatedShown(label: string, relatedLabels: readonly string[]): string[] {
  const said = ` ${label.toLowerCase()} `
  return relatedLabels
    .filter((related) => !said.includes(` ${related.toLowerCase()} `))
    .slice(0, RELATED_SHOWN)
}
