import { useQuery } from '@tanstack/react-query'
import type { PlayerWithDetails } from '@teamspace/domain/roster/roster.schemas'
import { useT } from '../../i18n/use-t'
import { failureMessage } from '../../lib/api'
import { Dialog, Notice, Spinner } from '../../ui'
import { playingTimeWords as words, statSheetQuery } from '../playing-time'
import { prefilledGameValues } from './prefilled-game'
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
  if (sheet?.fullTime)
    return (
      <RecordGameDialog
        players={players}
        prefill={prefilledGameValues(players, sheet)}
        onSaved={onSaved}
        onClose={onClose}
      />
    )
  return (
    <Dialog open title={t(m.recordGame)} onClose={onClose}>
      {isPending ? (
        <Spinner label={t(words.loadingStatSheet)} showLabel />
      ) : (
        <Notice tone={error ? 'error' : 'info'}>
          {error ? failureMessage(error, t(words.statSheetLoadFailed)) : t(words.statSheetNotYet)}
        </Notice>
      )}
    </Dialog>
  )
}
