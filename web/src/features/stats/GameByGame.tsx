import type { StatLine } from '@teamspace/domain/stats/stats.schemas'
import { Badge, Button } from '../../ui'
import { HistoryButton } from '../../shared/history/HistoryButton'
import { StatNumbers } from '../../shared/player/StatNumbers'
import { formatGameDate } from './stats-view'

interface GameByGameProps {
  lines: StatLine[]
  /** Coach-like members only: correct a mistyped line, or void one that should never have been recorded. */
  onEdit?: ((line: StatLine) => void) | undefined
  onVoid?: ((line: StatLine) => void) | undefined
}

/** A game as a button's name can tell it apart from the others in the list. */
export const gameName = (line: Pick<StatLine, 'opponent' | 'gameDate'>) =>
  `${line.opponent ? `vs ${line.opponent}` : 'Game'}, ${formatGameDate(line.gameDate)}`

/** Each recorded game, newest first. Who recorded it is sent to coach-like members only. */
export function GameByGame({ lines, onEdit, onVoid }: GameByGameProps) {
  return (
    <ol className="game-list">
      {lines.map((line) => (
        <li key={line.id} className="card game-line">
          <div className="game-line__head">
            <h3>{line.opponent ? `vs ${line.opponent}` : 'Game'}</h3>
            <span className="game-line__when">
              {line.correctedAt && <Badge>Corrected</Badge>}
              <time dateTime={line.gameDate} className="game-line__date">
                {formatGameDate(line.gameDate)}
              </time>
            </span>
          </div>
          <StatNumbers
            className="game-line__numbers"
            items={[
              { label: 'Minutes', value: line.minutesPlayed },
              { label: 'Goals', value: line.goals },
              { label: 'Assists', value: line.assists },
              { label: 'Saves', value: line.saves },
              { label: 'Yellow cards', value: line.yellowCards, tone: line.yellowCards > 0 ? 'yellow' : undefined },
              { label: 'Red cards', value: line.redCards, tone: line.redCards > 0 ? 'red' : undefined },
            ]}
          />
          {line.keyPlays.length > 0 && (
            <div className="game-line__plays">
              <h4>Key plays</h4>
              <ul>
                {line.keyPlays.map((play, index) => (
                  <li key={index}>{play}</li>
                ))}
              </ul>
            </div>
          )}
          {(line.recordedByName !== undefined || onEdit || onVoid) && (
            <div className="game-line__foot">
              {line.recordedByName !== undefined && (
                <p className="game-line__by">Recorded by {line.recordedByName || 'a coach'}</p>
              )}
              {(onEdit || onVoid) && (
                <div className="game-line__actions">
                  {onEdit && (
                    <Button onClick={() => onEdit(line)} aria-label={`Edit stats: ${gameName(line)}`}>
                      Edit
                    </Button>
                  )}
                  {onEdit && <HistoryButton kind="stat-line" id={line.id} label={`stats: ${gameName(line)}`} />}
                  {onVoid && (
                    <Button
                      variant="ghost"
                      className="game-line__void"
                      onClick={() => onVoid(line)}
                      aria-label={`Void stats: ${gameName(line)}`}
                    >
                      Void
                    </Button>
                  )}
                </div>
              )}
            </div>
          )}
        </li>
      ))}
    </ol>
  )
}
