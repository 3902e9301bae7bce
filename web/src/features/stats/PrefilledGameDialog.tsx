import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { PlayerWithDetails } from '@teamspace/domain/roster/roster.schemas'
import { useT } from '../../i18n/use-t'
import { failureMessage } from '../../lib/api'
import { Dialog, Notice, Spinner } from '../../ui'
import { playingTimeWords as words, statSheetQuery } from '../playing-time'
import { prefilledGameValues } from './prefilled-game'
import type { RecordGameValues } from './record-game-form'
import { RecordGameDialog } from './RecordGameDialog'
import { statsRecordMessages as m } from './stats-record.messages'

interface PrefilledGameDialogProps {
  /** The calendar's game whose live match fills the sheet in. */
  calendarEventId: string
  players: PlayerWithDetails[]
  onSaved: (message: string) => void
  onClose: () => void
}

/**
 * The whole-game form opened from a game's live match after full time: filled in with the minutes, goals and
 * assists the match recorded, for the coach to check and save through the stats' own command.
 */
export function PrefilledGameDialog({ calendarEventId, players, onSaved, onClose }: PrefilledGameDialogProps) {
  const t = useT()
  const { data: sheet, isPending, error } = useQuery(statSheetQuery(calendarEventId))
  // The form opens once with the sheet as it was then: the game's stats saved from it (which refreshes the sheet to
  // "saved") leave the form to show its own success; a sheet already saved opens no second form to record it twice.
  const [opened, setOpened] = useState<RecordGameValues | null>(null)
  if (opened === null && sheet?.fullTime && !sheet.recorded) setOpened(prefilledGameValues(players, sheet))
  if (opened) return <RecordGameDialog players={players} prefill={opened} onSaved={onSaved} onClose={onClose} />
  return (
    <Dialog open title={t(m.recordGame)} onClose={onClose}>
      {isPending ? (
        <Spinner label={t(words.loadingStatSheet)} showLabel />
      ) : (
        <Notice tone={error ? 'error' : 'info'}>
          {error
            ? failureMessage(error, t(words.statSheetLoadFailed))
            : t(sheet?.recorded ? words.statSheetRecorded : words.statSheetNotYet)}
        </Notice>
      )}
    </Dialog>
  )
}
