import { useQueryClient } from '@tanstack/react-query'
import type { VolunteerNeedView } from '@teamspace/domain/volunteers/volunteers.schemas'
import { useState } from 'react'
import { useSignedInUser } from '../../app/signed-in-user'
import { useTeamId } from '../../app/team/team-context'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { useOutboxCommand } from '../../lib/outbox/use-outbox-command'
import { eventOnDay } from '../../shared/calendar/event-link'
import { Button, Notice } from '../../ui'
import { needsAddress } from './volunteers-view'
import { keepSwapSlot, offerSwap, refreshVolunteers, takeSwap } from './volunteers.queries'
import { volunteersMessages } from './volunteers.messages'

type SwapAction = { kind: 'offer' } | { kind: 'keep' } | { kind: 'take'; from: string }

/**
 * Swapping a slot: a volunteer offers theirs (or keeps it after all); a family not signed up takes one that is
 * offered. Each goes through the outbox, so a tap without signal is sent once when it returns; of two families
 * taking one slot at once the server gives it to one and tells the other it is gone.
 */
export function SwapControls({ need }: { need: VolunteerNeedView }) {
  const t = useT()
  const me = useSignedInUser()
  const teamId = useTeamId()
  const queryClient = useQueryClient()
  const [failure, setFailure] = useState<string | null>(null)
  const swap = useOutboxCommand({
    describe: (action: SwapAction) => ({
      description: t(
        action.kind === 'offer'
          ? volunteersMessages.swapOfferFor
          : action.kind === 'keep'
            ? volunteersMessages.keepingSlotFor
            : volunteersMessages.takingSlotFor,
        { event: eventOnDay(need) },
      ),
      madeIn: needsAddress(teamId, need.calendarEventId),
    }),
    queued: () => undefined,
    mutationFn: async (action: SwapAction, commandId: string) => {
      if (action.kind === 'offer') await offerSwap(need.id, commandId)
      else if (action.kind === 'keep') await keepSwapSlot(need.id, commandId)
      else await takeSwap(need.id, action.from, commandId)
    },
    onError: (error) => {
      setFailure(isClientError(error) ? error.message : failureMessage(error, t(volunteersMessages.saveFailed)))
      // A refusal names no topics: the page reads again what made it refuse.
      void refreshVolunteers(queryClient)
    },
  })
  const run = (action: SwapAction) => {
    setFailure(null)
    swap.mutate(action)
  }
  const mine = need.volunteers.find((volunteer) => volunteer.userId === me.id)
  const offered = need.volunteers.filter((volunteer) => volunteer.offersSwap && volunteer.userId !== me.id)
  if (!mine && offered.length === 0 && !failure) return null

  return (
    <div className="need-card__swap">
      {mine ? (
        mine.offersSwap ? (
          <>
            <p className="need-card__swap-text">{t(volunteersMessages.yourSwapOffered)}</p>
            <Button
              variant="ghost"
              loading={swap.isPending}
              onClick={() => run({ kind: 'keep' })}
              aria-label={t(volunteersMessages.keepSlotFor, { title: need.title })}
            >
              {t(volunteersMessages.keepSlot)}
            </Button>
          </>
        ) : (
          <Button
            variant="ghost"
            loading={swap.isPending}
            onClick={() => run({ kind: 'offer' })}
            aria-label={t(volunteersMessages.offerSwapFor, { title: need.title })}
          >
            {t(volunteersMessages.offerSwap)}
          </Button>
        )
      ) : (
        offered.map((volunteer) => (
          <Button
            key={volunteer.userId}
            // With a slot still open, signing up is the first choice; once full, taking an offer is the way in.
            variant={need.isFull ? 'primary' : undefined}
            loading={swap.isPending}
            onClick={() => run({ kind: 'take', from: volunteer.userId })}
            aria-label={t(volunteersMessages.takeSlotOf, { name: volunteer.name, title: need.title })}
          >
            {t(volunteersMessages.takeSlot)}
          </Button>
        ))
      )}
      {failure && <Notice tone="error">{failure}</Notice>}
    </div>
  )
}
