import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { can } from '@teamspace/domain/shared/permissions'
import { useState } from 'react'
import { PageActions } from '../../app/page/PageFrame'
import { useSignedInUser } from '../../app/signed-in-user'
import { useT } from '../../i18n/use-t'
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
import { votesMessages as m } from './votes.messages'
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
  const t = useT()

  return (
    <>
      {manages && (
        <PageActions>
          <Button variant="primary" onClick={() => setCreating(true)}>
            {t(m.createVotingAction)}
          </Button>
        </PageActions>
      )}
      <div className={manages ? 'votes-layout votes-layout--coach' : 'votes-layout votes-layout--single'}>
        <div className="votes-main">
          <Notice className="votes-note">
            {t(m.ownChildrenNote)}
            {page.ownChildren.length > 0 && (
              <> {t(m.notOnBallot, { count: page.ownChildren.length, names: namesList(page.ownChildren) })}</>
            )}
          </Notice>
          {page.active.length === 0 ? (
            <Card title={t(m.activeVoting)}>
              <EmptyState
                icon={<BallIcon size={40} />}
                title={t(m.noVotingOpen)}
                text={manages ? t(m.noVotingOpenCoach) : t(m.noVotingOpenParent)}
                action={
                  manages ? (
                    <Button variant="primary" onClick={() => setCreating(true)}>
                      {t(m.createVoting)}
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
