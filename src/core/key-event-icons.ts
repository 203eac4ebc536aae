import { KEY_EVENT_GROUPS, KEY_EVENT_TYPES } from './key-events'

/**
 * The key events' icon names, for the catalogue answers only (`/v6/key_events_v2?add_icon`,
 * `/v6/key_events`): the app shows names, so the icons stay out of its bundle.
 */
export const KEY_EVENT_GROUP_ICONS: Readonly<Record<number, string>> = {
  1: 'file-invoice-dollar',
  2: 'coins',
  3: 'handshake',
  4: 'user-tie',
  5: 'magnifying-glass-chart',
  6: 'scale-balanced',
  7: 'flask',
  8: 'microchip',
  9: 'industry',
  10: 'leaf',
  11: 'landmark',
}

export const KEY_EVENT_ICONS: Readonly<Record<number, string>> = {
  1: 'file-invoice-dollar',
  2: 'arrow-trend-up',
  3: 'arrow-trend-down',
  4: 'circle-arrow-up',
  5: 'circle-arrow-down',
  6: 'hand-holding-dollar',
  7: 'money-bill-wave',
  8: 'rotate-left',
  9: 'coins',
  10: 'building-columns',
  11: 'skull-crossbones',
  12: 'scissors',
  13: 'handshake',
  14: 'chess-knight',
  15: 'code-branch',
  16: 'bell',
  17: 'people-arrows',
  18: 'user-tie',
  19: 'person-walking-arrow-right',
  20: 'user-secret',
  21: 'thumbs-up',
  22: 'thumbs-down',
  23: 'bullseye',
  24: 'star',
  25: 'star-half-stroke',
  26: 'user-ninja',
  27: 'list-check',
  28: 'gavel',
  29: 'users-rectangle',
  30: 'scale-balanced',
  31: 'file-signature',
  32: 'ban',
  33: 'prescription-bottle-medical',
  34: 'vials',
  35: 'triangle-exclamation',
  36: 'rocket',
  37: 'robot',
  38: 'shield-virus',
  39: 'file-contract',
  40: 'user-minus',
  41: 'people-group',
  42: 'car-burst',
  43: 'truck-ramp-box',
  44: 'leaf',
  45: 'user-shield',
  46: 'hands-holding-child',
  47: 'landmark',
  48: 'flag',
  49: 'percent',
  50: 'chart-column',
}

export function keyEventIcon(id: number): string {
  return KEY_EVENT_ICONS[id] ?? ''
}

export interface KeyEventGroupWithEvents {
  id: number
  name: string
  icon?: string
  key_events: { key_event_id: number; name: string; icon?: string }[]
}

/** The catalogue grouped, as `/v6/key_events_v2` answers it; icons only when asked (add_icon). */
export function keyEventCatalogue(addIcon: boolean): KeyEventGroupWithEvents[] {
  return KEY_EVENT_GROUPS.map((group) => ({
    id: group.id,
    name: group.name,
    ...(addIcon ? { icon: KEY_EVENT_GROUP_ICONS[group.id] ?? '' } : {}),
    key_events: KEY_EVENT_TYPES.filter((event) => event.group_id === group.id).map((event) => ({
      key_event_id: event.key_event_id,
      name: event.name,
      ...(addIcon ? { icon: keyEventIcon(event.key_event_id) } : {}),
    })),
  }))
}
