import { Link } from '@tanstack/react-router'
import type { Player } from '@teamspace/domain/roster/roster.schemas'
import { Card } from '../../ui'
import { JerseyNumber, PlayerAvatar } from '../../shared/player/PlayerAvatar'
import { topPerformers } from './team-summary'
import { useTeamId } from '../../app/team/team-context'

/** The top scorers (spec §2, §9: three places, ties shared), with the way to the whole roster. */
export function TopPerformers({ players }: { players: readonly Player[] }) {
  const teamId = useTeamId()
  const top = topPerformers(players)
  return (
    <Card
      title="Top Performers"
      actions={
        <Link to="/t/$teamId/players" params={{ teamId }} className="btn btn--ghost top-performers__all">
          View All<span className="visually-hidden"> players</span>
        </Link>
      }
    >
      {top.length === 0 ? (
        <p className="muted">No goals yet. The top scorers appear here once the first goal is recorded.</p>
      ) : (
        <ol className="top-performers">
          {top.map(({ player, rank, tied }) => (
            // The item's value is its rank, so a screen reader hears tied players at the same place.
            <li key={player.id} value={rank} className="performer" data-rank={rank}>
              <span className="performer__rank" aria-hidden="true">
                {rank}
              </span>
              <PlayerAvatar player={player} />
              <span className="performer__who">
                <span className="performer__name">
                  {player.name}
                  {tied && <span className="visually-hidden"> (tied)</span>}
                </span>
                <span className="performer__meta">
                  <JerseyNumber number={player.jerseyNumber} />
                  {player.jerseyNumber !== null && <span aria-hidden="true"> · </span>}
                  {player.position}
                </span>
              </span>
              <span className="performer__goals">
                <strong>{player.stats.goals}</strong> {player.stats.goals === 1 ? 'goal' : 'goals'}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  )
}
