import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTeamId } from '../../app/team/team-context'
import { useT } from '../../i18n/use-t'
import { Card } from '../../ui'
import { gamedayWords as m } from './gameday.messages'
import { liveMatchesQuery } from './gameday.queries'
import { Scoreboard } from './MatchPanel'
import './gameday.css'

/** The dashboard's live score while a match of the team is under way; nothing otherwise. */
export function LiveScoreCard() {
  const t = useT()
  const teamId = useTeamId()
  const { data } = useQuery(liveMatchesQuery())
  if (!data || data.matches.length === 0) return null
  return (
    <Card title={<span className="live-badge">{t(m.liveNow)}</span>} className="live-score-card">
      <ul className="live-score-card__list">
        {data.matches.map((match) => (
          <li key={match.calendarEventId}>
            <Link
              to="/t/$teamId/calendar"
              params={{ teamId }}
              search={{ event: match.calendarEventId }}
              className="live-score-card__game"
            >
              {match.title}
            </Link>
            <Scoreboard match={match} compact />
          </li>
        ))}
      </ul>
    </Card>
  )
}
