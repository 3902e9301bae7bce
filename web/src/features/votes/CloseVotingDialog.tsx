import type { VotingView } from '@teamspace/domain/votes/votes.schemas'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { ConfirmDialog } from '../../ui'
import { closeVoting } from './votes.queries'
import { votesMessages as m } from './votes.messages'

interface CloseVotingDialogProps {
  voting: VotingView
  onClose: () => void
}

/** Asks before the winner is fixed: a closed voting is never reopened. */
export function CloseVotingDialog({ voting, onClose }: CloseVotingDialogProps) {
  const t = useT()
  return (
    <ConfirmDialog
      open
      title={t(m.closeVoting)}
      description={t(m.closeDescription, { game: voting.gameTitle, count: voting.voteCount })}
      confirmLabel={t(m.closeVoting)}
      destructive
      onConfirm={async (commandId) => {
        await closeVoting(voting.id, commandId)
      }}
      onClose={onClose}
      errorMessage={(error) => (isClientError(error) ? error.message : failureMessage(error, t(m.closeFailed)))}
    />
  )
}
