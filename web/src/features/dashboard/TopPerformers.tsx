import { Link } from '@tanstack/react-router'
import type { Player } from '@teamspace/domain/roster/roster.schemas'
import { useT } from '../../i18n/use-t'
import { Card } from '../../ui'
import { JerseyNumber, PlayerAvatar } from '../../shared/player/PlayerAvatar'
import { usePositionLabel } from '../../shared/player/use-position-label'
import { dashboardMessages as m } from './dashboard.messages'
import { topPerformers } from './team-summary'
import { useTeamId } from '../../app/team/team-context'

/** The top scorers (spec §2, §9: three places, ties shared), with the way to the whole roster. */
export function TopPerformers({ players }: { players: readonly Player[] }) {
  const t = useT()
  const positionLabel = usePositionLabel()
  const teamId = useTeamId()
  const top = topPerformers(players)
  return (
    <Card
      title={t(m.topPerformers)}
      actions={
        <Link to="/t/$teamId/players" params={{ teamId }} className="btn btn--ghost top-performers__all">
          {t(m.viewAll)}
          <span className="visually-hidden">{t(m.viewAllPlayers)}</span>
        </Link>
      }
    >
      {top.length === 0 ? (
        <p className="muted">{t(m.noGoals)}</p>
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
                  {tied && <span className="visually-hidden">{t(m.tied)}</span>}
                </span>
                <span className="performer__meta">
                  <JerseyNumber number={player.jerseyNumber} />
                  {player.jerseyNumber !== null && <span aria-hidden="true"> · </span>}
                  {positionLabel(player.position)}
                </span>
              </span>
              <span className="performer__goals">
                <strong>{player.stats.goals}</strong> {t(m.goals, { count: player.stats.goals })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  )
}
