import { chatLimits } from '@teamspace/domain/chat/chat.constants'
import { startThreadSchema } from '@teamspace/domain/chat/chat.schemas'
import { useState } from 'react'
import { translate } from '../../i18n/locale'
import { useT } from '../../i18n/use-t'
import { failureMessage, isClientError } from '../../lib/api'
import { formDefaults, useAppForm } from '../../lib/app-form'
import { checkWith, showRefusal, validate, type FieldErrors } from '../../lib/form'
import { FormDialog } from '../../lib/form-dialog'
import { useCommand } from '../../lib/use-command'
import { startThread } from './chat.queries'
import { chatMessages } from './chat.messages'

interface NewThreadValues {
  title: string
  description: string
  /** As typed: tags separated by commas. */
  tags: string
  isPrivate: boolean
}

const blank: NewThreadValues = { title: '', description: '', tags: '', isPrivate: false }

/** The tags typed, trimmed, without empty ones. */
export const tagsOf = (typed: string) =>
  typed
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)

const toInput = (values: NewThreadValues) => ({ ...values, tags: tagsOf(values.tags) })

/** The schema's word on the request, each tag's problem said beside the one Tags field. */
function check(values: NewThreadValues): FieldErrors {
  const errors: FieldErrors = {}
  for (const [path, message] of Object.entries(validate(startThreadSchema, toInput(values)))) {
    errors[path.startsWith('tags') ? 'tags' : path] ??= message
  }
  if (tagsOf(values.tags).length > chatLimits.tagsMax) {
    errors.tags = translate(chatMessages.tagsMax, { max: chatLimits.tagsMax })
  }
  return errors
}

interface NewThreadDialogProps {
  /** The coach-only option is offered to coach-like members only (spec §5). */
  offersPrivate: boolean
  onClose: () => void
  onCreated: (threadId: string) => void
}

/** Create New Thread: title (required), description, tags and, for coaches, Coach-only thread. */
export function NewThreadDialog({ offersPrivate, onClose, onCreated }: NewThreadDialogProps) {
  const t = useT()
  const [failure, setFailure] = useState<string | null>(null)

  const save = useCommand({
    mutationFn: async (values: NewThreadValues, commandId: string) => {
      return startThread({ ...toInput(values), isPrivate: offersPrivate && values.isPrivate }, commandId)
    },
  })

  const form = useAppForm({
    ...formDefaults,
    defaultValues: blank,
    validators: { onDynamic: checkWith<NewThreadValues>(check) },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      try {
        const thread = await save.mutateAsync(value)
        onCreated(thread.id)
      } catch (error) {
        if (showRefusal(formApi, error)) return
        setFailure(isClientError(error) ? error.message : failureMessage(error, t(chatMessages.createFailed)))
      }
    },
  })

  return (
    <FormDialog
      form={form}
      title={t(chatMessages.createTitle)}
      onClose={onClose}
      legend={t(chatMessages.legend)}
      submitLabel={t(chatMessages.create)}
      className="chat-form"
      failure={failure}
    >
      <form.AppField name="title">
        {(field) => (
          <field.TextField label={t(chatMessages.title)} required autoComplete="off" maxLength={chatLimits.titleMax} />
        )}
      </form.AppField>
      <form.AppField name="description">
        {(field) => (
          <field.Control label={t(chatMessages.description)}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={chatLimits.descriptionMax}
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value)}
              />
            )}
          </field.Control>
        )}
      </form.AppField>
      <form.AppField name="tags">
        {(field) => <field.TextField label={t(chatMessages.tags)} hint={t(chatMessages.tagsHint)} autoComplete="off" />}
      </form.AppField>
      {offersPrivate && (
        <form.AppField name="isPrivate">
          {(field) => <field.Checkbox label={t(chatMessages.privateOption)} hint={t(chatMessages.privateHint)} />}
        </form.AppField>
      )}
    </FormDialog>
  )
}
