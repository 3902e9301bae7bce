import { galleryLimits, photoTags } from '@teamspace/domain/gallery/gallery.constants'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { playersQuery } from '../roster'
import { useT, type Translate } from '../../i18n/use-t'
import { Button, Field } from '../../ui'
import { formatBytes } from './gallery-view'
import { galleryMessages } from './gallery.messages'
import { photoConsentMessages as pc } from './photo-consent.messages'
import { useTagLabel } from './use-tag-label'

export interface UploadItem {
  key: string
  file: File
  previewUrl: string
  caption: string
  tags: string[]
  /** The roster's players it shows, by id. */
  players: string[]
  commandId: string
  status: 'ready' | 'uploading' | 'done' | 'failed'
  /** Bytes sent, 0–100. */
  progress: number
}

interface UploadItemEditorProps {
  item: UploadItem
  number: number
  /** While sending, and once sent: nothing more to change. */
  locked: boolean
  onChange: (change: Partial<Pick<UploadItem, 'caption' | 'tags' | 'players'>>) => void
  onRemove: () => void
}

const statusText: Record<UploadItem['status'], (progress: number, t: Translate) => string> = {
  ready: () => '',
  uploading: (progress, t) => t(galleryMessages.uploading, { progress }),
  done: (_, t) => t(galleryMessages.uploaded),
  failed: (_, t) => t(galleryMessages.notUploaded),
}

/** One chosen photo: its preview, its caption and tags, and once sending starts its progress bar. */
export function UploadItemEditor({ item, number, locked, onChange, onRemove }: UploadItemEditorProps) {
  const t = useT()
  const tagLabel = useTagLabel()
  const legendId = useId()
  const tagsLabelId = useId()
  const toggle = (tag: string) =>
    onChange({ tags: item.tags.includes(tag) ? item.tags.filter((each) => each !== tag) : [...item.tags, tag] })

  return (
    <fieldset className={`upload-item upload-item--${item.status}`} aria-labelledby={legendId} disabled={locked}>
      <div className="upload-item__top">
        <img className="upload-item__preview" src={item.previewUrl} alt={t(galleryMessages.previewOf, { number })} />
        <div className="upload-item__file">
          <span id={legendId} className="upload-item__title">
            {t(galleryMessages.photoNumber, { number })}
          </span>
          <span className="upload-item__name">{item.file.name}</span>
          <span className="upload-item__size">{formatBytes(item.file.size)}</span>
        </div>
        {item.status !== 'done' && (
          <Button
            variant="ghost"
            className="upload-item__remove"
            onClick={onRemove}
            aria-label={t(galleryMessages.removePhoto, { number })}
          >
            {t(galleryMessages.remove)}
          </Button>
        )}
      </div>

      {item.status !== 'ready' && (
        <div className="upload-item__progress">
          <div
            className="upload-progress"
            role="progressbar"
            aria-label={t(galleryMessages.uploadOf, { number })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={item.progress}
            aria-valuetext={statusText[item.status](item.progress, t)}
          >
            <span className="upload-progress__bar" style={{ width: `${item.progress}%` }} />
          </div>
          <span className="upload-item__status" aria-hidden="true">
            {statusText[item.status](item.progress, t)}
          </span>
        </div>
      )}

      <Field label={t(galleryMessages.caption)}>
        {(control) => (
          <textarea
            {...control}
            rows={2}
            maxLength={galleryLimits.captionMax}
            value={item.caption}
            onChange={(event) => onChange({ caption: event.target.value })}
          />
        )}
      </Field>
      <div className="upload-item__tags" role="group" aria-labelledby={tagsLabelId}>
        <span id={tagsLabelId} className="field__label">
          {t(galleryMessages.tags)}
        </span>
        <ul className="upload-tag-chips">
          {photoTags.map((tag) => {
            const chosen = item.tags.includes(tag)
            return (
              <li key={tag}>
                <button type="button" className="gallery-tag-chip" aria-pressed={chosen} onClick={() => toggle(tag)}>
                  {chosen && <span aria-hidden="true">✓ </span>}
                  {tagLabel(tag)}
                </button>
              </li>
            )
          })}
        </ul>
      </div>
      <PlayerChoice chosen={item.players} onChange={(players) => onChange({ players })} />
    </fieldset>
  )
}

/**
 * Who is in the photo: the roster's active players as toggles (ids, never free text). A photo naming a child without
 * photo consent is held until the family agrees.
 */
export function PlayerChoice({
  chosen,
  onChange,
}: {
  chosen: readonly string[]
  onChange: (players: string[]) => void
}) {
  const t = useT()
  const labelId = useId()
  const hintId = useId()
  const players = useQuery(playersQuery())
  const active = (players.data ?? []).filter((player) => player.isActive)
  const toggle = (id: string) => onChange(chosen.includes(id) ? chosen.filter((each) => each !== id) : [...chosen, id])
  return (
    <div className="upload-item__tags" role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <span id={labelId} className="field__label">
        {t(pc.whoIsIn)}
      </span>
      <span id={hintId} className="field__hint">
        {t(pc.whoIsInHint)}
      </span>
      {players.isSuccess && active.length === 0 ? (
        <p className="field__hint">{t(pc.noPlayers)}</p>
      ) : (
        <ul className="upload-tag-chips">
          {active.map((player) => {
            const on = chosen.includes(player.id)
            return (
              <li key={player.id}>
                <button type="button" className="gallery-tag-chip" aria-pressed={on} onClick={() => toggle(player.id)}>
                  {on && <span aria-hidden="true">✓ </span>}
                  {player.name}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
