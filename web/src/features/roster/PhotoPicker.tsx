import { useId } from 'react'
import { Button } from '../../ui'
import { PlayerAvatar } from '../../shared/player/PlayerAvatar'

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
  const hasPhoto = chosen !== null || currentUrl !== null
  return (
    <div className="photo-picker">
      <PlayerAvatar player={{ name, photoUrl: currentUrl }} previewUrl={chosen?.previewUrl ?? null} size="large" />
      <div className="photo-picker__controls">
        <span className="field__label">Photo</span>
        <div className="photo-picker__buttons">
          <label className="btn btn--secondary photo-picker__choose">
            {hasPhoto ? 'Change photo' : 'Choose photo'}
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
              {chosen ? 'Remove' : 'Clear'}
            </Button>
          )}
        </div>
        <p id={hintId} className="field__hint">
          {chosen ? 'New photo, saved with the player.' : 'An image under 5MB.'}
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
