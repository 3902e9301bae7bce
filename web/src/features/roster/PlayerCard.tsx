import { Link } from '@tanstack/react-router'
import { displayAge } from '@teamspace/domain/roster/roster.constants'
import type { PlayerWithDetails } from '@teamspace/domain/roster/roster.schemas'
import { useId, type ReactNode } from 'react'
import { Badge, Button } from '../../ui'
import { useSignedInUser } from '../../app/signed-in-user'
import { JerseyNumber, PlayerAvatar } from '../../shared/player/PlayerAvatar'
import { StatNumbers } from '../../shared/player/StatNumbers'
import { useTeamId } from '../../app/team/team-context'

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
}

export function PlayerCard({ player, today, onEdit, onDelete, history, readOnly = false }: PlayerCardProps) {
  const teamId = useTeamId()
  const nameId = useId()
  const user = useSignedInUser()
  const dateOfBirth = player.details?.dateOfBirth
  const { goals, assists, gamesPlayed } = player.stats
  return (
    <article className="card player-card" aria-labelledby={nameId}>
      <div className="player-card__top">
        <PlayerAvatar player={player} size="large" />
        <div className="player-card__who">
          <h2 id={nameId} className="player-card__name">
            {player.name}
          </h2>
          <p className="player-card__meta">
            {player.position}
            {dateOfBirth && <> · Age {displayAge(dateOfBirth, today)}</>}
          </p>
          {player.parentIds.includes(user.id) && (
            <p>
              <Badge tone="success">Your child</Badge>
            </p>
          )}
        </div>
        <JerseyNumber number={player.jerseyNumber} />
      </div>
      <StatNumbers
        className="player-card__stats"
        items={[
          { label: 'Goals', value: goals },
          { label: 'Assists', value: assists },
          { label: 'Games', value: gamesPlayed },
        ]}
      />
      {!readOnly && (
        <div className="player-card__actions">
          <Link
            to="/t/$teamId/stats"
            params={{ teamId }}
            search={{ player: player.id }}
            className="btn btn--secondary"
            aria-label={`${onEdit ? 'View Stats' : 'View/Update Stats'} for ${player.name}`}
          >
            {onEdit ? 'View Stats' : 'View/Update Stats'}
          </Link>
          {onEdit && (
            <Button onClick={() => onEdit(player)} aria-label={`Edit ${player.name}`}>
              Edit
            </Button>
          )}
          {onDelete && (
            <Button
              variant="ghost"
              className="player-card__delete"
              onClick={() => onDelete(player)}
              aria-label={`Delete ${player.name}`}
            >
              Delete
            </Button>
          )}
          {history}
        </div>
      )}
    </article>
  )
}
