import { Link } from '@tanstack/react-router'
import type { PlayerWithDetails } from '@teamspace/domain/roster/roster.schemas'
import { can } from '@teamspace/domain/shared/permissions'
import type { StatLine } from '@teamspace/domain/stats/stats.schemas'
import { Card, EmptyState, Field } from '../../ui'
import { ChartIcon } from '../../ui/icons'
import { useSignedInUser } from '../../app/signed-in-user'
import { PlayerOptions } from './PlayerOptions'
import { PlayerStats } from './PlayerStats'
import type { StatsSearch } from './stats-search'
import { TeamOverview } from './TeamOverview'
import { useTeamId } from '../../app/team/team-context'

interface StatsOverviewProps {
  players: PlayerWithDetails[]
  search: StatsSearch
  onSearchChange: (search: StatsSearch) => void
  /** Coach-like members only. */
  onRecord: ((playerId?: string) => void) | undefined
  /** Coach-like members only: opens a recorded line to correct it. */
  onCorrect: ((line: StatLine) => void) | undefined
  /** A coach's view of the past: the players' lines as they counted at the end of this day. */
  asOf?: string | undefined
}

/** The Statistics Overview tab: the whole team, or one player when the address names one. */
export function StatsOverview({ players, search, onSearchChange, onRecord, onCorrect, asOf }: StatsOverviewProps) {
  const teamId = useTeamId()
  const user = useSignedInUser()
  const manage = can(user.role, 'players.manage')
  // Coaches get to a player from the cards; everyone else has a selector as well (spec §2).
  const selector = !can(user.role, 'stats.record')

  if (players.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<ChartIcon size={40} />}
          title="No players yet"
          text={
            manage
              ? 'Add players to the roster, then record their stats after each game.'
              : 'Stats appear here once the coaches have added the players.'
          }
          action={
            manage && (
              <Link to="/t/$teamId/players" params={{ teamId }} className="btn btn--primary">
                Go to Team Players
              </Link>
            )
          }
        />
      </Card>
    )
  }

  return (
    <div className="stack stack--loose">
      {selector && (
        <Field label="Player" className="stats-player-select">
          {(control) => (
            <select
              {...control}
              value={search.player ?? ''}
              onChange={(event) => onSearchChange({ player: event.target.value || undefined })}
            >
              <option value="">All players</option>
              <PlayerOptions players={players} />
            </select>
          )}
        </Field>
      )}
      {search.player ? (
        <PlayerStats
          playerId={search.player}
          players={players}
          view={search.view ?? 'overview'}
          onViewChange={(view) => onSearchChange({ ...search, view })}
          onBack={selector ? undefined : () => onSearchChange({})}
          onRecord={onRecord}
          onCorrect={onCorrect}
          asOf={asOf}
          seasonId={search.season ?? null}
        />
      ) : (
        <TeamOverview players={players} />
      )}
    </div>
  )
}
