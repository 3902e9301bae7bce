import { useRouter } from '@tanstack/react-router'
import type { Session } from '@teamspace/domain/account/account.schemas'
import { useState } from 'react'
import { useT } from '../../i18n/use-t'
import { apiGet, apiSend, failureMessage, isClientError } from '../../lib/api'
import { Button, Card, ConfirmDialog } from '../../ui'
import { accountKeys } from '../account'
import { useSignedInUser } from '../../app/signed-in-user'
import { profileLeaveTeamMessages as m } from './profile-leave-team.messages'

/** Leaves the page's team (the account and the person's other teams stay). */
const leaveTeam = (commandId: string) => apiSend('POST', '/api/team/leave', undefined, { commandId })

/**
 * Leaving the current team, after a confirmation that says what goes and what stays. The server refuses the
 * team's only coach, naming the team, which the dialog shows. Someone with one team only is pointed to deleting
 * their account instead. After leaving, the session is in their earliest remaining team: its dashboard opens. The
 * left team's cache is never shown again, as no page of that team opens for someone not in it.
 */
export function LeaveTeamCard() {
  const t = useT()
  const [confirming, setConfirming] = useState(false)
  const { teamName, teams } = useSignedInUser()
  const router = useRouter()
  const title = t(m.action, { teamName })

  return (
    <Card title={title}>
      {teams.length > 1 ? (
        <div className="stack">
          <p className="muted">{t(m.intro, { teamName, others: teams.length - 1 })}</p>
          <div className="row-end">
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {title}
            </Button>
          </div>
        </div>
      ) : (
        <p className="muted">{t(m.onlyTeam)}</p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t(m.confirmTitle, { teamName })}
        description={t(m.explanation)}
        confirmLabel={t(m.confirm)}
        destructive
        onConfirm={async (commandId) => {
          await leaveTeam(commandId)
          // Who they are now, asked as no team (the page's team is no longer theirs): the app's own session moves
          // to the team the server fell back to, whose dashboard opens.
          const session = await apiGet<Session>('/api/auth/session', { team: null })
          router.options.context.queryClient.setQueryData<Session>(accountKeys.session, session)
          if (session.user)
            await router.navigate({ to: '/t/$teamId/dashboard', params: { teamId: session.user.teamId } })
          else await router.navigate({ to: '/auth' })
        }}
        onClose={() => setConfirming(false)}
        // The server's reason when it refuses (the team's only coach); else the spec-style failure.
        errorMessage={(error) => (isClientError(error) ? error.message : failureMessage(error, t(m.failed)))}
      />
    </Card>
  )
}
