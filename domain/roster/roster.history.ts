import { defineHistory, stateBefore } from '../history/history.plugin'
import { removedPlayerIn } from '../history/history.messages'
import { list, sayer } from '../history/history.wording'
import type { Language } from '../shared/languages'
import { rosterHistoryMessages, rosterHistoryTranslations } from './roster.history.messages'
import { playerStreamId, rosterStreamId, type RosterEvent } from './roster.events'

declare module '../history/history.schemas' {
  interface HistoryKinds {
    player: true
  }
}

const say = sayer(rosterHistoryMessages, rosterHistoryTranslations)

/** "Mia’s" ("von Mia", "de Mia"), or "a removed player’s" once the player is gone: placed as `language` places it. */
export const possessive = (name: string, language: Language = 'en') =>
  name === removedPlayerIn(language) ? say({ language })('ownerRemoved') : say({ language })('owner', { name })

/** The roster in the activity feed and each player's History; the name is always today's, never the log's. */
export const rosterHistory = defineHistory<RosterEvent>({
  label: (language) => say({ language })('label'),
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
    PlayerAdded: (d, c) =>
      say(c)('added', {
        actor: c.actor,
        player: c.names.player(d.playerId),
        jersey: d.jerseyNumber === null ? '' : say(c)('jersey', { number: d.jerseyNumber }),
        position: say(c)('position', { position: d.position }),
      }),
    PlayerUpdated: (d, c) => {
      const owner = possessive(c.names.player(d.playerId), c.language)
      const was = stateBefore(c, 'PlayerAdded', 'PlayerUpdated')
      const jersey = (n: number | null) => (n === null ? say(c)('noNumber') : String(n))
      const position = (p: string) => say(c)('position', { position: p })
      const changes: string[] = []
      if (was && was.jerseyNumber !== d.jerseyNumber)
        changes.push(say(c)('changeJersey', { before: jersey(was.jerseyNumber), after: jersey(d.jerseyNumber) }))
      if (was && was.position !== d.position)
        changes.push(say(c)('changePosition', { before: position(was.position), after: position(d.position) }))
      return changes.length
        ? say(c)('changed', { actor: c.actor, owner, changes: list(changes, c.language) })
        : say(c)('updated', { actor: c.actor, owner })
    },
    PlayerLeftTeam: (d, c) => say(c)('leftTeam', { actor: c.actor, player: c.names.player(d.playerId) }),
    PlayerRejoinedTeam: (d, c) => say(c)('rejoinedTeam', { actor: c.actor, player: c.names.player(d.playerId) }),
    PlayerPhotoChanged: (d, c) =>
      say(c)(d.photoId === null ? 'photoRemoved' : 'photoChanged', {
        actor: c.actor,
        owner: possessive(c.names.player(d.playerId), c.language),
      }),
    PlayerRemoved: (d, c) => {
      const player = c.names.player(d.playerId)
      return say(c)('removed', {
        actor: c.actor,
        player: player === removedPlayerIn(c.language) ? say(c)('aPlayer') : player,
      })
    },
  },
})
