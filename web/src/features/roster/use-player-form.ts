import { useQueryClient } from '@tanstack/react-query'
import type { PlayerWithDetails } from '@teamspace/domain/roster/roster.schemas'
import { useState } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { formDefaults, useAppForm } from '../../lib/app-form'
import { checkWith, focusFirstInvalid, serverFieldErrors, showServerErrors } from '../../lib/form'
import { useCommand } from '../../lib/use-command'
import { useTeamId } from '../../app/team/team-context'
import {
  emptyPlayerForm,
  photoProblem,
  playerFormFrom,
  pointAtParentEmails,
  validatePlayerForm,
  type PlayerFormValues,
} from './player-form'
import { createPlayer, rememberPlayer, updatePlayer, uploadPlayerPhoto } from './roster.queries'
import { rosterFormMessages as m } from './roster-form.messages'

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

/**
 * The add/edit player form: its values and messages (the form's), the photo beside it, and the save (the
 * player, then the photo). Nothing the coach typed is dropped when a save fails.
 */
export function usePlayerForm(player: PlayerWithDetails | null, { onSaved }: { onSaved: () => void }) {
  const queryClient = useQueryClient()
  const t = useT()
  const teamId = useTeamId()
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null)
  const [photoError, setPhotoError] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | null>(null)
  const [formElement, setFormElement] = useState<HTMLFormElement | null>(null)
  // Set once the player exists, so that saving again after a failed photo upload does not add them twice.
  const [savedId, setSavedId] = useState(player?.id ?? null)
  const [defaultValues] = useState<PlayerFormValues>(() => (player ? playerFormFrom(player) : emptyPlayerForm()))

  // One intent per opening of the dialog; its steps (the player, then the photo) each have an id of their own, and
  // name the player's team themselves (the photo is sent after an await, whatever page is shown by then).
  const save = useCommand({
    mutationFn: async ({ input, file }: { input: PlayerFormValues; file: File | undefined }, commandId) => {
      const saved = savedId
        ? await updatePlayer(savedId, input, { commandId: `${commandId}-update`, team: teamId })
        : await createPlayer(input, commandId)
      setSavedId(saved.id)
      rememberPlayer(queryClient, saved)
      if (!file) return
      try {
        const uploaded = await uploadPlayerPhoto(saved.id, file, { commandId: `${commandId}-photo`, team: teamId })
        rememberPlayer(queryClient, uploaded)
      } catch (error) {
        throw new PhotoUploadError(error)
      }
    },
  })

  const form = useAppForm({
    ...formDefaults,
    defaultValues,
    validators: { onDynamic: checkWith((values: PlayerFormValues) => validatePlayerForm(values, new Date())) },
    listeners: {
      onChange: (event) => {
        formDefaults.listeners.onChange(event)
        setFailure(null)
      },
    },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      // A refused file blocks the save until another is chosen or it is removed; a failed upload is tried again.
      if (photoError && !photo) {
        focusFirstInvalid(formElement)
        return
      }
      setPhotoError(undefined)
      try {
        await save.mutateAsync({ input: value, file: photo?.file })
        onSaved()
      } catch (error) {
        if (error instanceof PhotoUploadError) {
          setPhotoError(
            isClientError(error.reason) ? error.reason.message : failureMessage(error.reason, t(m.saveFailed)),
          )
          focusFirstInvalid(formElement)
          return
        }
        const fields = serverFieldErrors(error)
        if (!showServerErrors(formApi, pointAtParentEmails(fields, value, new Date()))) {
          setFailure(failureMessage(error, t(m.saveFailed)))
        }
      }
    },
  })

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

  return { form, photo, choosePhoto, photoError, failure, attachForm: setFormElement }
}

export type PlayerForm = ReturnType<typeof usePlayerForm>['form']
