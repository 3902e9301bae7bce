import { formations, type LineupFormat, type Slot } from '@teamspace/domain/lineups/lineups.formations'
import type { ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { lineupsSlotsMessages as slots } from './lineups-slots.messages'
import { lineupsMessages as m } from './lineups.messages'

/** Who stands on a place, as the pitch writes it. */
export interface Occupant {
  readonly playerName: string
  readonly jerseyNumber: number | null
}

/** "Mia" for "Mia Striker": the pitch has room for a first name; the full name is the accessible one. */
export const shortName = (name: string) => name.trim().split(/\s+/)[0] ?? name

interface PitchProps {
  format: LineupFormat
  occupantOf: (slotId: string) => Occupant | null
  /** Each place's content when the pitch is edited (a button); a read-only pitch writes the place itself. */
  renderSlot?: (slot: Slot, occupant: Occupant | null) => ReactNode
}

/** The formation's places on a pitch seen from behind our goal: a marker each, with the player's number and name. */
export function Pitch({ format, occupantOf, renderSlot }: PitchProps) {
  const t = useT()
  return (
    <div className="pitch">
      <div className="pitch__markings" aria-hidden="true">
        <span className="pitch__halfway" />
        <span className="pitch__circle" />
        <span className="pitch__box pitch__box--ours" />
        <span className="pitch__box pitch__box--theirs" />
      </div>
      <ol className="pitch__slots" aria-label={t(m.pitchLabel, { format })}>
        {formations[format].map((slot) => {
          const occupant = occupantOf(slot.id)
          return (
            <li key={slot.id} className="pitch__slot" style={{ left: `${slot.x}%`, bottom: `${slot.y}%` }}>
              {renderSlot ? (
                renderSlot(slot, occupant)
              ) : (
                <span className="pitch__place">
                  <SlotMarker slot={slot} occupant={occupant} />
                  <span className="visually-hidden">
                    {occupant
                      ? t(m.slotTaken, { slot: t(slots[slot.id]), player: occupant.playerName })
                      : t(m.slotEmpty, { slot: t(slots[slot.id]) })}
                  </span>
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </div>
  )
}

/** The marker of a place: the player's number (or the position) in a disc, the first name under it. */
export function SlotMarker({ slot, occupant }: { slot: Slot; occupant: Occupant | null }) {
  const t = useT()
  return (
    <span className={occupant ? 'pitch__marker' : 'pitch__marker pitch__marker--empty'} aria-hidden="true">
      <span className="pitch__disc">
        {occupant ? (occupant.jerseyNumber ?? shortName(occupant.playerName).charAt(0)) : t(slots[slot.position])}
      </span>
      <span className="pitch__name">{occupant ? shortName(occupant.playerName) : t(slots[slot.position])}</span>
    </span>
  )
}
