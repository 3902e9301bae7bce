import { inviteEmailSchema, inviteLink, inviteMailto } from '@teamspace/domain/invites/invites.schemas'
import {
  INVITE_LIFETIME_DAYS,
  familyRelationships,
  staffRelationships,
  type Relationship,
} from '@teamspace/domain/invites/relationships'
import { isCoachLike } from '@teamspace/domain/shared/roles'
import { useStore } from '@tanstack/react-form'
import { useId, useRef, useState } from 'react'
import { z } from 'zod'
import { formDefaults, submitOf, useAppForm } from '../../lib/app-form'
import { checkSchema, keepFocusOnPress } from '../../lib/form'
import { useTimers } from '../../lib/use-timers'
import { Button, Dialog, Notice } from '../../ui'
import { useSignedInUser } from '../../app/signed-in-user'
import { InviteLinkField } from './InviteLinkField'
import { useCreatedInvites } from './use-created-invites'

// The spec's timings: the success message closes the dialog after 3 s; the copy notice clears after 2 s.
const closeAfterEmailMs = 3_000
const copyNoticeMs = 2_000

type CopyNotice = { tone: 'success' | 'error'; text: string }

const inviteFormSchema = z.object({ email: inviteEmailSchema })

/** Hands the prepared e-mail to the person's own mail app. */
const openMailComposer = (mailto: string) => {
  window.location.href = mailto
}

/** Mounted only while open, so each opening starts clean and makes its own invite. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const user = useSignedInUser()
  const coach = isCoachLike(user.role)
  const options = coach ? staffRelationships : familyRelationships
  const formId = useId()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [copyNotice, setCopyNotice] = useState<CopyNotice | null>(null)
  const { later, cancel } = useTimers()
  const copyTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  // Sending the e-mail opens the person's own mail composer with the link, addressed to the entered e-mail.
  const form = useAppForm({
    ...formDefaults,
    defaultValues: { email: '', relationship: options[0].value as Relationship },
    validators: { onDynamic: checkSchema(inviteFormSchema) },
    onSubmit: ({ value }) => {
      if (!link) return
      const { email } = inviteFormSchema.parse(value)
      openMailComposer(inviteMailto(email, user.teamName, link))
      setSentTo(email)
      later(onClose, closeAfterEmailMs)
    },
  })
  const relationship = useStore(form.store, (state) => state.values.relationship)
  const { invite, failed, retry } = useCreatedInvites(relationship)
  const link = invite ? inviteLink(window.location.origin, invite.code) : undefined

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
          <form.AppForm>
            <form.SubmitButton form={formId} variant="primary" loading={!link && !failed} disabled={!link}>
              Send Email Invite
            </form.SubmitButton>
          </form.AppForm>
        </>
      }
    >
      <form id={formId} className="stack" noValidate onSubmit={submitOf(form)}>
        <form.AppField name="email">
          {(field) => (
            <field.TextField label="Email address" type="email" inputMode="email" autoComplete="off" required />
          )}
        </form.AppField>
        <form.AppField name="relationship">
          {(field) => (
            <field.Control label="Relationship" hint={`Invite links work for ${INVITE_LIFETIME_DAYS} days.`}>
              {(control) => (
                <select
                  {...control}
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value as Relationship)}
                >
                  {options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              )}
            </field.Control>
          )}
        </form.AppField>
      </form>
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
