import { defineHistory, stateAtStart, stateBefore } from '../history/history.plugin'
import { formatDay, list, quoted, sayer } from '../history/history.wording'
import { votingStreamId, type VotesDomainEvent } from './votes.events'
import { votesHistoryMessages, votesHistoryTranslations } from './votes.history.messages'

declare module '../history/history.schemas' {
  interface HistoryKinds {
    voting: true
  }
}

const say = sayer(votesHistoryMessages, votesHistoryTranslations)

/** Player of the match in the activity feed and each voting's History. */
export const votesHistory = defineHistory<VotesDomainEvent>({
  label: (language) => say({ language })('label'),
  subjects: [
    {
      kind: 'voting',
      idField: 'votingId',
      // A vote is the voter's own stream: it is not part of the voting's History.
      types: ['VotingOpened', 'VotingClosed'],
      state: ['VotingOpened'],
      streams: (votingId) => [votingStreamId(votingId)],
    },
    // A vote is in the voter's own stream; the game it is for is in the voting's.
    { idField: 'votingId', types: ['VoteCast'], state: ['VotingOpened'], stateStream: votingStreamId },
  ],
  sentences: {
    VotingOpened: (d, c) =>
      say(c)('opened', { actor: c.actor, title: quoted(d.title, c.language), date: formatDay(d.date, c.language) }),
    // Who a member voted for stays between them and the tally.
    VoteCast: (_d, c) => {
      const voting = stateAtStart(c, 'VotingOpened')
      return voting
        ? say(c)('voted', {
            actor: c.actor,
            title: quoted(voting.title, c.language),
            date: formatDay(voting.date, c.language),
          })
        : say(c)('votedPlain', { actor: c.actor })
    },
    VotingClosed: (d, c) => {
      const was = stateBefore(c, 'VotingOpened')
      const game = was
        ? say(c)('game', { title: quoted(was.title, c.language), date: formatDay(was.date, c.language) })
        : ''
      const winners = d.winners.map((w) => c.names.player(w.playerId))
      if (!d.winners.length) return say(c)('closedNoVotes', { actor: c.actor, game })
      const votes = d.winners[0]!.votes
      return winners.length === 1
        ? say(c)('closed', { actor: c.actor, game, winner: winners[0]!, votes })
        : say(c)('closedTie', { actor: c.actor, game, winners: list(winners, c.language), votes })
    },
  },
})
