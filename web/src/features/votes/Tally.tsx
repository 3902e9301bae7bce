import type { PlayerVotes } from '@teamspace/domain/votes/votes.events'
import { shareOf, votesLabel } from './votes-view'

/** Each player's votes with a bar of their share; the numbers say it all, the bars only repeat them. */
export function Tally({ tally, total }: { tally: readonly PlayerVotes[]; total: number }) {
  if (tally.length === 0) return <p className="muted">No votes yet.</p>
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
