import { Link } from '@tanstack/react-router'
import type { PlayerWithDetails } from '@teamspace/domain/roster/roster.schemas'
import { can } from '@teamspace/domain/shared/permissions'
import type { StatLine } from '@teamspace/domain/stats/stats.schemas'
import { useT } from '../../i18n/use-t'
import { Card, EmptyState, Field } from '../../ui'
import { ChartIcon } from '../../ui/icons'
import { useSignedInUser } from '../../app/signed-in-user'
import { PlayerOptions } from './PlayerOptions'
import { PlayerStats } from './PlayerStats'
import type { StatsSearch } from './stats-search'
import { statsMessages as m } from './stats.messages'
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
  const t = useT()
  const manage = can(user.role, 'players.manage')
  // Coaches get to a player from the cards; everyone else has a selector as well (spec §2).
  const selector = !can(user.role, 'stats.record')

  if (players.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<ChartIcon size={40} />}
          title={t(m.noPlayersYet)}
          text={manage ? t(m.noPlayersCoach) : t(m.noPlayersParent)}
          action={
            manage && (
              <Link to="/t/$teamId/players" params={{ teamId }} className="btn btn--primary">
                {t(m.goToPlayers)}
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
        <Field label={t(m.player)} className="stats-player-select">
          {(control) => (
            <select
              {...control}
              value={search.player ?? ''}
              onChange={(event) => onSearchChange({ player: event.target.value || undefined })}
            >
              <option value="">{t(m.allPlayersOption)}</option>
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
