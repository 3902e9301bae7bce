import { useQueryClient } from '@tanstack/react-query'
import { seasonsMessages, type Season } from '@teamspace/domain/results/seasons.schemas'
import { failureMessage, isClientError } from '../../lib/api'
import { ConfirmDialog } from '../../ui'
import { correctSeason, removeSeason, resultKeys } from './results.queries'
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
  const queryClient = useQueryClient()
  return (
    <SeasonFormDialog
      title="Edit Season"
      description="Correct the season’s name or dates. A season with games, results or statistics recorded in it stays as it is."
      submitLabel="Save Season"
      initial={() => ({ name: season.name, startsOn: season.startsOn, endsOn: season.endsOn ?? season.startsOn })}
      save={async (values, commandId) => {
        await correctSeason(season.id, values, commandId)
        await queryClient.invalidateQueries({ queryKey: resultKeys.all })
      }}
      failed={seasonsMessages.correctFailed}
      onClose={onClose}
    />
  )
}

/** "Remove Season", asked first: the season before it is current again. */
export function RemoveSeasonDialog({ season, onClose, onRemoved }: SeasonChangeProps & { onRemoved: () => void }) {
  const queryClient = useQueryClient()
  return (
    <ConfirmDialog
      open
      destructive
      title="Remove Season"
      description={`${seasonsMessages.removeConfirm} “${season.name}” is removed.`}
      confirmLabel="Remove Season"
      onConfirm={async (commandId) => {
        await removeSeason(season.id, commandId)
        await queryClient.invalidateQueries({ queryKey: resultKeys.all })
        onRemoved()
      }}
      onClose={onClose}
      errorMessage={messageOf(seasonsMessages.removeFailed)}
    />
  )
}
