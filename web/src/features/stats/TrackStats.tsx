import type { PlayerWithDetails } from '@teamspace/domain/roster/roster.schemas'
import { Button, Card } from '../../ui'
import { JerseyNumber, PlayerAvatar } from '../../shared/player/PlayerAvatar'

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
  return (
    <div className="stack">
      <Card>
        <div className="track-intro">
          <div>
            <h2>Record a game</h2>
            <p className="muted">
              After each game, record minutes, goals, assists, cards and saves: the whole team in one go, or one player
              at a time.
            </p>
          </div>
          <div className="track-intro__actions">
            <Button onClick={() => onRecord()} disabled={players.length === 0}>
              Record Stats
            </Button>
            <Button variant="primary" onClick={onRecordGame} disabled={players.length === 0}>
              Record Game
            </Button>
          </div>
        </div>
      </Card>
      <ul className="track-grid" aria-label="Choose a player to record stats for">
        {players.map((player) => (
          <li key={player.id}>
            <button type="button" className="card track-player" onClick={() => onRecord(player.id)}>
              <PlayerAvatar player={player} />
              <span className="track-player__who">
                <span className="track-player__name">{player.name}</span>
                <span className="muted">
                  {player.position} · {player.stats.gamesPlayed} {player.stats.gamesPlayed === 1 ? 'game' : 'games'}
                </span>
              </span>
              <JerseyNumber number={player.jerseyNumber} />
              <span className="visually-hidden">: record stats</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
