import { defineHistory, stateAtStart, stateBefore } from '../history/history.plugin'
import { formatDay, list, plural, quoted } from '../history/history.wording'
import { votingStreamId, type VotesDomainEvent } from './votes.events'

declare module '../history/history.schemas' {
  interface HistoryKinds {
    voting: true
  }
}

/** Player of the match in the activity feed and each voting's History. */
export const votesHistory = defineHistory<VotesDomainEvent>({
  label: 'Player of the match',
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
      `${c.actor} opened the player-of-the-match voting for ${quoted(d.title)} on ${formatDay(d.date)}.`,
    // Who a member voted for stays between them and the tally.
    VoteCast: (_d, c) => {
      const voting = stateAtStart(c, 'VotingOpened')
      return voting
        ? `${c.actor} voted in the player-of-the-match voting for ${quoted(voting.title)} on ${formatDay(voting.date)}.`
        : `${c.actor} voted for player of the match.`
    },
    VotingClosed: (d, c) => {
      const was = stateBefore(c, 'VotingOpened')
      const game = was ? ` for ${quoted(was.title)} on ${formatDay(was.date)}` : ''
      const winners = list(d.winners.map((w) => c.names.player(w.playerId)))
      return d.winners.length
        ? `${c.actor} closed the voting${game}: ${winners} won with ${plural(d.winners[0]!.votes, 'vote')}.`
        : `${c.actor} closed the voting${game} with no votes.`
    },
  },
})
