import { inviteEmailSchema, inviteLink } from '@teamspace/domain/invites/invites.schemas'
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
import { useT, type Translate } from '../../i18n/use-t'
import { formDefaults, submitOf, useAppForm } from '../../lib/app-form'
import { checkSchema, keepFocusOnPress } from '../../lib/form'
import { useTimers } from '../../lib/use-timers'
import { Button, Dialog, Notice } from '../../ui'
import { useSignedInUser } from '../../app/signed-in-user'
import { InviteLinkField } from './InviteLinkField'
import { invitesRelationshipsMessages } from './invites-relationships.messages'
import { invitesMessages as m } from './invites.messages'
import { useCreatedInvites } from './use-created-invites'

// The spec's timings: the success message closes the dialog after 3 s; the copy notice clears after 2 s.
const closeAfterEmailMs = 3_000
const copyNoticeMs = 2_000

type CopyNotice = { tone: 'success' | 'error'; text: string }

const inviteFormSchema = z.object({ email: inviteEmailSchema })

/** The prepared e-mail, in the inviter's language: they send it from their own mail app. */
const inviteMailto = (t: Translate, email: string, teamName: string, link: string) => {
  const subject = t(m.mailSubject, { teamName })
  const body = t(m.mailBody, { teamName, link })
  return `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

/** Hands the prepared e-mail to the person's own mail app. */
const openMailComposer = (mailto: string) => {
  window.location.href = mailto
}

/** Mounted only while open, so each opening starts clean and makes its own invite. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const t = useT()
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
      openMailComposer(inviteMailto(t, email, user.teamName, link))
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
      setCopyNotice({ tone: 'success', text: t(m.copied) })
      copyTimer.current = later(() => setCopyNotice(null), copyNoticeMs)
    } catch {
      setCopyNotice({ tone: 'error', text: t(m.copyFailed) })
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(coach ? m.coachTitle : m.familyTitle)}
      description={
        coach ? (
          <>
            {t(m.coachDescription, { teamName: user.teamName })}
            <span className="invite-team-id">
              {t(m.teamId)} <span className="team-id">{user.teamId}</span>
            </span>
          </>
        ) : (
          <>{t(m.familyDescription, { teamName: user.teamName })}</>
        )
      }
      footer={
        <>
          <Button onMouseDown={keepFocusOnPress} onClick={() => void copyLink()} disabled={!link}>
            {t(m.copyLink)}
          </Button>
          <form.AppForm>
            <form.SubmitButton form={formId} variant="primary" loading={!link && !failed} disabled={!link}>
              {t(m.sendEmail)}
            </form.SubmitButton>
          </form.AppForm>
        </>
      }
    >
      <form id={formId} className="stack" noValidate onSubmit={submitOf(form)}>
        <form.AppField name="email">
          {(field) => (
            <field.TextField label={t(m.emailAddress)} type="email" inputMode="email" autoComplete="off" required />
          )}
        </form.AppField>
        <form.AppField name="relationship">
          {(field) => (
            <field.Control label={t(m.relationship)} hint={t(m.lifetime, { days: INVITE_LIFETIME_DAYS })}>
              {(control) => (
                <select
                  {...control}
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value as Relationship)}
                >
                  {options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {t(invitesRelationshipsMessages[option.value])}
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
          {t(m.createFailed)}{' '}
          <Button variant="ghost" onClick={retry}>
            {t(m.tryAgain)}
          </Button>
        </Notice>
      ) : (
        <InviteLinkField link={link} />
      )}
      {copyNotice && <Notice tone={copyNotice.tone}>{copyNotice.text}</Notice>}
      {sentTo && <Notice tone="success">{t(m.emailOpened, { email: sentTo })}</Notice>}
    </Dialog>
  )
}
