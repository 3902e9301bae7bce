import type { VotingView } from '@teamspace/domain/votes/votes.schemas'
import { useT } from '../../i18n/use-t'
import { Card } from '../../ui'
import { gameWhen, medalName, medalsOf, placeLabel, resultSummary, votesLabel } from './votes-view'
import { votesMessages as m } from './votes.messages'
import { HistoryButton } from '../../shared/history/HistoryButton'

/** Closed votings, latest first: what each came to, and the top 3 with their medals (ties share a medal). */
export function PreviousResults({ votings }: { votings: readonly VotingView[] }) {
  const t = useT()
  return (
    <Card title={t(m.previousResults)} className="votes-results">
      {votings.length === 0 ? (
        <p className="muted">{t(m.noPreviousResults)}</p>
      ) : (
        <ul className="results">
          {votings.map((voting) => (
            <ClosedVoting key={voting.id} voting={voting} />
          ))}
        </ul>
      )}
    </Card>
  )
}

function ClosedVoting({ voting }: { voting: VotingView }) {
  const medals = medalsOf(voting)
  const tie = voting.winners.length > 1
  const t = useT()
  return (
    <li className="result">
      <div className="result__header">
        <h3>{voting.gameTitle}</h3>
        <p className="result__when">{gameWhen(voting)}</p>
      </div>
      <p className={tie ? 'result__summary result__summary--tie' : 'result__summary'}>
        {resultSummary(voting.winners)}
      </p>
      {medals.length > 0 && (
        <ol className="medals" aria-label={t(m.topThreeOf, { game: voting.gameTitle })}>
          {medals.map((entry) => (
            <li key={entry.playerId} className={`medal-row medal-row--${entry.place}`}>
              <span className={`medal medal--${entry.place}`} aria-hidden="true">
                {entry.place}
              </span>
              <span className="medal-row__name">{entry.playerName}</span>
              <span className="medal-row__place">
                {medalName(entry.place)} · {placeLabel(entry.place, entry.tied)}
              </span>
              <span className="medal-row__votes">{votesLabel(entry.votes)}</span>
            </li>
          ))}
        </ol>
      )}
      {voting.myVote && <p className="muted result__mine">{t(m.youVotedFor, { name: voting.myVote.playerName })}</p>}
      <HistoryButton kind="voting" id={voting.id} label={voting.gameTitle} />
    </li>
  )
}
