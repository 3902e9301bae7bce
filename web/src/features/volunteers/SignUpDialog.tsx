import { useQueryClient } from '@tanstack/react-query'
import { MAX_NOTE, type VolunteerNeedView } from '@teamspace/domain/volunteers/volunteers.schemas'
import { useId, useState } from 'react'
import { useTeamId } from '../../app/team/team-context'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { outboxSnapshot } from '../../lib/outbox/outbox'
import { useOutboxCommand } from '../../lib/outbox/use-outbox-command'
import { Button, Dialog, Notice, TextField } from '../../ui'
import { formatEventDateTime } from '../../shared/calendar/event-dates'
import { eventOnDay } from '../../shared/calendar/event-link'
import { AllergenNotice } from './AllergenNotice'
import { keptSignUp, needsAddress, signUpForm } from './volunteers-view'
import { refreshVolunteers, signUpForNeed } from './volunteers.queries'
import { volunteersMessages } from './volunteers.messages'

interface SignUpDialogProps {
  need: VolunteerNeedView
  onClose: () => void
}

/** Sign Up to Help, with an optional note for the others ("I'll bring oranges"). Mounted only while open. */
export function SignUpDialog({ need, onClose }: SignUpDialogProps) {
  const queryClient = useQueryClient()
  const t = useT()
  const teamId = useTeamId()
  const formId = useId()
  const [note, setNote] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  // Without signal the sign-up is kept on the phone and sent when the signal returns (refused then if it is full).
  const signUp = useOutboxCommand({
    describe: (value: string) => ({
      description: t(volunteersMessages.signUpFor, { event: eventOnDay(need) }),
      text: value,
      draft: signUpForm(need.id).draft({ withdrawal: false, note: value }),
      // "Edit" on a refused one: the page at this event's needs, to sign up for another or see who did.
      madeIn: needsAddress(teamId, need.calendarEventId),
    }),
    queued: () => undefined,
    mutationFn: async (value: string, commandId: string) => {
      await signUpForNeed(need.id, value, commandId)
    },
  })

  const submit = async () => {
    setFailure(null)
    // One made without signal already waits for this need (opened before the card knew): never a second one.
    if (keptSignUp(outboxSnapshot().items, need.id)?.withdrawal === false) {
      onClose()
      return
    }
    try {
      await signUp.mutateAsync(note)
      onClose()
    } catch (error) {
      // Full, already signed up, gone: the server's words, and the page as it now stands behind the dialog.
      setFailure(isClientError(error) ? error.message : failureMessage(error, t(volunteersMessages.saveFailed)))
      // A refusal names no topics: the page reads again what made it refuse.
      void refreshVolunteers(queryClient)
    }
  }

  const close = () => {
    if (!signUp.isPending) onClose()
  }

  return (
    <Dialog
      open
      onClose={close}
      title={t(volunteersMessages.signUpToHelp)}
      description={`${need.title}, ${formatEventDateTime(need.startsAt, need.timeZone)}`}
      footer={
        <>
          <Button onClick={close} disabled={signUp.isPending}>
            {t(volunteersMessages.cancel)}
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={signUp.isPending}>
            {t(volunteersMessages.signUp)}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (!signUp.isPending) void submit()
        }}
      >
        {need.food && <AllergenNotice allergens={need.allergens} />}
        <TextField
          label={t(volunteersMessages.note)}
          hint={t(volunteersMessages.noteHint)}
          value={note}
          onValueChange={setNote}
          maxLength={MAX_NOTE}
          autoComplete="off"
        />
        {failure && <Notice tone="error">{failure}</Notice>}
      </form>
    </Dialog>
  )
}
