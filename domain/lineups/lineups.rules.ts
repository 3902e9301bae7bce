import { lineupsMessages, type LineupStarter } from './lineups.constants'
import { playersIn, slotOf, type LineupFormat } from './lineups.formations'

/** Where a lineup breaks the formation, as the field it concerns and the words; null when it fits. */
export interface LineupProblem {
  readonly field: string
  readonly message: string
}

/**
 * Whether starters and bench fit the format: each starter on a place of its formation, each place taken once,
 * each player named once, no more starters than places. A draft may leave places empty.
 */
export const lineupProblem = (
  format: LineupFormat,
  starters: readonly LineupStarter[],
  bench: readonly string[],
): LineupProblem | null => {
  if (starters.length > playersIn(format)) return { field: 'starters', message: lineupsMessages.tooManyStarters }
  const slots = new Set<string>()
  const players = new Set<string>()
  for (const [index, { slotId, playerId }] of starters.entries()) {
    if (!slotOf(format, slotId)) return { field: `starters.${index}.slotId`, message: lineupsMessages.unknownSlot }
    if (slots.has(slotId)) return { field: `starters.${index}.slotId`, message: lineupsMessages.slotTwice }
    if (players.has(playerId)) return { field: `starters.${index}.playerId`, message: lineupsMessages.playerTwice }
    slots.add(slotId)
    players.add(playerId)
  }
  for (const [index, playerId] of bench.entries()) {
    if (players.has(playerId)) return { field: `bench.${index}`, message: lineupsMessages.playerTwice }
    players.add(playerId)
  }
  return null
}

/** Whether every place of the formation has a starter: what publishing asks. */
export const isComplete = (format: LineupFormat, starters: readonly LineupStarter[]) =>
  starters.length === playersIn(format)
