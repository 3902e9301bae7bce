import { defineHistory, stateBefore } from '../history/history.plugin'
import { list } from '../history/history.wording'
import { playerStreamId, rosterStreamId, type RosterEvent } from './roster.events'
import { REMOVED_PLAYER_NAME } from './roster.schemas'

declare module '../history/history.schemas' {
  interface HistoryKinds {
    player: true
  }
}

/** "Mia’s", or "a removed player’s" once the player is gone. */
export const possessive = (name: string) => (name === REMOVED_PLAYER_NAME ? 'a removed player’s' : `${name}’s`)
const jersey = (n: number | null) => (n === null ? 'no number' : String(n))

/** The roster in the activity feed and each player's History; the name is always today's, never the log's. */
export const rosterHistory = defineHistory<RosterEvent>({
  label: 'Roster',
  subjects: [
    {
      kind: 'player',
      idField: 'playerId',
      types: ['PlayerAdded', 'PlayerUpdated', 'PlayerPhotoChanged', 'PlayerRemoved'],
      state: ['PlayerAdded', 'PlayerUpdated'],
      // Players added before players had a stream of their own are in their team's roster stream.
      streams: (playerId, teamId) => [playerStreamId(playerId), rosterStreamId(teamId)],
    },
  ],
  sentences: {
    PlayerAdded: (d, c) => {
      const number = d.jerseyNumber === null ? '' : `#${d.jerseyNumber}, `
      return `${c.actor} added ${c.names.player(d.playerId)} to the roster (${number}${d.position}).`
    },
    PlayerUpdated: (d, c) => {
      const player = c.names.player(d.playerId)
      const was = stateBefore(c, 'PlayerAdded', 'PlayerUpdated')
      if (!was) return `${c.actor} updated ${possessive(player)} details.`
      const changes: string[] = []
      if (was.jerseyNumber !== d.jerseyNumber)
        changes.push(`jersey from ${jersey(was.jerseyNumber)} to ${jersey(d.jerseyNumber)}`)
      if (was.position !== d.position) changes.push(`position from ${was.position} to ${d.position}`)
      return changes.length
        ? `${c.actor} changed ${possessive(player)} ${list(changes)}.`
        : `${c.actor} updated ${possessive(player)} details.`
    },
    PlayerLeftTeam: (d, c) => `${c.actor} marked ${c.names.player(d.playerId)} as having left the team.`,
    PlayerRejoinedTeam: (d, c) => `${c.actor} marked ${c.names.player(d.playerId)} as back in the team.`,
    PlayerPhotoChanged: (d, c) =>
      d.photoId === null
        ? `${c.actor} removed ${possessive(c.names.player(d.playerId))} photo.`
        : `${c.actor} changed ${possessive(c.names.player(d.playerId))} photo.`,
    PlayerRemoved: (d, c) => {
      const player = c.names.player(d.playerId)
      return `${c.actor} removed ${player === REMOVED_PLAYER_NAME ? 'a player' : player} from the roster.`
    },
  },
})
