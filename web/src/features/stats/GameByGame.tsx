import type { StatLine } from '@teamspace/domain/stats/stats.schemas'
import { translate } from '../../i18n/locale'
import { useT } from '../../i18n/use-t'
import { Badge, Button } from '../../ui'
import { HistoryButton } from '../../shared/history/HistoryButton'
import { StatNumbers } from '../../shared/player/StatNumbers'
import { formatGameDate } from './stats-view'
import { statsMessages as m } from './stats.messages'

interface GameByGameProps {
  lines: StatLine[]
  /** Coach-like members only: correct a mistyped line, or void one that should never have been recorded. */
  onEdit?: ((line: StatLine) => void) | undefined
  onVoid?: ((line: StatLine) => void) | undefined
}

/** A game as a button's name can tell it apart from the others in the list. */
export const gameName = (line: Pick<StatLine, 'opponent' | 'gameDate'>) =>
  line.opponent
    ? translate(m.gameNameVersus, { opponent: line.opponent, date: formatGameDate(line.gameDate) })
    : translate(m.gameName, { date: formatGameDate(line.gameDate) })

/** Each recorded game, newest first. Who recorded it is sent to coach-like members only. */
export function GameByGame({ lines, onEdit, onVoid }: GameByGameProps) {
  const t = useT()
  return (
    <ol className="game-list">
      {lines.map((line) => (
        <li key={line.id} className="card game-line">
          <div className="game-line__head">
            <h3>{line.opponent ? t(m.versus, { opponent: line.opponent }) : t(m.game)}</h3>
            <span className="game-line__when">
              {line.correctedAt && <Badge>{t(m.corrected)}</Badge>}
              <time dateTime={line.gameDate} className="game-line__date">
                {formatGameDate(line.gameDate)}
              </time>
            </span>
          </div>
          <StatNumbers
            className="game-line__numbers"
            items={[
              { label: t(m.minutes), value: line.minutesPlayed },
              { label: t(m.goals), value: line.goals },
              { label: t(m.assists), value: line.assists },
              { label: t(m.saves), value: line.saves },
              { label: t(m.yellowCards), value: line.yellowCards, tone: line.yellowCards > 0 ? 'yellow' : undefined },
              { label: t(m.redCards), value: line.redCards, tone: line.redCards > 0 ? 'red' : undefined },
            ]}
          />
          {line.keyPlays.length > 0 && (
            <div className="game-line__plays">
              <h4>{t(m.keyPlays)}</h4>
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
                <p className="game-line__by">
                  {line.recordedByName ? t(m.recordedBy, { name: line.recordedByName }) : t(m.recordedByCoach)}
                </p>
              )}
              {(onEdit || onVoid) && (
                <div className="game-line__actions">
                  {onEdit && (
                    <Button onClick={() => onEdit(line)} aria-label={t(m.editStats, { game: gameName(line) })}>
                      {t(m.edit)}
                    </Button>
                  )}
                  {onEdit && (
                    <HistoryButton kind="stat-line" id={line.id} label={t(m.statsOf, { game: gameName(line) })} />
                  )}
                  {onVoid && (
                    <Button
                      variant="ghost"
                      className="game-line__void"
                      onClick={() => onVoid(line)}
                      aria-label={t(m.voidStats, { game: gameName(line) })}
                    >
                      {t(m.void)}
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
