import { Link } from '@tanstack/react-router'
import type { Player, PlayerWithDetails, Totals } from '@teamspace/domain/roster/roster.schemas'
import type { ReactNode } from 'react'
import { BallIcon, GloveIcon, PassIcon } from '../../ui/icons'
import { JerseyNumber, PlayerAvatar } from '../../shared/player/PlayerAvatar'
import { StatNumbers } from '../../shared/player/StatNumbers'
import { leaderBy } from './stats-view'
import { useTeamId } from '../../app/team/team-context'

const leaderCards: { title: string; total: keyof Totals; unit: [string, string]; icon: ReactNode }[] = [
  { title: 'Top Scorer', total: 'goals', unit: ['goal', 'goals'], icon: <BallIcon /> },
  { title: 'Top Assister', total: 'assists', unit: ['assist', 'assists'], icon: <PassIcon /> },
  { title: 'Top Saver', total: 'saves', unit: ['save', 'saves'], icon: <GloveIcon /> },
]

/** The whole team at a glance: who leads in goals, assists and saves, and a card per player. */
export function TeamOverview({ players }: { players: PlayerWithDetails[] }) {
  return (
    <div className="stack stack--loose">
      <section aria-labelledby="stats-leaders-heading" className="stack">
        <h2 id="stats-leaders-heading">Team Leaders</h2>
        <div className="leader-grid">
          {leaderCards.map(({ title, total, unit, icon }) => {
            const leader = leaderBy(players, total)
            return (
              <div key={title} className="card leader-card">
                <span className="leader-card__icon" aria-hidden="true">
                  {icon}
                </span>
                <div className="leader-card__text">
                  <h3 className="leader-card__title">{title}</h3>
                  {leader ? (
                    <p>
                      <strong>{leader.player.name}</strong>{' '}
                      <span className="muted">
                        {leader.value} {leader.value === 1 ? unit[0] : unit[1]}
                      </span>
                    </p>
                  ) : (
                    <p className="muted">No {unit[1]} yet</p>
                  )}
                </div>
              </div>
            )
          })}
        </div>
      </section>

      <section aria-labelledby="stats-players-heading" className="stack">
        <h2 id="stats-players-heading">Players</h2>
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
  const { gamesPlayed, goals, assists, saves } = player.stats
  return (
    <li className="card player-summary">
      <div className="player-summary__top">
        <PlayerAvatar player={player} />
        <div className="player-summary__who">
          <h3>{player.name}</h3>
          <p className="muted">{player.position}</p>
        </div>
        <JerseyNumber number={player.jerseyNumber} />
      </div>
      <StatNumbers
        className="player-summary__stats"
        items={[
          { label: 'Games', value: gamesPlayed },
          { label: 'Goals', value: goals },
          { label: 'Assists', value: assists },
          { label: 'Saves', value: saves },
        ]}
      />
      <Link
        to="/t/$teamId/stats"
        params={{ teamId }}
        // The season shown stays: a past season's player is seen in that season.
        search={(prev) => ({ season: prev.season, player: player.id })}
        className="btn btn--secondary"
        aria-label={`View Details for ${player.name}`}
      >
        View Details
      </Link>
    </li>
  )
}
