import { useQuery } from '@tanstack/react-query'
import type { RegisterRole } from '@teamspace/domain/account/account.schemas'
import { useMemo, useState } from 'react'
import { RichText } from '../../i18n/RichText'
import { translate } from '../../i18n/locale'
import { useT } from '../../i18n/use-t'
import { isApiError } from '../../lib/api'
import { Button, Notice } from '../../ui'
import { invitePreviewQuery } from '../invites'
import { AuthCard } from './AuthCard'
import { InvitePreview } from './InvitePreview'
import { RoleChoice } from './RoleChoice'
import { BackToTeam, SignedInAs } from './SignedInAs'
import { accountErrorsMessages } from './account-errors.messages'
import { accountPagesMessages as m } from './account-pages.messages'
import { joinTeam, switchTeam, type Me } from './account.queries'
import { authErrorMessage } from './auth-errors'
import { useCompleteSignIn } from './use-complete-sign-in'
import { useSignOut } from './use-sign-out'

/** /auth?invite=… for someone signed in: the same account joins the invite's team, after choosing their role. */
export function JoinTeamPage({ user, invite }: { user: Me; invite: string }) {
  const t = useT()
  const preview = useQuery(invitePreviewQuery(invite))
  const enter = useCompleteSignIn()
  // Whoever signs in next finds the invite waiting.
  const signOutHere = useSignOut(useMemo(() => ({ invite }), [invite]))
  const [roleChoice, setRoleChoice] = useState<RegisterRole | null>(null)
  const [roleError, setRoleError] = useState<string | undefined>()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const grantsCoachRole = preview.data?.grantsCoachRole ?? false
  // As on the register form: Coach only with an invite that grants it, and such an invite starts on Coach.
  const role: RegisterRole = grantsCoachRole ? (roleChoice ?? 'coach') : 'parent'
  const memberOf = preview.data?.memberOfTeam

  const run = async (action: () => Promise<{ user: Me }>) => {
    setBusy(true)
    setError(null)
    try {
      const { user: next } = await action()
      await enter(next, undefined)
    } catch (failure) {
      setBusy(false)
      if (isApiError(failure) && failure.code === 'coach-invite-required') {
        setRoleError(translate(accountErrorsMessages['coach-invite-required']))
        return
      }
      setError(authErrorMessage(failure))
    }
  }

  return (
    <AuthCard subtitle={t(m.joinAnotherTeam)}>
      {!memberOf && <InvitePreview preview={preview} />}
      <SignedInAs user={user} onSignOut={signOutHere} />
      {preview.isSuccess &&
        (memberOf ? (
          <div className="stack">
            <Notice tone="info">
              <RichText message={m.alreadyMember} values={{ teamName: <strong>{preview.data.teamName}</strong> }} />
            </Notice>
            {error && <Notice tone="error">{error}</Notice>}
            <Button variant="primary" block loading={busy} onClick={() => void run(() => switchTeam(memberOf))}>
              {t(m.goTo, { teamName: preview.data.teamName })}
            </Button>
          </div>
        ) : (
          <form
            className="stack"
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              void run(() => joinTeam({ role, inviteCode: invite }))
            }}
          >
            <RoleChoice
              role={role}
              grantsCoachRole={grantsCoachRole}
              error={roleError}
              onChange={(next) => {
                setRoleChoice(next)
                setRoleError(undefined)
              }}
            />
            {error && <Notice tone="error">{error}</Notice>}
            <Button type="submit" variant="primary" block loading={busy}>
              {t(m.joinTeam)}
            </Button>
          </form>
        ))}
      <BackToTeam user={user} />
    </AuthCard>
  )
}
