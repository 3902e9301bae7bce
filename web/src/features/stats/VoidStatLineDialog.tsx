import { useQueryClient } from '@tanstack/react-query'
import type { StatLine } from '@teamspace/domain/stats/stats.schemas'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { useCommand } from '../../lib/use-command'
import { ConfirmDialog } from '../../ui'
import { gameName } from './GameByGame'
import { forgetStatLine, refreshStats } from './stats-cache'
import { voidStatLine } from './stats.queries'
import { statsMessages as m } from './stats.messages'

interface VoidStatLineDialogProps {
  line: StatLine
  playerName: string
  onClose: () => void
}

/**
 * Asks before a line stops counting, and says what will happen. Mounted for one line at a time, so a retry after
 * a failure is the same command and another line's void is a new one.
 */
export function VoidStatLineDialog({ line, playerName, onClose }: VoidStatLineDialogProps) {
  const queryClient = useQueryClient()
  const t = useT()
  const voiding = useCommand({
    mutationFn: async (_: void, commandId: string) => {
      try {
        await voidStatLine(line.id, commandId)
      } catch (error) {
        // Voided already (say, by another coach): what the coach wanted has happened.
        if (!(isClientError(error) && (error.status === 404 || error.code === 'voided'))) throw error
        // A refusal names no topics: the totals are read again as the other void left them.
        await refreshStats(queryClient, line.playerId)
      }
      forgetStatLine(queryClient, line)
    },
  })

  return (
    <ConfirmDialog
      open
      title={t(m.voidStatLine)}
      description={t(m.voidConfirm, { game: gameName(line), name: playerName })}
      confirmLabel={t(m.voidStatLine)}
      destructive
      onConfirm={() => voiding.mutateAsync()}
      onClose={onClose}
      errorMessage={(error) => (isClientError(error) ? error.message : failureMessage(error, t(m.voidFailed)))}
    />
  )
}
