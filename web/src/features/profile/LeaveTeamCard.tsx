import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { Session } from '@teamspace/domain/account/account.schemas'
import { leaveTeamMessages } from '@teamspace/domain/team/team.constants'
import { useState } from 'react'
import { apiGet, apiSend, failureMessage, isClientError } from '../../lib/api'
import { Button, Card, ConfirmDialog } from '../../ui'
import { accountKeys } from '../account'
import { useSignedInUser } from '../../app/signed-in-user'

/** Leaves the team the session is in (the account and the person's other teams stay). */
const leaveTeam = (commandId: string) => apiSend('POST', '/api/team/leave', undefined, { commandId })

/**
 * Leaving the current team, after a confirmation that says what goes and what stays. The server refuses the
 * team's only coach, naming the team, which the dialog shows. Someone with one team only is pointed to deleting
 * their account instead. After leaving, the session is in their earliest remaining team: the dashboard opens there.
 */
export function LeaveTeamCard() {
  const [confirming, setConfirming] = useState(false)
  const { teamName, teams } = useSignedInUser()
  const queryClient = useQueryClient()
  const router = useRouter()
  const title = leaveTeamMessages.action(teamName)

  return (
    <Card title={title}>
      {teams.length > 1 ? (
        <div className="stack">
          <p className="muted">
            Stop being a member of {teamName}. Your account and your other {teams.length === 2 ? 'team' : 'teams'} stay.
          </p>
          <div className="row-end">
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {title}
            </Button>
          </div>
        </div>
      ) : (
        <p className="muted">{leaveTeamMessages.onlyTeam}</p>
      )}
      <ConfirmDialog
        open={confirming}
        title={leaveTeamMessages.confirmTitle(teamName)}
        description={leaveTeamMessages.explanation}
        confirmLabel={leaveTeamMessages.confirm}
        destructive
        onConfirm={async (commandId) => {
          await leaveTeam(commandId)
          // Everything cached was the team just left: the session now acts in the earliest remaining one.
          const session = await apiGet<Session>('/api/auth/session')
          queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== accountKeys.session[0] })
          queryClient.setQueryData<Session>(accountKeys.session, session)
          await router.navigate({ to: '/dashboard' })
        }}
        onClose={() => setConfirming(false)}
        // The server's reason when it refuses (the team's only coach); else the spec-style failure.
        errorMessage={(error) =>
          isClientError(error) ? error.message : failureMessage(error, leaveTeamMessages.failed)
        }
      />
    </Card>
  )
}
