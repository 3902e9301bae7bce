import { useQueryClient } from '@tanstack/react-query'
import type { VolunteerNeedView } from '@teamspace/domain/volunteers/volunteers.schemas'
import { useState } from 'react'
import { useSignedInUser } from '../../app/signed-in-user'
import { useTeamId } from '../../app/team/team-context'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { discardOutboxItem } from '../../lib/outbox/outbox'
import { useOutboxCommand } from '../../lib/outbox/use-outbox-command'
import { useOutbox } from '../../lib/outbox/use-outbox'
import { Badge, Button, Notice } from '../../ui'
import { formatEventDateTime } from '../../shared/calendar/event-dates'
import { eventOnDay } from '../../shared/calendar/event-link'
import { AllergenNotice } from './AllergenNotice'
import { NeedType } from './NeedType'
import { SwapControls } from './SwapControls'
import { filledLabel, keptSignUp, needsAddress, offsetLabel, signUpForm, type KeptSignUp } from './volunteers-view'
import { refreshVolunteers, withdrawFromNeed } from './volunteers.queries'
import { volunteerTypeMessages } from './volunteers-types.messages'
import { volunteersMessages } from './volunteers.messages'
import { HistoryButton } from '../../shared/history/HistoryButton'

interface NeedCardProps {
  need: VolunteerNeedView
  onSignUp: (need: VolunteerNeedView) => void
  onEdit: (need: VolunteerNeedView) => void
  onRemove: (need: VolunteerNeedView) => void
}

/**
 * One volunteer need: what, when, how many are still wanted and who is coming; Sign Up to Help, Withdraw or Full.
 * A sign-up or withdrawal made without signal shows as waiting until it is sent, and can be taken back meanwhile.
 */
export function NeedCard({ need, onSignUp, onEdit, onRemove }: NeedCardProps) {
  const t = useT()
  const titleId = `need-${need.id}-title`
  const kept = keptSignUp(useOutbox().items, need.id)
  return (
    <article className="need-card" aria-labelledby={titleId}>
      <header className="need-card__header">
        <NeedType type={need.type} />
        {need.isFull && <Badge tone="success">{t(volunteersMessages.full)}</Badge>}
      </header>
      <h3 id={titleId} className="need-card__title">
        {need.title}
      </h3>
      <p className="need-card__when">
        {formatEventDateTime(need.startsAt, need.timeZone)}
        <span className="need-card__offset"> · {offsetLabel(need.offsetMinutes)}</span>
      </p>
      {need.location && <p className="need-card__where">{need.location}</p>}
      {/* Left empty, a need says its type's usual words: in the person's language. */}
      <p className="need-card__description">
        {need.ownDescription.trim() ? need.description : t(volunteerTypeMessages[`${need.type}Description`])}
      </p>
      {need.food && <AllergenNotice allergens={need.allergens} />}
      <SlotMeter filled={need.filled} needed={need.slotsNeeded} />
      <Volunteers need={need} kept={kept} />
      <NeedActions need={need} kept={kept} onSignUp={onSignUp} />
      {!kept && <SwapControls need={need} />}
      <HistoryButton kind="volunteer-need" id={need.id} label={need.title} className="need-card__history" />
      {need.canManage && (
        <div className="need-card__manage">
          <Button
            variant="ghost"
            onClick={() => onEdit(need)}
            aria-label={t(volunteersMessages.editNamed, { title: need.title })}
          >
            {t(volunteersMessages.edit)}
          </Button>
          <Button
            variant="ghost"
            onClick={() => onRemove(need)}
            aria-label={t(volunteersMessages.removeNamed, { title: need.title })}
          >
            {t(volunteersMessages.remove)}
          </Button>
        </div>
      )}
    </article>
  )
}

/** Filled against needed, in words and as one dot per slot (the dots only repeat the words). */
function SlotMeter({ filled, needed }: { filled: number; needed: number }) {
  return (
    <div className="slot-meter">
      <span className="slot-meter__label">{filledLabel(filled, needed)}</span>
      <span className="slot-meter__slots" aria-hidden="true">
        {Array.from({ length: needed }, (_, slot) => (
          <span key={slot} className={slot < filled ? 'slot slot--taken' : 'slot'} />
        ))}
      </span>
    </div>
  )
}

/** Who is coming, as the server has it; with the person's own sign-up or withdrawal that waits for signal. */
function Volunteers({ need, kept }: { need: VolunteerNeedView; kept: KeptSignUp | null }) {
  const me = useSignedInUser()
  const t = useT()
  const waiting = kept && !kept.withdrawal && !need.signedUp
  if (need.volunteers.length === 0 && !waiting)
    return <p className="need-card__nobody muted">{t(volunteersMessages.nobodyYet)}</p>
  return (
    <ul className="need-card__volunteers" aria-label={t(volunteersMessages.signedUpFor, { title: need.title })}>
      {need.volunteers.map((volunteer) => (
        <li key={volunteer.userId}>
          <span className="need-card__volunteer">{volunteer.name}</span>
          {volunteer.note && <span className="need-card__note"> – {volunteer.note}</span>}
          {volunteer.offersSwap && (
            <>
              {' '}
              <Badge tone="warning">{t(volunteersMessages.swapOffered)}</Badge>
            </>
          )}
          {kept?.withdrawal && volunteer.userId === me.id && (
            <>
              {' '}
              <Badge tone="warning">{t(volunteersMessages.withdrawalWaiting)}</Badge>
            </>
          )}
        </li>
      ))}
      {waiting && (
        <li className="need-card__kept">
          <span className="need-card__volunteer">{me.name}</span>
          {kept.note && <span className="need-card__note"> – {kept.note}</span>}{' '}
          <Badge tone="warning">{t(volunteersMessages.waitingForSignal)}</Badge>
        </li>
      )}
    </ul>
  )
}

/**
 * Sign Up to Help while there is room, Withdraw for one's own entry, Full otherwise. While a sign-up or withdrawal
 * waits for signal, the other button takes it back (nothing is sent), so a second tap never queues a second one.
 */
function NeedActions({
  need,
  kept,
  onSignUp,
}: {
  need: VolunteerNeedView
  kept: KeptSignUp | null
  onSignUp: (need: VolunteerNeedView) => void
}) {
  const queryClient = useQueryClient()
  const teamId = useTeamId()
  const t = useT()
  const [failure, setFailure] = useState<string | null>(null)
  // Without signal the withdrawal is kept on the phone and sent when the signal returns.
  const withdraw = useOutboxCommand({
    describe: () => ({
      description: t(volunteersMessages.withdrawalFrom, { event: eventOnDay(need) }),
      draft: signUpForm(need.id).draft({ withdrawal: true, note: '' }),
      madeIn: needsAddress(teamId, need.calendarEventId),
    }),
    queued: () => undefined,
    mutationFn: async (_: void, commandId: string) => {
      await withdrawFromNeed(need.id, commandId)
    },
    onError: (error) => {
      setFailure(isClientError(error) ? error.message : failureMessage(error, t(volunteersMessages.saveFailed)))
      // A refusal names no topics: the page reads again what made it refuse.
      void refreshVolunteers(queryClient)
    },
  })

  return (
    <div className="need-card__actions">
      {kept ? (
        <Button
          loading={kept.sending}
          onClick={() => void discardOutboxItem(kept.id)}
          aria-label={t(kept.withdrawal ? volunteersMessages.staySignedUpFor : volunteersMessages.withdrawFrom, {
            title: need.title,
          })}
        >
          {t(kept.withdrawal ? volunteersMessages.staySignedUp : volunteersMessages.withdraw)}
        </Button>
      ) : need.signedUp ? (
        <Button
          loading={withdraw.isPending}
          onClick={() => {
            setFailure(null)
            withdraw.mutate()
          }}
          aria-label={t(volunteersMessages.withdrawFrom, { title: need.title })}
        >
          {t(volunteersMessages.withdraw)}
        </Button>
      ) : need.isFull ? (
        <Button disabled aria-label={t(volunteersMessages.isFull, { title: need.title })}>
          {t(volunteersMessages.full)}
        </Button>
      ) : (
        <Button
          variant="primary"
          onClick={() => onSignUp(need)}
          aria-label={t(volunteersMessages.signUpToHelpFor, { title: need.title })}
        >
          {t(volunteersMessages.signUpToHelp)}
        </Button>
      )}
      {/* Always in place (unseen while empty), so that a screen reader hears it when it fills. */}
      <p role="status" className={kept ? 'need-card__waiting' : 'need-card__waiting visually-hidden'}>
        {kept === null
          ? null
          : kept.sending
            ? t(volunteersMessages.sending)
            : kept.withdrawal
              ? t(volunteersMessages.withdrawalWaiting)
              : t(volunteersMessages.signUpWaiting)}
      </p>
      {failure && <Notice tone="error">{failure}</Notice>}
    </div>
  )
}
