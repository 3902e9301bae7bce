import { galleryLimits } from '@teamspace/domain/gallery/gallery.constants'
import { useEffect, useId, useRef, useState, type DragEvent } from 'react'
import { translate } from '../../i18n/locale'
import { useT } from '../../i18n/use-t'
import { failureMessage, isApiError, isClientError, newCommandId } from '../../lib/api'
import { percentSent } from '../../lib/upload-with-progress'
import { Button, Dialog, Notice } from '../../ui'
import { cx } from '../../ui/cx'
import { UploadItemEditor, type UploadItem } from './UploadItemEditor'
import { chooseFiles } from './gallery-view'
import { uploadPhoto } from './gallery.queries'
import { galleryMessages } from './gallery.messages'
import { keepUnsent } from '../../lib/outbox/outbox'
import { useTeamId } from '../../app/team/team-context'
import '../../ui/scrolling-dialog.css'

/** Only what the server takes; the phone's picker then offers nothing else. */
const accept = 'image/jpeg,image/png,image/gif,image/webp'

let nextKey = 0

/**
 * Upload Photos (spec §4 "Gallery upload"): choose up to 10 images, give each a caption and tags, then send them one
 * after the other, each with its own progress bar. When all are in, the dialog closes and they top the grid.
 */
export function UploadDialog({ onClose }: { onClose: () => void }) {
  const t = useT()
  // Each photo after the first is sent after an await: it names the team the upload began in itself.
  const teamId = useTeamId()
  const formId = useId()
  const hintId = useId()
  const [items, setItems] = useState<UploadItem[]>([])
  const [notes, setNotes] = useState<string[]>([])
  const [failure, setFailure] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const [dragging, setDragging] = useState(false)
  const previews = useRef(new Set<string>())

  // Every preview is an object URL that holds its file in memory until revoked.
  useEffect(() => {
    const urls = previews.current
    return () => {
      for (const url of urls) URL.revokeObjectURL(url)
      urls.clear()
    }
  }, [])

  const waiting = items.filter((item) => item.status !== 'done')
  const room = galleryLimits.maxFiles - items.length

  const add = (files: readonly File[]) => {
    if (files.length === 0) return
    const { accepted, messages } = chooseFiles(items.length, files)
    setNotes(messages)
    setFailure(null)
    const added = accepted.map((file): UploadItem => {
      const previewUrl = URL.createObjectURL(file)
      previews.current.add(previewUrl)
      return {
        key: `upload-${nextKey++}`,
        file,
        previewUrl,
        caption: '',
        tags: [],
        players: [],
        // One intent per photo: a retry after a failure sends the same key, so a photo that did arrive is not doubled.
        commandId: newCommandId(),
        status: 'ready',
        progress: 0,
      }
    })
    setItems((current) => [...current, ...added])
  }

  const update = (key: string, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)))

  const remove = (key: string) => {
    setItems((current) => {
      const gone = current.find((item) => item.key === key)
      if (gone) {
        URL.revokeObjectURL(gone.previewUrl)
        previews.current.delete(gone.previewUrl)
      }
      return current.filter((item) => item.key !== key)
    })
    setNotes([])
  }

  const send = async () => {
    setFailure(null)
    setNotes([])
    setSending(true)
    let allSent = true
    // One at a time, in the order shown: a phone on a slow connection sends each photo at full speed.
    for (const item of items) {
      if (item.status === 'done') continue
      update(item.key, { status: 'uploading', progress: 0 })
      try {
        // Each photo after the first is sent after an await: it names the team itself.
        await uploadPhoto(item, {
          commandId: item.commandId,
          team: teamId,
          onProgress: (progress) => update(item.key, { progress: percentSent(progress) }),
        })
        update(item.key, { status: 'done', progress: 100 })
      } catch (error) {
        // Without signal the photo (its bytes) is kept on the phone and sent when the signal returns.
        const caption = item.caption.trim()
        const kept = await keepUnsent(error, {
          description: caption ? t(galleryMessages.keptPhotoWithCaption, { caption }) : t(galleryMessages.keptPhoto),
          text: caption,
        })
          .then((keptItem) => keptItem !== null)
          .catch((tooBig: unknown) => {
            setFailure(uploadFailure(tooBig))
            return false
          })
        if (kept) {
          update(item.key, { status: 'done', progress: 0 })
          continue
        }
        update(item.key, { status: 'failed' })
        setFailure((shown) => shown ?? uploadFailure(error))
        allSent = false
        break
      }
    }
    // Whatever arrived shows in the grid already: each photo's answer refreshed it.
    setSending(false)
    if (allSent) onClose()
  }

  const close = () => {
    if (!sending) onClose()
  }

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault()
    setDragging(false)
    if (!sending) add([...event.dataTransfer.files])
  }

  return (
    <Dialog
      open
      onClose={close}
      title={t(galleryMessages.uploadPhotos)}
      footer={
        <>
          <Button onClick={close} disabled={sending}>
            {t(galleryMessages.cancel)}
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={sending} disabled={waiting.length === 0}>
            {t(galleryMessages.uploadCount, { count: waiting.length })}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="upload-form scrolling-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (!sending && waiting.length > 0) void send()
        }}
      >
        {failure && (
          <Notice tone="error" className="upload-form__failure">
            {failure}
          </Notice>
        )}
        <div
          className={cx('upload-drop', dragging && 'upload-drop--over')}
          onDragOver={(event) => {
            event.preventDefault()
            if (!sending) setDragging(true)
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <label className="btn btn--secondary upload-drop__choose">
            {t(galleryMessages.choosePhotos)}
            <input
              type="file"
              multiple
              accept={accept}
              className="visually-hidden"
              aria-describedby={hintId}
              disabled={sending || room <= 0}
              onChange={(event) => {
                add([...(event.target.files ?? [])])
                // Choosing the same file again after removing it should still count as a choice.
                event.target.value = ''
              }}
            />
          </label>
          <p id={hintId} className="upload-drop__hint">
            {t(galleryMessages.uploadHint)}
            <span className="upload-drop__more">
              {' '}
              {t(galleryMessages.orDragHere)}{' '}
              {items.length > 0 && t(galleryMessages.chosen, { count: items.length, max: galleryLimits.maxFiles })}
            </span>
          </p>
        </div>
        {notes.length > 0 && (
          <div role="alert" className="upload-form__notes">
            {notes.map((note) => (
              <p key={note} className="field__error">
                {note}
              </p>
            ))}
          </div>
        )}
        {items.length > 0 && (
          <ol className="upload-list">
            {items.map((item, index) => (
              <li key={item.key}>
                <UploadItemEditor
                  item={item}
                  number={index + 1}
                  locked={sending || item.status === 'done'}
                  onChange={(change) => update(item.key, change)}
                  onRemove={() => remove(item.key)}
                />
              </li>
            ))}
          </ol>
        )}
      </form>
    </Dialog>
  )
}

/** The words for a failed upload: the server's own refusal (a type, a size, a tag), else the spec's red box. */
function uploadFailure(error: unknown): string {
  if (isApiError(error) && error.status === 413) return translate(galleryMessages.tooLarge)
  if (isClientError(error)) return error.message
  return failureMessage(error, translate(galleryMessages.uploadFailed))
}
