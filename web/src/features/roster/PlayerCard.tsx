import { Link } from '@tanstack/react-router'
import { displayAge } from '@teamspace/domain/roster/roster.constants'
import type { PlayerWithDetails } from '@teamspace/domain/roster/roster.schemas'
import { can } from '@teamspace/domain/shared/permissions'
import { lazy, Suspense, useId, useState, type ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { Badge, Button, Menu, MenuAction } from '../../ui'
import { ChevronRightIcon, MoreIcon } from '../../ui/icons'
import { useSignedInUser } from '../../app/signed-in-user'
import { HistoryDialog } from '../../shared/history/HistoryButton'
import { JerseyNumber, PlayerAvatar } from '../../shared/player/PlayerAvatar'
import { StatNumbers } from '../../shared/player/StatNumbers'
import { useTeamId } from '../../app/team/team-context'
import { rosterMessages as m } from './roster.messages'
import { usePositionLabel } from '../../shared/player/use-position-label'

// Coaches see each child's photo consent; its code loads once a card shows it.
const PlayerPhotoConsent = lazy(() => import('../../shared/gallery/PlayerPhotoConsent'))

interface PlayerCardProps {
  player: PlayerWithDetails
  today: Date
  /** Given to coach-like members only: the roster is read-only for everyone else. */
  onEdit?: ((player: PlayerWithDetails) => void) | undefined
  onDelete?: ((player: PlayerWithDetails) => void) | undefined
  /** The player's History button (coach-like members). */
  history?: ReactNode
  /** A view of the past: no actions at all. */
  readOnly?: boolean
  /** Given to coach-like members: mark the player as having left the team, or as back in it. */
  onToggleLeft?: ((player: PlayerWithDetails) => void) | undefined
}

/**
 * A player: a card from a tablet up, with the season's figures and the buttons; on a phone one row of the roster's
 * list (face, name, position, number) that leads to the player's stats, the coach's actions in a menu at its end.
 */
export function PlayerCard({
  player,
  today,
  onEdit,
  onDelete,
  history,
  readOnly = false,
  onToggleLeft,
}: PlayerCardProps) {
  const teamId = useTeamId()
  const nameId = useId()
  const user = useSignedInUser()
  const [showHistory, setShowHistory] = useState(false)
  const t = useT()
  const positionLabel = usePositionLabel()
  const dateOfBirth = player.details?.dateOfBirth
  const { goals, assists, gamesPlayed } = player.stats
  const statsLabel = t(onEdit ? m.viewStats : m.viewUpdateStats)
  const statsLabelFor = t(onEdit ? m.viewStatsFor : m.viewUpdateStatsFor, { name: player.name })
  const leftLabel = t(player.isActive ? m.markAsLeft : m.backInTeam)
  const withHistory = history !== undefined && can(user.role, 'history.read')
  return (
    <article
      className={player.isActive ? 'card player-card' : 'card player-card player-card--left'}
      aria-labelledby={nameId}
    >
      <div className="player-card__top">
        <PlayerAvatar player={player} size="large" />
        <div className="player-card__who">
          <h2 id={nameId} className="player-card__name">
            {player.name}
          </h2>
          <p className="player-card__meta">
            {positionLabel(player.position)}
            {dateOfBirth && <> · {t(m.age, { age: displayAge(dateOfBirth, today) })}</>}
            {!readOnly && can(user.role, 'photos.moderate') && (
              <Suspense fallback={null}>
                <PlayerPhotoConsent playerId={player.id} />
              </Suspense>
            )}
          </p>
          {!player.isActive && (
            <p>
              <Badge>{t(m.leftTheTeam)}</Badge>
            </p>
          )}
          {player.parentIds.includes(user.id) && (
            <p>
              <Badge tone="success">{t(m.yourChild)}</Badge>
            </p>
          )}
        </div>
        <JerseyNumber number={player.jerseyNumber} />
      </div>
      <StatNumbers
        className="player-card__stats"
        items={[
          { label: t(m.goals), value: goals },
          { label: t(m.assists), value: assists },
          { label: t(m.games), value: gamesPlayed },
        ]}
      />
      {!readOnly && (
        <div className="player-card__actions">
          <Link
            to="/t/$teamId/stats"
            params={{ teamId }}
            search={{ player: player.id }}
            className="btn btn--secondary player-card__stats-link"
            aria-label={statsLabelFor}
          >
            <span className="player-card__stats-words">{statsLabel}</span>
            <span className="player-card__chevron">
              <ChevronRightIcon size={20} />
            </span>
          </Link>
          {onEdit && (
            <Button onClick={() => onEdit(player)} aria-label={t(m.editName, { name: player.name })}>
              {t(m.edit)}
            </Button>
          )}
          {onToggleLeft && (
            <Button
              onClick={() => onToggleLeft(player)}
              aria-label={t(player.isActive ? m.markAsLeftName : m.backInTeamName, { name: player.name })}
            >
              {leftLabel}
            </Button>
          )}
          {onDelete && (
            <Button
              variant="ghost"
              className="player-card__delete"
              onClick={() => onDelete(player)}
              aria-label={t(m.deleteName, { name: player.name })}
            >
              {t(m.delete)}
            </Button>
          )}
          {history}
          {/* On a phone the buttons above give way to this menu, so a row stays one line. */}
          {(onEdit || onDelete || onToggleLeft || withHistory) && (
            <Menu
              className="player-card__more"
              label={<MoreIcon size={20} />}
              buttonLabel={t(m.actionsFor, { name: player.name })}
              buttonClassName="player-card__more-button"
            >
              {onEdit && <MenuAction onSelect={() => onEdit(player)}>{t(m.edit)}</MenuAction>}
              {onToggleLeft && <MenuAction onSelect={() => onToggleLeft(player)}>{leftLabel}</MenuAction>}
              {withHistory && <MenuAction onSelect={() => setShowHistory(true)}>{t(m.history)}</MenuAction>}
              {onDelete && <MenuAction onSelect={() => onDelete(player)}>{t(m.delete)}</MenuAction>}
            </Menu>
          )}
        </div>
      )}
      {showHistory && (
        <HistoryDialog kind="player" id={player.id} label={player.name} onClose={() => setShowHistory(false)} />
      )}
    </article>
  )
}
