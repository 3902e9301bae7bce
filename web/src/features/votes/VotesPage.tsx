import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { can } from '@teamspace/domain/shared/permissions'
import { votingMessages } from '@teamspace/domain/votes/votes.schemas'
import { useState } from 'react'
import { PageActions } from '../../app/page/PageFrame'
import { useSignedInUser } from '../../app/signed-in-user'
import { Button, Card, EmptyState, Notice } from '../../ui'
import { BallIcon } from '../../ui/icons'
import { ActiveVoting } from './ActiveVoting'
import { CreateVotingDialog } from './CreateVotingDialog'
import { PreviousResults } from './PreviousResults'
import { SeasonAwards } from './SeasonAwards'
import { SeasonPicker } from '../results'
import { SuggestedGames } from './SuggestedGames'
import { namesList } from './votes-view'
import { awardsQuery, votingsPageQuery } from './votes.queries'
import './votes.css'

/**
 * Player of the Match: the open votings (vote once, never for your own child), Previous Results with medals,
 * and for coaches the suggested games, Create Voting and the season's awards.
 */
export function VotesPage() {
  const user = useSignedInUser()
  const manages = can(user.role, 'votings.manage')
  const { data: page } = useSuspenseQuery(votingsPageQuery())
  const [creating, setCreating] = useState(false)

  return (
    <>
      {manages && (
        <PageActions>
          <Button variant="primary" onClick={() => setCreating(true)}>
            + Create Voting
          </Button>
        </PageActions>
      )}
      <div className={manages ? 'votes-layout votes-layout--coach' : 'votes-layout votes-layout--single'}>
        <div className="votes-main">
          <Notice className="votes-note">
            {votingMessages.ownChildrenNote}
            {page.ownChildren.length > 0 && (
              <>
                {' '}
                {namesList(page.ownChildren)} {page.ownChildren.length === 1 ? 'is' : 'are'} not on your ballot for that
                reason.
              </>
            )}
          </Notice>
          {page.active.length === 0 ? (
            <Card title="Active Voting">
              <EmptyState
                icon={<BallIcon size={40} />}
                title="No voting open"
                text={
                  manages
                    ? 'Start one from a suggested game, or create one for any game.'
                    : 'When a coach opens a voting after a game, you can vote for the Player of the Match here.'
                }
                action={
                  manages ? (
                    <Button variant="primary" onClick={() => setCreating(true)}>
                      Create Voting
                    </Button>
                  ) : undefined
                }
              />
            </Card>
          ) : (
            page.active.map((voting) => (
              <ActiveVoting key={voting.id} voting={voting} candidates={page.candidates} manages={manages} />
            ))
          )}
          <PreviousResults votings={page.closed} />
        </div>
        {manages && (
          <div className="votes-side">
            <SuggestedGames games={page.suggestions} />
            <CoachAwards />
          </div>
        )}
      </div>
      {creating && <CreateVotingDialog suggestions={page.suggestions} onClose={() => setCreating(false)} />}
    </>
  )
}

/** The season view, loaded beside the page: the page does not wait for it. */
function CoachAwards() {
  const [seasonId, setSeasonId] = useState<string | null>(null)
  const { data, isPending, isError, refetch } = useQuery(awardsQuery(seasonId))
  return (
    <SeasonAwards
      awards={data}
      loading={isPending}
      failed={isError}
      onRetry={() => void refetch()}
      picker={<SeasonPicker value={seasonId} onChange={setSeasonId} />}
    />
  )
}
