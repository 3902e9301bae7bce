import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import type { PlayerWithDetails } from '@teamspace/domain/roster/roster.schemas'
import { can } from '@teamspace/domain/shared/permissions'
import { lazy, Suspense, useMemo, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { PageActions } from '../../app/page/PageFrame'
import { PageEmpty } from '../../app/page/page-states'
import { Button, ConfirmDialog, Notice } from '../../ui'
import { BallIcon, SearchIcon, TeamIcon } from '../../ui/icons'
import { useSignedInUser } from '../../app/signed-in-user'
import { AsOfBar } from '../../shared/history/AsOfBar'
import { AsOfRoster } from './AsOfRoster'
import { HistoryButton } from '../../shared/history/HistoryButton'
import { PlayerCard } from './PlayerCard'
import { defaultSort, hasFilters, nextSort, noFilters, visiblePlayers, type RosterFilters } from './roster-view'
import { deletePlayer, forgetPlayer, markPlayerLeft, playersQuery } from './roster.queries'
import { RosterToolbar } from './RosterToolbar'
import { rosterMessages as m } from './roster.messages'
import './roster.css'

// The player form loads when it is first opened.
const PlayerFormDialog = lazy(() =>
  import('./PlayerFormDialog').then((module) => ({ default: module.PlayerFormDialog })),
)

/** The roster: a card per player, filtered and sorted in the browser; coaches add, edit and delete. */
export function PlayersPage() {
  const user = useSignedInUser()
  const manage = can(user.role, 'players.manage')
  const queryClient = useQueryClient()
  const t = useT()
  const { data: players } = useSuspenseQuery(playersQuery())
  const [filters, setFilters] = useState<RosterFilters>(noFilters)
  const [sort, setSort] = useState(defaultSort)
  const [editing, setEditing] = useState<PlayerWithDetails | 'new' | null>(null)
  const [deleting, setDeleting] = useState<PlayerWithDetails | null>(null)
  // Ages are this year minus the birth year (spec §9): the year the page opened is close enough.
  const [today] = useState(() => new Date())
  // A coach's view of the roster as it was at the end of a past day (read-only), or null for now.
  const [asOf, setAsOf] = useState<string | null>(null)

  // Players who left stay on the roster, greyed; a coach or parent may hide them.
  const [hideLeft, setHideLeft] = useState(false)
  const shown = useMemo(
    () => visiblePlayers(hideLeft ? players.filter((p) => p.isActive) : players, filters, sort),
    [players, filters, sort, hideLeft],
  )
  const anyLeft = players.some((p) => !p.isActive)
  const [leftError, setLeftError] = useState<string | null>(null)
  const toggleLeft = async (player: PlayerWithDetails) => {
    setLeftError(null)
    try {
      await markPlayerLeft(player.id, player.isActive)
    } catch (error) {
      setLeftError(isClientError(error) ? error.message : failureMessage(error, t(m.updateFailed)))
    }
  }

  const addButton = manage && (
    <Button variant="primary" onClick={() => setEditing('new')}>
      {t(m.addPlayer)}
    </Button>
  )

  const remove = async (player: PlayerWithDetails, commandId: string) => {
    await deletePlayer(player.id, commandId)
    forgetPlayer(queryClient, player.id)
  }

  if (asOf)
    return (
      <div className="stack">
        <AsOfBar what={t(m.theRoster)} asOf={asOf} onChange={setAsOf} />
        <AsOfRoster date={asOf} today={today} />
      </div>
    )

  return (
    <>
      {players.length > 0 && addButton && <PageActions>{addButton}</PageActions>}
      <AsOfBar what={t(m.theRoster)} asOf={asOf} onChange={setAsOf} />

      {players.length === 0 ? (
        manage ? (
          <PageEmpty
            icon={<BallIcon size={40} />}
            title={t(m.firstPlayerTitle)}
            text={t(m.firstPlayerText)}
            action={addButton}
          />
        ) : (
          // A parent cannot add anyone, so the roster is simply empty for now, without the coach's call to action.
          <PageEmpty icon={<TeamIcon size={40} />} title={t(m.noPlayersFound)} text={t(m.noPlayersYet)} />
        )
      ) : (
        <div className="stack">
          <RosterToolbar
            filters={filters}
            onFiltersChange={setFilters}
            sort={sort}
            onSort={(key) => setSort(nextSort(sort, key))}
          />
          {leftError && <Notice tone="error">{leftError}</Notice>}
          {anyLeft && (
            <label className="roster-hide-left">
              <input type="checkbox" checked={hideLeft} onChange={(event) => setHideLeft(event.target.checked)} />{' '}
              {t(m.hideLeft)}
            </label>
          )}
          <p className="roster-count" role="status">
            {hasFilters(filters)
              ? t(m.showing, { shown: shown.length, total: players.length })
              : t(m.players, { count: players.length })}
          </p>
          {shown.length === 0 ? (
            <PageEmpty
              icon={<SearchIcon size={40} />}
              title={t(m.noPlayersFound)}
              text={t(m.noMatch)}
              action={<Button onClick={() => setFilters(noFilters)}>{t(m.clearFilters)}</Button>}
            />
          ) : (
            <div className="roster-grid">
              {shown.map((player) => (
                <PlayerCard
                  key={player.id}
                  player={player}
                  today={today}
                  onEdit={manage ? setEditing : undefined}
                  onDelete={manage ? setDeleting : undefined}
                  onToggleLeft={manage ? (p) => void toggleLeft(p) : undefined}
                  history={<HistoryButton kind="player" id={player.id} label={player.name} />}
                />
              ))}
            </div>
          )}
        </div>
      )}

      {editing !== null && (
        <Suspense fallback={null}>
          <PlayerFormDialog player={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t(m.deletePlayer)}
        description={t(m.deleteConfirm, { name: deleting?.name ?? '' })}
        confirmLabel={t(m.deletePlayer)}
        destructive
        onConfirm={(commandId) => (deleting ? remove(deleting, commandId) : Promise.resolve())}
        onClose={() => setDeleting(null)}
        errorMessage={(error) => (isClientError(error) ? error.message : failureMessage(error, t(m.deleteFailed)))}
      />
    </>
  )
}
