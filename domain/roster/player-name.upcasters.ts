import type { UpcasterSteps } from '../shared/upcasting'

/**
 * Schema version 1 of these events carried a player's name (and a vote's winners their names). A child's name
 * is erasable personal data: from version 2 the events name the player by id only, and the name lives in the
 * mutable `player_personal_data` table, which a removal deletes. Stored version 1 events are lifted here, on
 * every read, by dropping the name: no reader of the log ever sees it again, whatever the stored bytes hold
 * (how a maintainer scrubs those bytes is in docs/operations.md, "Scrubbing old names from the log"). Each
 * feature declares the upcasters of its own event types from this one change: the roster its players', stats its
 * stat lines, votes its votes and closed votings.
 */
const withoutKey =
  (key: string) =>
  (data: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(Object.entries(data).filter(([name]) => name !== key))

const winnersByIdOnly = (data: Record<string, unknown>): Record<string, unknown> => ({
  ...data,
  winners: Array.isArray(data['winners'])
    ? data['winners'].map((winner: unknown) =>
        typeof winner === 'object' && winner !== null
          ? withoutKey('playerName')(winner as Record<string, unknown>)
          : winner,
      )
    : data['winners'],
})

export const playerNameUpcasters = {
  PlayerAdded: { 1: withoutKey('name') },
  PlayerUpdated: { 1: withoutKey('name') },
  StatLineRecorded: { 1: withoutKey('playerName') },
  VoteCast: { 1: withoutKey('playerName') },
  VotingClosed: { 1: winnersByIdOnly },
} satisfies Record<string, UpcasterSteps>
