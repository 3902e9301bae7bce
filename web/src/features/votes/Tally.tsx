import type { PlayerVotes } from '@teamspace/domain/votes/votes.events'
import { useT } from '../../i18n/use-t'
import { shareOf, votesLabel } from './votes-view'
import { votesMessages as m } from './votes.messages'

/** Each player's votes with a bar of their share; the numbers say it all, the bars only repeat them. */
export function Tally({ tally, total }: { tally: readonly PlayerVotes[]; total: number }) {
  const t = useT()
  if (tally.length === 0) return <p className="muted">{t(m.noVotesYet)}</p>
  return (
    <ul className="tally">
      {tally.map((entry) => (
        <li key={entry.playerId} className="tally__row">
          <span className="tally__name">{entry.playerName}</span>
          <span className="tally__votes">{votesLabel(entry.votes)}</span>
          <progress className="tally__bar" max={100} value={shareOf(entry.votes, total)} aria-hidden="true" />
        </li>
      ))}
    </ul>
  )
}
