import type { Season } from '@teamspace/domain/results/seasons.schemas'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { ConfirmDialog } from '../../ui'
import { correctSeason, removeSeason } from './results.queries'
import { resultsSeasonsMessages as m } from './results-seasons.messages'
import { SeasonFormDialog } from './StartSeasonDialog'

interface SeasonChangeProps {
  /** The current season, one a coach started (the implicit first season has no dates to change). */
  season: Season & { startsOn: string }
  onClose: () => void
}

/** The server's refusal (something recorded in the season) in its own words. */
const messageOf = (fallback: string) => (error: unknown) =>
  isClientError(error) ? error.message : failureMessage(error, fallback)

/** "Edit Season": the current season's name and dates, while nothing is recorded in it. */
export function CorrectSeasonDialog({ season, onClose }: SeasonChangeProps) {
  const t = useT()
  return (
    <SeasonFormDialog
      title={t(m.editSeason)}
      description={t(m.editDescription)}
      submitLabel={t(m.saveSeason)}
      initial={() => ({ name: season.name, startsOn: season.startsOn, endsOn: season.endsOn ?? season.startsOn })}
      save={async (values, commandId) => {
        await correctSeason(season.id, values, commandId)
      }}
      failed={t(m.correctFailed)}
      onClose={onClose}
    />
  )
}

/** "Remove Season", asked first: the season before it is current again. */
export function RemoveSeasonDialog({ season, onClose, onRemoved }: SeasonChangeProps & { onRemoved: () => void }) {
  const t = useT()
  return (
    <ConfirmDialog
      open
      destructive
      title={t(m.removeSeason)}
      description={t(m.removeConfirm, { season: season.name })}
      confirmLabel={t(m.removeSeason)}
      onConfirm={async (commandId) => {
        await removeSeason(season.id, commandId)
        onRemoved()
      }}
      onClose={onClose}
      errorMessage={messageOf(t(m.removeFailed))}
    />
  )
}
