import type { AvailabilityAnswer } from '../availability/availability.schemas'
import type { AttendanceStatus } from './attendance.schemas'

export interface AttendanceRecord {
  readonly playerId: string
  readonly status: AttendanceStatus
}

/**
 * The whole set saved for an event (spec §4): one record per active player, in roster order. A player left out
 * is present; a player not on the active roster is dropped; when a player is sent twice, the last one counts.
 */
export const completeAttendanceSet = (
  activePlayerIds: readonly string[],
  sent: readonly AttendanceRecord[],
): AttendanceRecord[] => {
  const statusOf = new Map(sent.map((record) => [record.playerId, record.status]))
  return activePlayerIds.map((playerId) => ({ playerId, status: statusOf.get(playerId) ?? 'present' }))
}

export type AttendanceSource = 'saved' | 'availability' | 'default'

/**
 * What the attendance page starts from for one player: the saved status, else the family's answer (a child who
 * is not going is excused; going or maybe is present), else present.
 */
export const prefilledStatus = (
  saved: AttendanceStatus | undefined,
  answer: AvailabilityAnswer | undefined,
): { status: AttendanceStatus; source: AttendanceSource } => {
  if (saved) return { status: saved, source: 'saved' }
  if (answer) return { status: answer === 'not-going' ? 'excused' : 'present', source: 'availability' }
  return { status: 'present', source: 'default' }
}

/** A share as a whole percentage (spec §9: rounded); null when there is nothing to share. */
export const roundedPercentage = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : null)
