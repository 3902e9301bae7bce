import { formations, type LineupFormat } from '@teamspace/domain/lineups/lineups.formations'
import type { LineupView, SaveLineupInput } from '@teamspace/domain/lineups/lineups.schemas'

/** Where the coach has put each player so far: on a place of the formation, on the bench, or nowhere yet. */
export interface Placement {
  readonly format: LineupFormat
  /** Player id by slot id. */
  readonly starters: Readonly<Record<string, string>>
  readonly bench: readonly string[]
}

/** Where one player is now. */
export type Spot = { readonly slotId: string } | 'bench' | null

export const emptyPlacement = (format: LineupFormat): Placement => ({ format, starters: {}, bench: [] })

export const placementOf = (lineup: LineupView): Placement => ({
  format: lineup.format,
  starters: Object.fromEntries(lineup.starters.map((s) => [s.slotId, s.playerId])),
  bench: lineup.bench.map((b) => b.playerId),
})

export const spotOf = (placement: Placement, playerId: string): Spot => {
  const slotId = Object.keys(placement.starters).find((id) => placement.starters[id] === playerId)
  if (slotId) return { slotId }
  return placement.bench.includes(playerId) ? 'bench' : null
}

/** The placement without the player anywhere. */
export const unplace = (placement: Placement, playerId: string): Placement => ({
  ...placement,
  starters: Object.fromEntries(Object.entries(placement.starters).filter(([, id]) => id !== playerId)),
  bench: placement.bench.filter((id) => id !== playerId),
})

/**
 * The player put on a place. Whoever stood there takes the player's former spot (a place, the bench, or none): a
 * swap, so one tap never loses a player.
 */
export const placeOnSlot = (placement: Placement, playerId: string, slotId: string): Placement => {
  const from = spotOf(placement, playerId)
  const occupant = placement.starters[slotId]
  if (occupant === playerId) return placement
  let next = unplace(placement, playerId)
  if (occupant !== undefined) {
    next = unplace(next, occupant)
    if (from === 'bench') next = { ...next, bench: [...next.bench, occupant] }
    else if (from) next = { ...next, starters: { ...next.starters, [from.slotId]: occupant } }
  }
  return { ...next, starters: { ...next.starters, [slotId]: playerId } }
}

export const toBench = (placement: Placement, playerId: string): Placement => {
  if (spotOf(placement, playerId) === 'bench') return placement
  const next = unplace(placement, playerId)
  return { ...next, bench: [...next.bench, playerId] }
}

/** Another format: starters on a place the new formation also has stay; the others go to the bench. */
export const changeFormat = (placement: Placement, format: LineupFormat): Placement => {
  const kept = new Set(formations[format].map((s) => s.id as string))
  const moved = Object.entries(placement.starters).filter(([slotId]) => !kept.has(slotId))
  return {
    format,
    starters: Object.fromEntries(Object.entries(placement.starters).filter(([slotId]) => kept.has(slotId))),
    bench: [...placement.bench, ...moved.map(([, playerId]) => playerId)],
  }
}

/** How many places are still empty. */
export const emptySlots = (placement: Placement) =>
  formations[placement.format].filter((s) => placement.starters[s.id] === undefined).length

/** What the server is sent: the starters in the formation's order, the bench in the coach's. */
export const placementInput = (placement: Placement): SaveLineupInput => ({
  format: placement.format,
  starters: formations[placement.format].flatMap((s) => {
    const playerId = placement.starters[s.id]
    return playerId === undefined ? [] : [{ slotId: s.id, playerId }]
  }),
  bench: [...placement.bench],
})

export const samePlacement = (a: Placement, b: Placement) =>
  JSON.stringify(placementInput(a)) === JSON.stringify(placementInput(b))
