import type { VotingsPage, VotingView } from '@teamspace/domain/votes/votes.schemas'
import { useId, useState } from 'react'
import { RichText } from '../../i18n/RichText'
import { useT } from '../../i18n/use-t'
import { Button } from '../../ui'
import { CloseVotingDialog } from './CloseVotingDialog'
import { Tally } from './Tally'
import { VoteForm } from './VoteForm'
import { gameWhen } from './votes-view'
import { votesMessages as m } from './votes.messages'
import { strong } from './strong'
import { formatCalendarDate } from '../../shared/calendar/event-dates'
import { HistoryButton } from '../../shared/history/HistoryButton'

interface ActiveVotingProps {
  voting: VotingView
  candidates: VotingsPage['candidates']
  /** Coach-like: sees the tally and may close the voting. */
  manages: boolean
}

/** One open voting: the game, how many votes are in, the caller's vote or the form, and for coaches the tally. */
export function ActiveVoting({ voting, candidates, manages }: ActiveVotingProps) {
  const titleId = useId()
  const [closing, setClosing] = useState(false)
  const t = useT()
  return (
    <section className="card voting-card" aria-labelledby={titleId}>
      <header className="voting-card__header">
        <p className="voting-card__kicker">{t(m.activeVoting)}</p>
        <h2 id={titleId}>{voting.gameTitle}</h2>
        <p className="voting-card__when">{gameWhen(voting)}</p>
      </header>
      <p className="voting-card__count" aria-live="polite">
        <RichText message={m.votesInSoFar} values={{ count: voting.voteCount, strong }} />
      </p>
      {voting.myVote ? (
        <div className="voting-card__mine" role="status">
          <span className="voting-card__tick" aria-hidden="true">
            ✓
          </span>
          <div>
            <p>
              <RichText message={m.youVotedForStrong} values={{ name: voting.myVote.playerName, strong }} />
            </p>
            {voting.myVote.reason && <p className="muted">“{voting.myVote.reason}”</p>}
          </div>
        </div>
      ) : (
        <VoteForm
          votingId={voting.id}
          game={`${voting.gameTitle}, ${formatCalendarDate(voting.gameDate)}`}
          candidates={candidates}
        />
      )}
      {manages && voting.tally && (
        <div className="voting-card__tally">
          <h3>{t(m.votesSoFar)}</h3>
          <p className="muted voting-card__private">{t(m.onlyCoachesSeeVotes)}</p>
          <Tally tally={voting.tally} total={voting.voteCount} />
        </div>
      )}
      {manages && (
        <div className="row-end">
          <HistoryButton kind="voting" id={voting.id} label={voting.gameTitle} />
          <Button variant="danger" onClick={() => setClosing(true)}>
            {t(m.closeVoting)}
          </Button>
        </div>
      )}
      {closing && <CloseVotingDialog voting={voting} onClose={() => setClosing(false)} />}
    </section>
  )
}
