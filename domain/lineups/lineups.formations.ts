/** The sizes a youth game is played at: players a side, the goalkeeper included. */
export const lineupFormats = ['5v5', '7v7', '9v9', '11v11'] as const
export type LineupFormat = (typeof lineupFormats)[number]

/** What a new lineup starts with until the team's own setting says otherwise. */
export const DEFAULT_LINEUP_FORMAT: LineupFormat = '7v7'

export const positions = ['GK', 'DF', 'MF', 'FW'] as const
export type Position = (typeof positions)[number]

/** Every place on a pitch that some formation uses; a lineup names its starters' places by these ids. */
export const slotIds = ['gk', 'lb', 'cb', 'lcb', 'rcb', 'rb', 'lm', 'cm', 'lcm', 'rcm', 'rm', 'st', 'ls', 'rs'] as const
export type SlotId = (typeof slotIds)[number]

/**
 * A place in a formation: its position, and where it is drawn on a pitch seen from behind our goal (x from the left
 * touchline, y from our goal line, both 0 to 100).
 */
export interface Slot {
  readonly id: SlotId
  readonly position: Position
  readonly x: number
  readonly y: number
}

const slot = (id: SlotId, position: Position, x: number, y: number): Slot => ({ id, position, x, y })
const goalkeeper = slot('gk', 'GK', 50, 9)

/**
 * One formation per format, the shapes youth coaches start from: 1-2-1-1 at 5v5, 1-2-3-1 at 7v7, 1-3-3-2 at 9v9
 * and 1-4-4-2 at 11v11. Each has exactly as many places as the format has players.
 */
export const formations: Readonly<Record<LineupFormat, readonly Slot[]>> = {
  '5v5': [
    goalkeeper,
    slot('lb', 'DF', 28, 32),
    slot('rb', 'DF', 72, 32),
    slot('cm', 'MF', 50, 55),
    slot('st', 'FW', 50, 80),
  ],
  '7v7': [
    goalkeeper,
    slot('lb', 'DF', 30, 29),
    slot('rb', 'DF', 70, 29),
    slot('lm', 'MF', 18, 54),
    slot('cm', 'MF', 50, 52),
    slot('rm', 'MF', 82, 54),
    slot('st', 'FW', 50, 80),
  ],
  '9v9': [
    goalkeeper,
    slot('lb', 'DF', 20, 29),
    slot('cb', 'DF', 50, 27),
    slot('rb', 'DF', 80, 29),
    slot('lm', 'MF', 20, 54),
    slot('cm', 'MF', 50, 52),
    slot('rm', 'MF', 80, 54),
    slot('ls', 'FW', 35, 79),
    slot('rs', 'FW', 65, 79),
  ],
  '11v11': [
    goalkeeper,
    slot('lb', 'DF', 14, 31),
    slot('lcb', 'DF', 38, 27),
    slot('rcb', 'DF', 62, 27),
    slot('rb', 'DF', 86, 31),
    slot('lm', 'MF', 14, 56),
    slot('lcm', 'MF', 38, 52),
    slot('rcm', 'MF', 62, 52),
    slot('rm', 'MF', 86, 56),
    slot('ls', 'FW', 35, 80),
    slot('rs', 'FW', 65, 80),
  ],
}

/** Players a side in a format: "7v7" is 7. */
export const playersIn = (format: LineupFormat): number => formations[format].length

/** The slot of a format with this id, or undefined when the format has no such place. */
export const slotOf = (format: LineupFormat, slotId: string): Slot | undefined =>
  formations[format].find((s) => s.id === slotId)
