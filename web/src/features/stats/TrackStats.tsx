import type { PlayerWithDetails } from '@teamspace/domain/roster/roster.schemas'
import { useT } from '../../i18n/use-t'
import { Button, Card } from '../../ui'
import { JerseyNumber, PlayerAvatar } from '../../shared/player/PlayerAvatar'
import { usePositionLabel } from '../../shared/player/use-position-label'
import { statsMessages as m } from './stats.messages'

interface TrackStatsProps {
  players: PlayerWithDetails[]
  onRecord: (playerId?: string) => void
  onRecordGame: () => void
}

/**
 * The Track Stats tab (coach-like members): record a whole game at once, one player's game, or tap a player to
 * record theirs.
 */
export function TrackStats({ players, onRecord, onRecordGame }: TrackStatsProps) {
  const t = useT()
  const positionLabel = usePositionLabel()
  return (
    <div className="stack">
      <Card>
        <div className="track-intro">
          <div>
            <h2>{t(m.recordAGame)}</h2>
            <p className="muted">{t(m.recordIntro)}</p>
          </div>
          <div className="track-intro__actions">
            <Button onClick={() => onRecord()} disabled={players.length === 0}>
              {t(m.recordStats)}
            </Button>
            <Button variant="primary" onClick={onRecordGame} disabled={players.length === 0}>
              {t(m.recordGame)}
            </Button>
          </div>
        </div>
      </Card>
      <ul className="track-grid" aria-label={t(m.choosePlayer)}>
        {players.map((player) => (
          <li key={player.id}>
            <button type="button" className="card track-player" onClick={() => onRecord(player.id)}>
              <PlayerAvatar player={player} />
              <span className="track-player__who">
                <span className="track-player__name">{player.name}</span>
                <span className="muted">
                  {positionLabel(player.position)} · {t(m.gamesCount, { count: player.stats.gamesPlayed })}
                </span>
              </span>
              <JerseyNumber number={player.jerseyNumber} />
              <span className="visually-hidden">{t(m.recordStatsHidden)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
