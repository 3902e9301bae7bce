import { useQueryClient } from '@tanstack/react-query'
import { playerMessages, type PlayerWithDetails } from '@teamspace/domain/roster/roster.schemas'
import { useState } from 'react'
import { failureMessage, isApiError, isClientError } from '../../lib/api'
import { useCommand } from '../../lib/use-command'
import {
  emptyPlayerForm,
  photoProblem,
  playerFormFrom,
  serverFieldErrors,
  validatePlayerForm,
  withoutField,
  type PlayerFormErrors,
  type PlayerFormValues,
} from './player-form'
import { createPlayer, rememberPlayer, updatePlayer, uploadPlayerPhoto } from './roster.queries'

/** The player was saved but their photo was not: the coach keeps the dialog, and saving again updates them. */
class PhotoUploadError extends Error {
  constructor(readonly reason: unknown) {
    super('The photo upload failed.')
  }
}

interface ChosenPhoto {
  file: File
  /** A data URL, so the preview needs no object URL to revoke. */
  previewUrl: string
}

const fieldsOf = (error: unknown): Record<string, string> | undefined => {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return undefined
  const fields = (error.body as { error?: { fields?: unknown } }).error?.fields
  if (typeof fields !== 'object' || fields === null || Object.keys(fields).length === 0) return undefined
  return fields as Record<string, string>
}

/**
 * The add/edit player form: its values, the errors shown beside each field, and the save (the player, then the
 * photo). Nothing the coach typed is dropped when a save fails.
 */
export function usePlayerForm(
  player: PlayerWithDetails | null,
  { onSaved, onRefused }: { onSaved: () => void; onRefused: () => void },
) {
  const queryClient = useQueryClient()
  const [values, setValues] = useState<PlayerFormValues>(() => (player ? playerFormFrom(player) : emptyPlayerForm()))
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null)
  // Three sources of messages: the schema (once submitted), the server's refusal, and the photo.
  const [submitted, setSubmitted] = useState(false)
  const [clientErrors, setClientErrors] = useState<PlayerFormErrors>({})
  const [serverErrors, setServerErrors] = useState<PlayerFormErrors>({})
  const [photoError, setPhotoError] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | null>(null)
  // Set once the player exists, so that saving again after a failed photo upload does not add them twice.
  const [savedId, setSavedId] = useState(player?.id ?? null)

  // One intent per opening of the dialog; its steps (the player, then the photo) each have an id of their own.
  const save = useCommand({
    mutationFn: async ({ input, file }: { input: PlayerFormValues; file: File | undefined }, commandId) => {
      const saved = savedId
        ? await updatePlayer(savedId, input, `${commandId}-update`)
        : await createPlayer(input, commandId)
      setSavedId(saved.id)
      void rememberPlayer(queryClient, saved)
      if (!file) return
      try {
        void rememberPlayer(queryClient, await uploadPlayerPhoto(saved.id, file, `${commandId}-photo`))
      } catch (error) {
        throw new PhotoUploadError(error)
      }
    },
    onSuccess: onSaved,
    onError: (error, { input }) => {
      if (error instanceof PhotoUploadError) {
        setPhotoError(
          isClientError(error.reason) ? error.reason.message : failureMessage(error.reason, playerMessages.saveFailed),
        )
        onRefused()
        return
      }
      const fields = fieldsOf(error)
      if (!fields) {
        setFailure(failureMessage(error, playerMessages.saveFailed))
        return
      }
      setServerErrors(serverFieldErrors(fields, input, new Date()))
      onRefused()
    },
  })

  const change = <K extends keyof PlayerFormValues>(field: K, value: PlayerFormValues[K]) => {
    const next = { ...values, [field]: value }
    setValues(next)
    setFailure(null)
    setServerErrors((previous) => withoutField(previous, field))
    // After a submit the form re-checks as the coach types; before that, it waits to be asked.
    if (submitted) setClientErrors(validatePlayerForm(next, new Date()))
  }

  const choosePhoto = (file: File | null) => {
    setPhotoError(undefined)
    setPhoto(null)
    if (!file) return
    const problem = photoProblem(file)
    if (problem) {
      setPhotoError(problem)
      return
    }
    const reader = new FileReader()
    reader.onload = () => {
      if (typeof reader.result === 'string') setPhoto({ file, previewUrl: reader.result })
    }
    reader.readAsDataURL(file)
  }

  /** Checks and saves; false when there is something to fix first. */
  const submit = (): boolean => {
    setSubmitted(true)
    setFailure(null)
    const found = validatePlayerForm(values, new Date())
    setClientErrors(found)
    // A refused file blocks the save until another is chosen or it is removed; a failed upload is tried again.
    if (Object.keys(found).length > 0 || (photoError && !photo)) return false
    setPhotoError(undefined)
    if (!save.isPending) save.mutate({ input: values, file: photo?.file })
    return true
  }

  const errors: PlayerFormErrors = { ...serverErrors, ...clientErrors, photo: photoError }
  return { values, change, photo, choosePhoto, errors, failure, saving: save.isPending, submit }
}
