import type { PhotoRegion } from '@teamspace/domain/gallery/gallery.events'
import type { PhotoView } from '@teamspace/domain/gallery/gallery.schemas'
import { useState, type PointerEvent } from 'react'
import { useIntl } from 'react-intl'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { useCommand } from '../../lib/use-command'
import { Button, Notice } from '../../ui'
import { PlayerChoice } from './UploadItemEditor'
import { blurPhotoRegion, tagPhotoPlayers } from './gallery.queries'
import { photoConsentMessages as m } from './photo-consent.messages'

/** Names, joined as a list reads in the person's language. */
const joined = (names: readonly string[], language: string) =>
  new Intl.ListFormat(language, { type: 'conjunction' }).format(names)

/**
 * What the viewer tells of the children in a photo: who is named, and, to coaches and the uploader, that it is held
 * and for whom; with the uploader's and coaches' "change who is in it".
 */
export function PhotoPeople({ photo }: { photo: PhotoView }) {
  const t = useT()
  const language = useIntl().locale
  const [editing, setEditing] = useState<string[] | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const save = useCommand({
    mutationFn: (playerIds: string[], commandId) => tagPhotoPlayers(photo.id, playerIds, commandId),
    onSuccess: () => setEditing(null),
    onError: (error) =>
      setFailure(isClientError(error) ? error.message : failureMessage(error, t(m.playersSaveFailed))),
  })
  return (
    <div className="photo-people">
      {photo.held && (
        <Notice tone="info">
          <strong>{t(m.heldTitle)}</strong>{' '}
          {t(m.heldWhy, {
            names: joined(
              photo.heldFor.map((player) => player.name),
              language,
            ),
          })}
        </Notice>
      )}
      {photo.players.length > 0 && editing === null && (
        <p className="photo-people__names">
          {t(m.playersIn)}:{' '}
          {joined(
            photo.players.map((player) => player.name),
            language,
          )}
        </p>
      )}
      {editing !== null ? (
        <form
          className="photo-people__edit"
          onSubmit={(event) => {
            event.preventDefault()
            setFailure(null)
            save.mutate(editing)
          }}
        >
          <PlayerChoice chosen={editing} onChange={setEditing} />
          {failure && <Notice tone="error">{failure}</Notice>}
          <div className="photo-people__actions">
            <Button type="submit" variant="primary" disabled={save.isPending}>
              {t(m.savePlayers)}
            </Button>
            <Button onClick={() => setEditing(null)}>{t(m.cancel)}</Button>
          </div>
        </form>
      ) : (
        photo.canTag && (
          <Button variant="ghost" onClick={() => setEditing(photo.players.map((player) => player.id))}>
            {t(m.editPlayers)}
          </Button>
        )
      )}
    </div>
  )
}

const clamp = (value: number) => Math.min(1, Math.max(0, value))

/** A region from two corners, in fractions of the photo. */
const regionOf = (a: { x: number; y: number }, b: { x: number; y: number }): PhotoRegion => ({
  x: Math.min(a.x, b.x),
  y: Math.min(a.y, b.y),
  width: Math.abs(a.x - b.x),
  height: Math.abs(a.y - b.y),
})

/** The middle of the photo: where a region starts before a drag (and what a keyboard user blurs). */
const MIDDLE: PhotoRegion = { x: 0.35, y: 0.2, width: 0.3, height: 0.3 }

interface BlurToolProps {
  photo: PhotoView
  onDone: () => void
}

/**
 * A coach drags a rectangle over the photo and blurs it: the server makes new files with the region unrecognisable
 * and drops the old ones. Drawn over the viewer's picture; the picture's swipe waits meanwhile.
 */
export function BlurTool({ photo, onDone }: BlurToolProps) {
  const t = useT()
  const [region, setRegion] = useState<PhotoRegion>(MIDDLE)
  const [start, setStart] = useState<{ x: number; y: number; id: number } | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const blur = useCommand({
    mutationFn: (chosen: PhotoRegion, commandId) => blurPhotoRegion(photo.id, chosen, photo.variant, commandId),
    onSuccess: onDone,
    onError: (error) => setFailure(isClientError(error) ? error.message : failureMessage(error, t(m.blurFailed))),
  })
  const pointAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    return { x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) }
  }
  const big = region.width >= 0.02 && region.height >= 0.02
  const { width, height, url } = photo.display
  return (
    <div className="blur-tool">
      <div
        className="blur-tool__frame"
        style={{ aspectRatio: width > 0 && height > 0 ? `${width} / ${height}` : undefined }}
        aria-hidden="true"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId)
          setStart({ ...pointAt(event), id: event.pointerId })
        }}
        onPointerMove={(event) => {
          if (start?.id === event.pointerId) setRegion(regionOf(start, pointAt(event)))
        }}
        onPointerUp={() => setStart(null)}
        onPointerCancel={() => setStart(null)}
      >
        <img src={url} width={width} height={height} alt="" draggable={false} />
        <div
          className="blur-tool__region"
          style={{
            left: `${region.x * 100}%`,
            top: `${region.y * 100}%`,
            width: `${region.width * 100}%`,
            height: `${region.height * 100}%`,
          }}
        />
      </div>
      <div className="blur-tool__bar" role="group" aria-label={t(m.blurRegion)}>
        <p className="field__hint">{t(m.blurHint)}</p>
        {failure && <Notice tone="error">{failure}</Notice>}
        <div className="photo-people__actions">
          <Button
            variant="primary"
            disabled={!big || blur.isPending}
            onClick={() => {
              setFailure(null)
              blur.mutate(region)
            }}
          >
            {blur.isPending ? t(m.blurring) : t(m.blurApply)}
          </Button>
          <Button onClick={onDone}>{t(m.cancel)}</Button>
        </div>
      </div>
    </div>
  )
}
