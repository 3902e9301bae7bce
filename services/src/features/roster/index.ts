import { sql } from 'kysely'
import { playerNameUpcasters } from '@teamspace/domain/roster/player-name.upcasters'
import type { RosterEvent } from '@teamspace/domain/roster/roster.events'
import { defineFeature } from '../../platform/feature'
import { rosterProjection } from './roster.projection'
import { playerNames } from './roster.queries'
import { rosterRoutes } from './roster.routes'
import { rosterHistory } from '@teamspace/domain/roster/roster.history'

/** The team's players: numbers, positions, photos, and the erasable personal data of each child. */
export const rosterFeature = defineFeature<RosterEvent>({
  name: 'roster',
  routes: rosterRoutes,
  // A deleted player's personal data (name, date of birth, medical info, emergency contacts, parent e-mails)
  // and jersey claim; the route deletes their photos after commit.
  erasure: {
    // A deleted member's address leaves the children's parent e-mails: it is theirs, and it links them no more.
    member: async (trx, { email }) => {
      await trx
        .updateTable('player_personal_data')
        .set({
          parent_emails: sql<string[]>`array(select e from unnest(parent_emails) e where lower(e) <> lower(${email}))`,
        })
        .where(sql<boolean>`exists (select 1 from unnest(parent_emails) e where lower(e) = lower(${email}))`)
        .execute()
    },
    player: async (trx, { playerId }) => {
      await trx.deleteFrom('player_personal_data').where('player_id', '=', playerId).execute()
      await trx.deleteFrom('jersey_claims').where('player_id', '=', playerId).execute()
    },
  },
  upcasters: { PlayerAdded: playerNameUpcasters.PlayerAdded, PlayerUpdated: playerNameUpcasters.PlayerUpdated },
  projections: [rosterProjection],
  history: rosterHistory,
  // Who a player is in the history: their name now.
  names: { player: playerNames },
  // Availability and attendance list the active players; the calendar counts who has not answered; the
  // directory shows each member's children (an update may change the parent links).
  liveTopics: {
    // Player of the match suggests the recent games and offers the roster's players.
    PlayerAdded: ['players', 'availability', 'attendance', 'calendar', 'directory', 'votes', 'lineups', 'allergies'],
    PlayerUpdated: ['players', 'availability', 'attendance', 'directory', 'votes', 'calendar', 'lineups', 'allergies'],
    PlayerPhotoChanged: ['players', 'votes'],
    // A player who left is offered for nothing new: availability, attendance, votes and lineups list the active ones,
    // and the team's shared allergens are those of its active children.
    PlayerLeftTeam: ['players', 'availability', 'attendance', 'calendar', 'votes', 'lineups', 'allergies'],
    PlayerRejoinedTeam: ['players', 'availability', 'attendance', 'calendar', 'votes', 'lineups', 'allergies'],
    PlayerRemoved: [
      'players',
      'stats',
      'availability',
      'attendance',
      'calendar',
      'directory',
      'votes',
      'lineups',
      'allergies',
    ],
  },
})

// What other features may read of the roster.
export {
  activePlayers,
  findPlayer,
  findPlayerName,
  listPlayers,
  parentIdsByPlayer,
  playerDetails,
  playerNameOf,
  rosterEntries,
  rosterNames,
} from './roster.queries'
