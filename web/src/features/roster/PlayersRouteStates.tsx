import { PageLoading } from '../../app/page/page-states'
import { useT } from '../../i18n/use-t'
import { rosterMessages as m } from './roster.messages'
import './roster.css'

const placeholders = [0, 1, 2, 3, 4, 5]

/** The roster's shape while it loads, so the page does not jump when the cards arrive. */
export function PlayersLoading() {
  const t = useT()
  return (
    <PageLoading label={t(m.loading)}>
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
    </PageLoading>
  )
}
