import type { ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { cx } from '../../ui/cx'
import { BallIcon, CalendarIcon, PitchIcon, TeamIcon } from '../../ui/icons'
import { dashboardMessages as m } from './dashboard.messages'
import type { TeamSummary } from './team-summary'

interface TeamNumbersProps {
  /** Absent while the roster loads: the cards keep their place and show a placeholder. */
  summary?: TeamSummary
  /** The next calendar event's date as the spec writes dates, or null when nothing is scheduled. */
  nextEvent: string | null
}

/** The four cards at the top of the dashboard (spec §2). */
export function TeamNumbers({ summary, nextEvent }: TeamNumbersProps) {
  const t = useT()
  return (
    <dl className="stat-cards" aria-label={t(m.atAGlance)} aria-busy={summary ? undefined : true}>
      <StatCard label={t(m.teamPlayers)} icon={<TeamIcon />} value={summary?.playerCount} />
      <StatCard label={t(m.totalGoals)} icon={<BallIcon />} value={summary?.totalGoals} />
      <StatCard label={t(m.gamesPlayed)} icon={<PitchIcon />} value={summary?.gamesPlayed} />
      <StatCard
        label={t(m.nextEvent)}
        icon={<CalendarIcon />}
        value={summary && (nextEvent ?? t(m.noEvents))}
        quiet
        muted={nextEvent === null}
      />
    </dl>
  )
}

interface StatCardProps {
  label: string
  icon: ReactNode
  value: ReactNode
  /** A value in words rather than a number: smaller, so it fits beside the numbers on a phone. */
  quiet?: boolean
  /** Nothing to show ('No events'): greyed. */
  muted?: boolean
}

function StatCard({ label, icon, value, quiet = false, muted = false }: StatCardProps) {
  return (
    <div className="stat-card">
      <dt className="stat-card__label">{label}</dt>
      {/* The icon sits beside the number, so the label has the card's whole width on a phone. */}
      <dd className="stat-card__body">
        <span
          className={cx('stat-card__value', quiet && 'stat-card__value--quiet', muted && 'stat-card__value--muted')}
        >
          {value ?? <span className="skeleton dashboard-skeleton" />}
        </span>
        <span className="stat-card__icon" aria-hidden="true">
          {icon}
        </span>
      </dd>
    </div>
  )
}
