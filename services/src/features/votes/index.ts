import { playerNameUpcasters } from '@teamspace/domain/roster/player-name.upcasters'
import type { VotesDomainEvent } from '@teamspace/domain/votes/votes.events'
import { defineFeature } from '../../platform/feature'
import { votesPushKind } from '@teamspace/domain/votes/votes.push'
import { votesProjection } from './votes.projection'
import { votesPushSubscriber } from './votes.push'
import { votesRoutes } from './votes.routes'
import { votesHistory } from '@teamspace/domain/votes/votes.history'

/** Player of the match: votings per game, one vote per member, never for their own child, closed by a coach. */
export const votesFeature = defineFeature<VotesDomainEvent>({
  name: 'votes',
  routes: votesRoutes,
  // Votes for a deleted player stay counted, shown as 'a removed player'.
  erasure: {},
  upcasters: { VoteCast: playerNameUpcasters.VoteCast, VotingClosed: playerNameUpcasters.VotingClosed },
  projections: [votesProjection],
  history: votesHistory,
  subscribers: [votesPushSubscriber],
  pushKinds: [votesPushKind],
  liveTopics: {
    VotingOpened: ['votes'],
    VoteCast: ['votes'],
    VotingClosed: ['votes'],
  },
})
