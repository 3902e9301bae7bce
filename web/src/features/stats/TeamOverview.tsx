import { Link } from '@tanstack/react-router'
import type { Player, PlayerWithDetails, Totals } from '@teamspace/domain/roster/roster.schemas'
import type { Message } from '@teamspace/domain/i18n/messages'
import type { ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { BallIcon, GloveIcon, PassIcon } from '../../ui/icons'
import { JerseyNumber, PlayerAvatar } from '../../shared/player/PlayerAvatar'
import { StatNumbers } from '../../shared/player/StatNumbers'
import { leaderBy } from './stats-view'
import { useTeamId } from '../../app/team/team-context'
import { usePositionLabel } from '../../shared/player/use-position-label'
import { statsMessages as m } from './stats.messages'

const leaderCards: { title: Message; total: keyof Totals; count: Message; none: Message; icon: ReactNode }[] = [
  { title: m.topScorer, total: 'goals', count: m.goalsCount, none: m.noGoals, icon: <BallIcon /> },
  { title: m.topAssister, total: 'assists', count: m.assistsCount, none: m.noAssists, icon: <PassIcon /> },
  { title: m.topSaver, total: 'saves', count: m.savesCount, none: m.noSaves, icon: <GloveIcon /> },
]

/** The whole team at a glance: who leads in goals, assists and saves, and a card per player. */
export function TeamOverview({ players }: { players: PlayerWithDetails[] }) {
  const t = useT()
  return (
    <div className="stack stack--loose">
      <section aria-labelledby="stats-leaders-heading" className="stack">
        <h2 id="stats-leaders-heading">{t(m.teamLeaders)}</h2>
        <div className="leader-grid">
          {leaderCards.map(({ title, total, count, none, icon }) => {
            const leader = leaderBy(players, total)
            return (
              <div key={total} className="card leader-card">
                <span className="leader-card__icon" aria-hidden="true">
                  {icon}
                </span>
                <div className="leader-card__text">
                  <h3 className="leader-card__title">{t(title)}</h3>
                  {leader ? (
                    <p>
                      <strong>{leader.player.name}</strong>{' '}
                      <span className="muted">{t(count, { count: leader.value })}</span>
                    </p>
                  ) : (
                    <p className="muted">{t(none)}</p>
                  )}
                </div>
              </div>
            )
          })}
        </div>
      </section>

      <section aria-labelledby="stats-players-heading" className="stack">
        <h2 id="stats-players-heading">{t(m.players)}</h2>
        <ul className="stats-player-grid">
          {players.map((player) => (
            <PlayerSummary key={player.id} player={player} />
          ))}
        </ul>
      </section>
    </div>
  )
}

function PlayerSummary({ player }: { player: Player }) {
  const teamId = useTeamId()
  const t = useT()
  const positionLabel = usePositionLabel()
  const { gamesPlayed, goals, assists, saves } = player.stats
  return (
    <li className="card player-summary">
      <div className="player-summary__top">
        <PlayerAvatar player={player} />
        <div className="player-summary__who">
          <h3>{player.name}</h3>
          <p className="muted">{positionLabel(player.position)}</p>
        </div>
        <JerseyNumber number={player.jerseyNumber} />
      </div>
      <StatNumbers
        className="player-summary__stats"
        items={[
          { label: t(m.games), value: gamesPlayed },
          { label: t(m.goals), value: goals },
          { label: t(m.assists), value: assists },
          { label: t(m.saves), value: saves },
        ]}
      />
      <Link
        to="/t/$teamId/stats"
        params={{ teamId }}
        // The season shown stays: a past season's player is seen in that season.
        search={(prev) => ({ season: prev.season, player: player.id })}
        className="btn btn--secondary"
        aria-label={t(m.viewDetailsFor, { name: player.name })}
      >
        {t(m.viewDetails)}
      </Link>
    </li>
  )
}
