import { useQueryClient } from '@tanstack/react-query'
import { votingMessages, type VotingView } from '@teamspace/domain/votes/votes.schemas'
import { failureMessage, isClientError } from '../../lib/api'
import { ConfirmDialog } from '../../ui'
import { votesLabel } from './votes-view'
import { closeVoting, voteKeys } from './votes.queries'

interface CloseVotingDialogProps {
  voting: VotingView
  onClose: () => void
}

/** Asks before the winner is fixed: a closed voting is never reopened. */
export function CloseVotingDialog({ voting, onClose }: CloseVotingDialogProps) {
  const queryClient = useQueryClient()
  return (
    <ConfirmDialog
      open
      title="Close Voting"
      description={`${voting.gameTitle}: ${votesLabel(voting.voteCount)} in. ${votingMessages.confirmClose}`}
      confirmLabel="Close Voting"
      destructive
      onConfirm={async (commandId) => {
        await closeVoting(voting.id, commandId)
        await queryClient.invalidateQueries({ queryKey: voteKeys.all })
      }}
      onClose={onClose}
      errorMessage={(error) =>
        isClientError(error) ? error.message : failureMessage(error, votingMessages.closeFailed)
      }
    />
  )
}
