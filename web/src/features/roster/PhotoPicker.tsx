import { useId } from 'react'
import { useT } from '../../i18n/use-t'
import { Button } from '../../ui'
import { PlayerAvatar } from '../../shared/player/PlayerAvatar'
import { rosterFormMessages as m } from './roster-form.messages'

interface PhotoPickerProps {
  name: string
  currentUrl: string | null
  chosen: { previewUrl: string } | null
  error: string | undefined
  onChoose: (file: File | null) => void
}

/** Choose a player photo: images only, under 5MB (checked here and again by the server); shows a preview. */
export function PhotoPicker({ name, currentUrl, chosen, error, onChoose }: PhotoPickerProps) {
  const hintId = useId()
  const errorId = useId()
  const t = useT()
  const hasPhoto = chosen !== null || currentUrl !== null
  return (
    <div className="photo-picker">
      <PlayerAvatar player={{ name, photoUrl: currentUrl }} previewUrl={chosen?.previewUrl ?? null} size="large" />
      <div className="photo-picker__controls">
        <span className="field__label">{t(m.photo)}</span>
        <div className="photo-picker__buttons">
          <label className="btn btn--secondary photo-picker__choose">
            {t(hasPhoto ? m.changePhoto : m.choosePhoto)}
            <input
              type="file"
              accept="image/*"
              className="visually-hidden"
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                onChoose(event.target.files?.[0] ?? null)
                // Choosing the same file again after removing it should still count as a choice.
                event.target.value = ''
              }}
            />
          </label>
          {(chosen || error) && (
            <Button variant="ghost" onClick={() => onChoose(null)}>
              {t(chosen ? m.remove : m.clear)}
            </Button>
          )}
        </div>
        <p id={hintId} className="field__hint">
          {t(chosen ? m.newPhoto : m.photoHint)}
        </p>
        {error && (
          <p id={errorId} className="field__error">
            {error}
          </p>
        )}
      </div>
    </div>
  )
}
