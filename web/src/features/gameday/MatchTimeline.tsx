import type { MatchView, TimelineEntry } from '@teamspace/domain/gameday/gameday.schemas'
import { scoreLine } from '@teamspace/domain/results/results.constants'
import { useT } from '../../i18n/use-t'
import { gamedayWords as m } from './gameday.messages'
import { matchMinute } from './match-words'

/** The match's timeline, the latest first: whistles, goals with the score they made, substitutions. */
export function MatchTimeline({ match }: { match: MatchView }) {
  const t = useT()
  const name = (player: TimelineEntry['player']) => player?.playerName || t(m.removedPlayer)
  const say = (line: TimelineEntry) => {
    const score = line.score ? scoreLine(line.score[0], line.score[1]) : ''
    switch (line.kind) {
      case 'kick-off':
        return t(line.period === 1 ? m.lineKickOff : m.lineSecondHalf)
      case 'half-time':
        return t(m.lineHalfTime)
      case 'full-time':
        return t(m.lineFullTime)
      case 'goal':
        if (line.goalKind === 'theirs') return t(m.lineTheirGoal, { score })
        if (line.goalKind === 'own-goal') return t(m.lineOwnGoal, { score })
        return (
          t(m.lineGoal, { score, scorer: name(line.player) }) +
          (line.other ? ` (${t(m.lineAssist, { player: name(line.other) })})` : '')
        )
      case 'substitution':
        return t(m.lineSubstitution, { playerIn: name(line.player), playerOut: name(line.other) })
    }
  }
  const whistle = (line: TimelineEntry) => line.kind !== 'goal' && line.kind !== 'substitution'
  return (
    <div className="match-timeline">
      <h4>{t(m.timeline)}</h4>
      {match.timeline.length === 0 ? (
        <p className="muted">{t(m.noEvents)}</p>
      ) : (
        <ol className="match-timeline__lines" reversed>
          {[...match.timeline].reverse().map((line) => (
            <li
              key={line.id}
              className={`match-line match-line--${line.kind}${line.goalKind === 'theirs' ? ' match-line--theirs' : ''}`}
            >
              <span className="match-line__minute">
                {whistle(line) ? '' : t(m.minute, { minute: matchMinute(line, match.periodMinutes) })}
              </span>
              <span className="match-line__what">{say(line)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
