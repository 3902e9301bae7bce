import type { StatLine } from '@teamspace/domain/stats/stats.schemas'
import { StatNumbers } from '../roster/StatNumbers'
import { formatGameDate } from './stats-view'

/** Each recorded game, newest first. Who recorded it is sent to coach-like members only. */
export function GameByGame({ lines }: { lines: StatLine[] }) {
  return (
    <ol className="game-list">
      {lines.map((line) => (
        <li key={line.id} className="card game-line">
          <div className="game-line__head">
            <h3>{line.opponent ? `vs ${line.opponent}` : 'Game'}</h3>
            <time dateTime={line.gameDate} className="game-line__date">
              {formatGameDate(line.gameDate)}
            </time>
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
          {line.recordedByName !== undefined && (
            <p className="game-line__by">Recorded by {line.recordedByName || 'a coach'}</p>
          )}
        </li>
      ))}
    </ol>
  )
}
