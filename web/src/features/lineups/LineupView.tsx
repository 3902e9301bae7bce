import type { LineupView as Lineup } from '@teamspace/domain/lineups/lineups.schemas'
import { useT } from '../../i18n/use-t'
import { lineupsMessages as m } from './lineups.messages'
import { Pitch } from './Pitch'

/** A lineup to read: the starters on the pitch and the bench under it. */
export function LineupView({ lineup }: { lineup: Lineup }) {
  const t = useT()
  const bySlot = new Map(lineup.starters.map((s) => [s.slotId as string, s]))
  return (
    <div className="lineup-view">
      <Pitch format={lineup.format} occupantOf={(slotId) => bySlot.get(slotId) ?? null} />
      <h4 className="lineup-view__bench-title">{t(m.bench)}</h4>
      {lineup.bench.length === 0 ? (
        <p className="muted">{t(m.benchEmpty)}</p>
      ) : (
        <ul className="lineup-bench">
          {lineup.bench.map((p) => (
            <li key={p.playerId}>
              {p.jerseyNumber !== null && <span className="lineup-bench__number">#{p.jerseyNumber}</span>}
              {p.playerName}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
