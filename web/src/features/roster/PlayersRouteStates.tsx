import type { ErrorComponentProps } from '@tanstack/react-router'
import { RouteError, Spinner } from '../../ui'
import { PlayersHeader } from './PlayersHeader'
import './roster.css'

const placeholders = [0, 1, 2, 3, 4, 5]

/** The roster's shape while it loads, so the page does not jump when the cards arrive. */
export function PlayersLoading() {
  return (
    <>
      <PlayersHeader />
      <div className="stack">
        <Spinner label="Loading players…" showLabel />
        <div className="roster-grid" aria-hidden="true">
          {placeholders.map((key) => (
            <div key={key} className="card player-card">
              <div className="player-card__top">
                <span className="player-avatar player-avatar--large skeleton" />
                <div className="player-card__who">
                  <span className="skeleton skeleton--line" />
                  <span className="skeleton skeleton--line skeleton--short" />
                </div>
              </div>
              <span className="skeleton skeleton--block" />
            </div>
          ))}
        </div>
      </div>
    </>
  )
}

/** The roster could not be loaded: the usual error card, with a retry, under the page's own header. */
export function PlayersError(props: ErrorComponentProps) {
  return (
    <>
      <PlayersHeader />
      <RouteError {...props} />
    </>
  )
}
