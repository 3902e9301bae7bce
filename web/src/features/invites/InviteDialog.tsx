import { inviteEmailSchema, inviteLink, inviteMailto } from '@teamspace/domain/membership/invite.schemas'
import {
  INVITE_LIFETIME_DAYS,
  familyRelationships,
  staffRelationships,
  type Relationship,
} from '@teamspace/domain/membership/relationships'
import { isCoachLike } from '@teamspace/domain/shared/roles'
import { useRef, useState } from 'react'
import { keepFocusOnPress } from '../../lib/form'
import { useTimers } from '../../lib/use-timers'
import { Button, Dialog, Field, Notice } from '../../ui'
import { useSignedInUser } from '../../app/signed-in-user'
import { InviteLinkField } from './InviteLinkField'
import { useCreatedInvites } from './use-created-invites'

// The spec's timings: the success message closes the dialog after 3 s; the copy notice clears after 2 s.
const closeAfterEmailMs = 3_000
const copyNoticeMs = 2_000

type CopyNotice = { tone: 'success' | 'error'; text: string }

/** Mounted only while open, so each opening starts clean and makes its own invite. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const user = useSignedInUser()
  const coach = isCoachLike(user.role)
  const options = coach ? staffRelationships : familyRelationships
  const [relationship, setRelationship] = useState<Relationship>(options[0].value)
  const [email, setEmail] = useState('')
  const [emailChecked, setEmailChecked] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [copyNotice, setCopyNotice] = useState<CopyNotice | null>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const { later, cancel } = useTimers()
  const copyTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const { invite, failed, retry } = useCreatedInvites(relationship)

  const link = invite ? inviteLink(window.location.origin, invite.code) : undefined
  const emailResult = inviteEmailSchema.safeParse(email)
  const emailError = emailChecked && !emailResult.success ? emailResult.error.issues[0]?.message : undefined

  const sendEmail = () => {
    setEmailChecked(true)
    if (!emailResult.success) {
      emailRef.current?.focus()
      return
    }
    if (!link) return
    window.location.href = inviteMailto(emailResult.data, user.teamName, link)
    setSentTo(emailResult.data)
    later(onClose, closeAfterEmailMs)
  }

  const copyLink = async () => {
    if (!link) return
    cancel(copyTimer.current)
    try {
      await navigator.clipboard.writeText(link)
      setCopyNotice({ tone: 'success', text: 'Invite link copied to clipboard!' })
      copyTimer.current = later(() => setCopyNotice(null), copyNoticeMs)
    } catch {
      setCopyNotice({ tone: 'error', text: 'Failed to copy link. Please try again.' })
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={coach ? 'Invite Parents to Team' : 'Invite Family Member'}
      description={
        coach ? (
          <>
            Invite parents and staff to {user.teamName}.
            <span className="invite-team-id">
              Team ID: <span className="team-id">{user.teamId}</span>
            </span>
          </>
        ) : (
          <>Invite your family to {user.teamName}. They get their own sign-in and see what you see.</>
        )
      }
      footer={
        <>
          <Button onMouseDown={keepFocusOnPress} onClick={() => void copyLink()} disabled={!link}>
            Copy Link
          </Button>
          <Button
            variant="primary"
            onMouseDown={keepFocusOnPress}
            onClick={sendEmail}
            loading={!link && !failed}
            disabled={!link}
          >
            Send Email Invite
          </Button>
        </>
      }
    >
      <Field label="Email address" error={emailError} required>
        {(control) => (
          <input
            {...control}
            ref={emailRef}
            type="email"
            inputMode="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onBlur={() => setEmailChecked(email !== '' || emailChecked)}
          />
        )}
      </Field>
      <Field label="Relationship" hint={`Invite links work for ${INVITE_LIFETIME_DAYS} days.`}>
        {(control) => (
          <select
            {...control}
            value={relationship}
            onChange={(event) => setRelationship(event.target.value as Relationship)}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {failed ? (
        <Notice tone="error">
          Failed to create invite. Please try again.{' '}
          <Button variant="ghost" onClick={retry}>
            Try again
          </Button>
        </Notice>
      ) : (
        <InviteLinkField link={link} />
      )}
      {copyNotice && <Notice tone={copyNotice.tone}>{copyNotice.text}</Notice>}
      {sentTo && (
        <Notice tone="success">Invite email opened! Send the email to {sentTo} and they can join your team.</Notice>
      )}
    </Dialog>
  )
}
