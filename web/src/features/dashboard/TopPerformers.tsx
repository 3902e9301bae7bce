import { Link } from '@tanstack/react-router'
import type { Player } from '@teamspace/domain/roster/roster.schemas'
import { Card } from '../../ui'
import { JerseyNumber, PlayerAvatar } from '../roster/PlayerAvatar'
import { topPerformers } from './team-summary'

/** The top scorers (spec §2, §9: three), with the way to the whole roster. */
export function TopPerformers({ players }: { players: readonly Player[] }) {
  return (
    <Card
      title="Top Performers"
      actions={
        <Link to="/players" className="btn btn--ghost top-performers__all">
          View All<span className="visually-hidden"> players</span>
        </Link>
      }
    >
      <ol className="top-performers">
        {topPerformers(players).map((player, index) => (
          <li key={player.id} className="performer">
            {/* The ordered list already tells a screen reader the place. */}
            <span className="performer__rank" aria-hidden="true">
              {index + 1}
            </span>
            <PlayerAvatar player={player} />
            <span className="performer__who">
              <span className="performer__name">{player.name}</span>
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
    </Card>
  )
}
