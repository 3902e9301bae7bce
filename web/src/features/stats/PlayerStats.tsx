import { useQuery } from '@tanstack/react-query'
import type { PlayerWithDetails } from '@teamspace/domain/roster/roster.schemas'
import type { StatLine } from '@teamspace/domain/stats/stats.schemas'
import { lazy, Suspense, useId, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { isNotFound } from '../../lib/api'
import { Button, Card, EmptyState, Spinner } from '../../ui'
import { ClipboardIcon } from '../../ui/icons'
import { TabList, tabPanelProps, type TabOption } from '../../ui/Tabs'
import { JerseyNumber, PlayerAvatar } from '../../shared/player/PlayerAvatar'
import { StatNumbers } from '../../shared/player/StatNumbers'
import { usePositionLabel } from '../../shared/player/use-position-label'
import { GameByGame } from './GameByGame'
import { LoadFailed } from './LoadFailed'
import { asOfPlayerStatsQuery, playerStatsQuery } from './stats.queries'
import type { StatsView } from './stats-search'
import { perGameAverages, seasonTotals } from './stats-view'
import { statsMessages as m } from './stats.messages'

const VoidStatLineDialog = lazy(() =>
  import('./VoidStatLineDialog').then((module) => ({ default: module.VoidStatLineDialog })),
)

interface PlayerStatsProps {
  playerId: string
  players: PlayerWithDetails[]
  view: StatsView
  onViewChange: (view: StatsView) => void
  /** Back to the whole team; not needed where the player selector already does it. */
  onBack: (() => void) | undefined
  onRecord: ((playerId: string) => void) | undefined
  /** Coach-like members only: correct a line. Whoever may correct may also void. */
  onCorrect: ((line: StatLine) => void) | undefined
  /** A coach's view of the past: the lines as they counted at the end of this day. */
  asOf?: string | undefined
  /** The season whose games are listed, as the totals beside them count them: null for the current one. */
  seasonId: string | null
}

/** One player's season: totals and per-game averages, or each game in turn. */
export function PlayerStats({
  playerId,
  players,
  view,
  onViewChange,
  onBack,
  onRecord,
  onCorrect,
  asOf,
  seasonId,
}: PlayerStatsProps) {
  const t = useT()
  const positionLabel = usePositionLabel()
  const views: TabOption<StatsView>[] = [
    { value: 'overview', label: t(m.overview) },
    { value: 'games', label: t(m.gameByGame) },
  ]
  const player = players.find((each) => each.id === playerId)
  const current = useQuery({ ...playerStatsQuery(playerId, seasonId), enabled: player !== undefined && !asOf })
  const past = useQuery({ ...asOfPlayerStatsQuery(playerId, asOf ?? ''), enabled: player !== undefined && !!asOf })
  const lines = asOf ? past : current
  const [voiding, setVoiding] = useState<StatLine | null>(null)
  const viewsId = useId()

  if (!player || isNotFound(lines.error)) {
    return (
      <Card>
        <EmptyState
          title={t(m.playerNotFound)}
          text={t(m.maybeRemoved)}
          action={onBack && <Button onClick={onBack}>{t(m.seeAllPlayers)}</Button>}
        />
      </Card>
    )
  }

  return (
    <section className="stack" aria-labelledby={`${viewsId}-name`}>
      {onBack && (
        <div>
          <Button variant="ghost" className="player-stats-back" onClick={onBack}>
            <span aria-hidden="true">←</span> {t(m.allPlayers)}
          </Button>
        </div>
      )}
      <div className="card player-stats-head">
        <div className="player-stats-head__who">
          <PlayerAvatar player={player} size="large" />
          <div>
            <h2 id={`${viewsId}-name`}>{player.name}</h2>
            <p className="muted">
              {positionLabel(player.position)} · {t(m.gamesCount, { count: player.stats.gamesPlayed })}
            </p>
          </div>
          <JerseyNumber number={player.jerseyNumber} />
        </div>
        {onRecord && (
          <Button variant="primary" onClick={() => onRecord(player.id)}>
            {t(m.recordStats)}
          </Button>
        )}
      </div>

      {lines.isPending ? (
        <Spinner label={t(m.loadingGames)} showLabel />
      ) : lines.isError ? (
        <LoadFailed />
      ) : lines.data.length === 0 ? (
        <Card>
          <EmptyState icon={<ClipboardIcon size={40} />} title={t(m.noStats)} />
        </Card>
      ) : (
        <>
          <TabList
            label={t(m.statisticsView, { name: player.name })}
            idPrefix={viewsId}
            tabs={views}
            selected={view}
            onSelect={onViewChange}
          />
          <div {...tabPanelProps(viewsId, view)}>
            {view === 'games' ? (
              <GameByGame lines={lines.data} onEdit={onCorrect} onVoid={onCorrect && setVoiding} />
            ) : (
              <div className="stats-overview-grid">
                <Card title={t(m.seasonTotals)}>
                  <StatNumbers size="large" className="season-numbers" items={seasonTotals(player.stats)} />
                </Card>
                <Card title={t(m.perGameAverages)}>
                  <StatNumbers size="large" className="season-numbers" items={perGameAverages(player.stats)} />
                </Card>
              </div>
            )}
          </div>
        </>
      )}
      {voiding && (
        <Suspense fallback={null}>
          <VoidStatLineDialog line={voiding} playerName={player.name} onClose={() => setVoiding(null)} />
        </Suspense>
      )}
    </section>
  )
}
