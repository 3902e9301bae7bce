import { useQueryClient } from '@tanstack/react-query'
import { availabilityAnswers } from '@teamspace/domain/availability/availability.constants'
import {
  DEFAULT_LINEUP_FORMAT,
  lineupFormats,
  slotOf,
  type LineupFormat,
  type Slot,
} from '@teamspace/domain/lineups/lineups.formations'
import type { GameLineup, LineupCandidate } from '@teamspace/domain/lineups/lineups.schemas'
import { useId, useMemo, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { keptWords } from '../../lib/outbox/outbox'
import { useOutboxCommand } from '../../lib/outbox/use-outbox-command'
import { Button, Dialog, Notice } from '../../ui'
import { cx } from '../../ui/cx'
import { lineupsSlotsMessages as slots } from './lineups-slots.messages'
import { lineupsMessages as m } from './lineups.messages'
import { lineupKeys, publishLineup, rememberLineup, saveLineup, unpublishLineup } from './lineups.queries'
import { Pitch, SlotMarker, type Occupant } from './Pitch'
import {
  changeFormat,
  emptyPlacement,
  emptySlots,
  placeOnSlot,
  placementInput,
  placementOf,
  spotOf,
  toBench,
  unplace,
  type Placement,
} from './placement'
import { useDragToPlace } from './use-drag-to-place'
import '../../ui/scrolling-dialog.css'

type Selection =
  { readonly kind: 'player'; readonly id: string } | { readonly kind: 'slot'; readonly id: string } | null
type PublishChoice = 'draft' | 'now' | 'later'
type Answer = LineupCandidate['answer']

const groupOf = (answer: Answer) => answer ?? 'none'
const groups = [...availabilityAnswers.filter((a) => a !== 'not-going'), 'none', 'not-going'] as const
const groupTitles = { going: m.going, maybe: m.maybe, none: m.notAnswered, 'not-going': m.notGoing } as const

/** 'YYYY-MM-DDTHH:mm' on this device's clock, as a datetime-local field holds an instant. */
const localInput = (iso: string) => {
  const at = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`
}

interface LineupEditorProps {
  calendarEventId: string
  gameName: string
  current: GameLineup
  candidates: readonly LineupCandidate[]
  onClose: () => void
}

/**
 * The coach's lineup editor: the format, a pitch with the formation's places, and the players (those whose family
 * answered Going first). Tap a player, then a place or the bench (or the place first, then the player): every
 * step is a button, so a keyboard and a screen reader work it too, and each placement is announced. Dragging a
 * player onto a place does the same with a pointer. Saving goes through the outbox, then publishing if asked.
 */
export function LineupEditor({ calendarEventId, gameName, current, candidates, onClose }: LineupEditorProps) {
  const t = useT()
  const queryClient = useQueryClient()
  const statusId = useId()
  const [placement, setPlacement] = useState<Placement>(() =>
    current.lineup ? placementOf(current.lineup) : emptyPlacement(current.teamFormat ?? DEFAULT_LINEUP_FORMAT),
  )
  const [selection, setSelection] = useState<Selection>(null)
  const [announcement, setAnnouncement] = useState('')
  const published = current.lineup?.publishAt ?? null
  const [choice, setChoice] = useState<PublishChoice>(
    published === null ? 'draft' : current.lineup?.published ? 'now' : 'later',
  )
  const [later, setLater] = useState(() => (published && !current.lineup?.published ? localInput(published) : ''))
  const [failure, setFailure] = useState<string | null>(null)

  // Everyone the coach may name: the active players, and anyone in the saved lineup who has left since.
  const people = useMemo(() => {
    const byId = new Map<string, Occupant & { answer: Answer }>()
    for (const p of [...(current.lineup?.starters ?? []), ...(current.lineup?.bench ?? [])])
      byId.set(p.playerId, { playerName: p.playerName, jerseyNumber: p.jerseyNumber, answer: null })
    for (const c of candidates) byId.set(c.playerId, c)
    return byId
  }, [candidates, current.lineup])
  const nameOf = (playerId: string) => people.get(playerId)?.playerName ?? ''
  const slotName = (slotId: string) => t(slots[slotOf(placement.format, slotId)?.id ?? 'gk'])

  const place = (playerId: string, slotId: string) => {
    setPlacement((p) => placeOnSlot(p, playerId, slotId))
    setSelection(null)
    setAnnouncement(t(m.placed, { player: nameOf(playerId), slot: slotName(slotId) }))
  }
  const bench = (playerId: string) => {
    setPlacement((p) => toBench(p, playerId))
    setSelection(null)
    setAnnouncement(t(m.benched, { player: nameOf(playerId) }))
  }
  const takeOut = (playerId: string) => {
    setPlacement((p) => unplace(p, playerId))
    setSelection(null)
    setAnnouncement(t(m.takenOut, { player: nameOf(playerId) }))
  }

  const tapPlayer = (playerId: string) => {
    if (selection?.kind === 'slot') return place(playerId, selection.id)
    if (selection?.kind === 'player' && selection.id === playerId) return setSelection(null)
    setSelection({ kind: 'player', id: playerId })
    setAnnouncement(t(m.selected, { player: nameOf(playerId) }))
  }
  const tapSlot = (slotId: string) => {
    if (selection?.kind === 'player') return place(selection.id, slotId)
    const occupant = placement.starters[slotId]
    if (occupant !== undefined) return tapPlayer(occupant)
    setSelection(selection?.kind === 'slot' && selection.id === slotId ? null : { kind: 'slot', id: slotId })
  }

  const { dragging, dragProps, areaProps } = useDragToPlace((playerId, target) => {
    if (target === 'bench') bench(playerId)
    else if (target === 'players') takeOut(playerId)
    else if (target.startsWith('slot:')) place(playerId, target.slice('slot:'.length))
  })

  const remember = (publishAt: string | null | undefined) =>
    rememberLineup(queryClient, calendarEventId, placement, publishAt)
  const answered = (answer: GameLineup) => {
    queryClient.setQueryData(lineupKeys.game(calendarEventId), answer)
    return t(m.saved)
  }
  const describe = () => ({ description: t(m.keptFor, { title: gameName }) })
  const save = useOutboxCommand({
    describe,
    queued: () => {
      remember(undefined)
      return keptWords()
    },
    mutationFn: async (lineup: Placement, commandId: string) =>
      answered(await saveLineup(calendarEventId, placementInput(lineup), commandId)),
  })
  const publish = useOutboxCommand({
    describe,
    queued: (publishAt: string | null) => {
      remember(publishAt ?? new Date().toISOString())
      return keptWords()
    },
    mutationFn: async (publishAt: string | null, commandId: string) =>
      answered(await publishLineup(calendarEventId, { publishAt }, commandId)),
  })
  const unpublish = useOutboxCommand({
    describe,
    queued: () => {
      remember(null)
      return keptWords()
    },
    mutationFn: async (_: void, commandId: string) => answered(await unpublishLineup(calendarEventId, commandId)),
  })
  const busy = save.isPending || publish.isPending || unpublish.isPending

  const left = emptySlots(placement)
  const complete = left === 0
  const submit = async () => {
    setFailure(null)
    const laterAt = later ? new Date(later) : null
    if (choice === 'later' && (!laterAt || Number.isNaN(laterAt.getTime()))) return setFailure(t(m.chooseTime))
    try {
      await save.mutateAsync(placement)
      if (choice === 'now' && !current.lineup?.published) await publish.mutateAsync(null)
      else if (choice === 'later' && laterAt && laterAt.toISOString() !== published)
        await publish.mutateAsync(laterAt.toISOString())
      else if (choice === 'draft' && published !== null) await unpublish.mutateAsync()
      onClose()
    } catch (error) {
      setFailure(isClientError(error) ? error.message : failureMessage(error, t(m.saveFailed)))
    }
  }

  const selectedPlayer = selection?.kind === 'player' ? selection.id : null
  const spotName = (playerId: string) => {
    const spot = spotOf(placement, playerId)
    return spot === null ? null : spot === 'bench' ? t(m.onBench) : slotName(spot.slotId)
  }
  const playerButton = (playerId: string, extraClass?: string) => {
    const person = people.get(playerId)
    const spot = spotName(playerId)
    return (
      <button
        type="button"
        className={cx('lineup-player', extraClass, spot !== null && 'lineup-player--placed')}
        aria-pressed={selectedPlayer === playerId}
        onClick={() => tapPlayer(playerId)}
        {...dragProps(playerId)}
      >
        {person?.jerseyNumber != null && <span className="lineup-player__number">#{person.jerseyNumber}</span>}
        <span className="lineup-player__name">{person?.playerName}</span>
        {spot && <span className="lineup-player__spot">{spot}</span>}
      </button>
    )
  }

  const renderSlot = (slot: Slot, occupant: Occupant | null) => {
    const playerId = placement.starters[slot.id]
    const selected =
      (selection?.kind === 'slot' && selection.id === slot.id) ||
      (playerId !== undefined && playerId === selectedPlayer)
    return (
      <button
        type="button"
        className={cx('pitch__place pitch__place--button', selected && 'pitch__place--selected')}
        data-drop={`slot:${slot.id}`}
        aria-pressed={selected}
        aria-describedby={statusId}
        onClick={() => tapSlot(slot.id)}
        {...(playerId !== undefined ? dragProps(playerId) : {})}
      >
        <SlotMarker slot={slot} occupant={occupant} />
        <span className="visually-hidden">
          {occupant
            ? t(m.slotTaken, { slot: t(slots[slot.id]), player: occupant.playerName })
            : t(m.slotEmpty, { slot: t(slots[slot.id]) })}
        </span>
      </button>
    )
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(current.lineup ? m.editLineup : m.pickLineup)}
      description={gameName}
      footer={
        <>
          <Button onClick={onClose}>{t(m.cancel)}</Button>
          <Button variant="primary" loading={busy} onClick={() => void submit()}>
            {t(m.save)}
          </Button>
        </>
      }
    >
      <div className="lineup-editor scrolling-form" {...areaProps}>
        <p className="muted lineup-editor__how">{t(m.howTo)}</p>
        <label className="lineup-editor__format">
          <span>{t(m.formatLabel)}</span>
          <select
            value={placement.format}
            onChange={(event) => {
              setPlacement((p) => changeFormat(p, event.target.value as LineupFormat))
              setSelection(null)
            }}
          >
            {lineupFormats.map((format) => (
              <option key={format} value={format}>
                {format}
              </option>
            ))}
          </select>
        </label>
        <Pitch
          format={placement.format}
          occupantOf={(slotId) => {
            const playerId = placement.starters[slotId]
            return playerId === undefined ? null : (people.get(playerId) ?? null)
          }}
          renderSlot={renderSlot}
        />
        <p id={statusId} className="lineup-editor__status" aria-live="polite">
          {announcement || t(complete ? m.allPlaced : m.placesLeft, { count: left })}
        </p>
        {selectedPlayer && (
          <div className="lineup-editor__actions">
            <Button onClick={() => bench(selectedPlayer)}>{t(m.toBench)}</Button>
            <Button variant="ghost" onClick={() => takeOut(selectedPlayer)}>
              {t(m.takeOut)}
            </Button>
          </div>
        )}
        <section className="lineup-editor__bench" data-drop="bench" aria-label={t(m.bench)}>
          <h4>{t(m.bench)}</h4>
          {placement.bench.length === 0 ? (
            <p className="muted">{t(m.benchEmpty)}</p>
          ) : (
            <ul className="lineup-players">
              {placement.bench.map((playerId) => (
                <li key={playerId}>{playerButton(playerId)}</li>
              ))}
            </ul>
          )}
        </section>
        <section className="lineup-editor__players" data-drop="players" aria-label={t(m.players)}>
          <h4>{t(m.players)}</h4>
          {people.size === 0 && <p className="muted">{t(m.noPlayers)}</p>}
          {groups.map((group) => {
            const inGroup = candidates.filter((c) => groupOf(c.answer) === group)
            if (inGroup.length === 0) return null
            return (
              <div key={group} className={`lineup-group lineup-group--${group}`}>
                <h5>{t(groupTitles[group])}</h5>
                <ul className="lineup-players">
                  {inGroup.map((c) => (
                    <li key={c.playerId}>{playerButton(c.playerId)}</li>
                  ))}
                </ul>
              </div>
            )
          })}
        </section>
        <fieldset className="lineup-editor__publish">
          <legend>{t(m.publishLegend)}</legend>
          <label>
            <input type="radio" name="publish" checked={choice === 'draft'} onChange={() => setChoice('draft')} />
            {t(published === null ? m.keepDraft : m.unpublish)}
          </label>
          <label>
            <input
              type="radio"
              name="publish"
              checked={choice === 'now'}
              disabled={!complete}
              onChange={() => setChoice('now')}
            />
            {t(m.publishNow)}
          </label>
          <label>
            <input
              type="radio"
              name="publish"
              checked={choice === 'later'}
              disabled={!complete}
              onChange={() => setChoice('later')}
            />
            {t(m.publishLater)}
          </label>
          {choice === 'later' && (
            <label className="lineup-editor__later">
              <span>{t(m.publishAt)}</span>
              <input type="datetime-local" value={later} onChange={(event) => setLater(event.target.value)} />
            </label>
          )}
          {!complete && <p className="muted">{t(m.fillBeforePublishing)}</p>}
        </fieldset>
        {failure && <Notice tone="error">{failure}</Notice>}
      </div>
      {dragging && (
        <div className="lineup-drag" style={{ left: dragging.x, top: dragging.y }} aria-hidden="true">
          {nameOf(dragging.playerId)}
        </div>
      )}
    </Dialog>
  )
}
