import { createFormHook, createFormHookContexts, useStore } from '@tanstack/react-form'
import { useEffect, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react'
import { useT } from '../i18n/use-t'
import { Button, Field, TextField, type ButtonProps, type FieldControlProps } from '../ui'
import {
  checkOnEveryEvent,
  clearServerErrors,
  focusFirstInvalid,
  keepFocusOnPress,
  leaveField,
  shownError,
  type SomeForm,
} from './form'
import { libMessages as m } from './lib.messages'
import { SAVE_DEADLINE_MS } from './signal'

const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()

/** The form whose `AppForm` is around: for parts that serve any form (a dialog's frame). */
export { useFormContext }

/** The message the field in context shows now, by the one rule (see `shownError`). */
function useShownError(): string | undefined {
  const field = useFieldContext<unknown>()
  const submissionAttempts = useStore(field.form.store, (state) => state.submissionAttempts)
  return shownError(field.state.meta, submissionAttempts)
}

type TextInputProps = Omit<ComponentProps<typeof TextField>, 'value' | 'onValueChange' | 'error' | 'name' | 'onBlur'>

/** A labelled text input bound to its form field: value, leaving, and the error by the one rule. */
function BoundTextField(props: TextInputProps) {
  const field = useFieldContext<string>()
  const error = useShownError()
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.state.value}
      onValueChange={field.handleChange}
      onBlur={() => leaveField(field)}
      error={error}
    />
  )
}

interface BoundControlProps {
  label: ReactNode
  hint?: ReactNode
  required?: boolean
  className?: string
  /** Renders a select or textarea: `{(control) => <select {...control} value=… onChange=…>}`. */
  children: (control: FieldControlProps & { name: string; onBlur: () => void }) => ReactNode
}

/** Any other control (a select, a textarea) in the shared Field, its label, hint and error wired to it. */
function BoundControl({ label, hint, required, className, children }: BoundControlProps) {
  const field = useFieldContext<unknown>()
  const error = useShownError()
  return (
    <Field label={label} hint={hint} required={required} className={className} error={error}>
      {(control) => children({ ...control, name: field.name, onBlur: () => leaveField(field) })}
    </Field>
  )
}

/** A checkbox with its words and a hint under them (the `choice` look), bound to a boolean form field. */
function BoundCheckbox({ label, hint }: { label: ReactNode; hint?: ReactNode }) {
  const field = useFieldContext<boolean>()
  return (
    <label className="choice">
      <input
        type="checkbox"
        name={field.name}
        checked={field.state.value}
        onChange={(event) => field.handleChange(event.target.checked)}
      />
      <span className="choice__text">
        {label}
        {hint !== undefined && <span className="choice__hint">{hint}</span>}
      </span>
    </label>
  )
}

/** The form's submit button: busy while the form is being sent, and it stays under the pointer when pressed. */
export function SubmitButton({ loading, children, ...props }: Omit<ButtonProps, 'type'>) {
  const t = useT()
  const form = useFormContext()
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  const busy = loading ?? submitting
  // A save that is not answered within the deadline a save in the outbox has is still being tried (it goes once the
  // phone has signal again): the button says so rather than spin without words.
  const waiting = useLongerThan(busy, SAVE_DEADLINE_MS)
  return (
    <>
      <Button {...props} type="submit" loading={busy} onMouseDown={keepFocusOnPress}>
        {waiting ? t(m.waitingForSignal) : children}
      </Button>
      <span className="visually-hidden" role="status">
        {waiting ? t(m.waitingForSignal) : ''}
      </span>
    </>
  )
}

/** Whether `active` has held for longer than `ms`, as it changes. */
function useLongerThan(active: boolean, ms: number): boolean {
  const [long, setLong] = useState(false)
  useEffect(() => {
    if (!active) return
    const timer = setTimeout(() => setLong(true), ms)
    return () => {
      clearTimeout(timer)
      setLong(false)
    }
  }, [active, ms])
  return active && long
}

/**
 * Every form in the app: `useAppForm({ ...formDefaults, defaultValues, validators: { onDynamic: checkSchema(…) },
 * onSubmit })`, fields as `<form.AppField name="email">{(field) => <field.TextField label="Email" />}</form.AppField>`.
 */
export const { useAppForm, withForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField: BoundTextField, Control: BoundControl, Checkbox: BoundCheckbox },
  formComponents: { SubmitButton },
})

/** What every form shares: checked on each change, leave and submit; the server's word on a field lasts until it changes. */
export const formDefaults = {
  validationLogic: checkOnEveryEvent,
  listeners: {
    onChange: ({ formApi, fieldApi }: { formApi: SomeForm; fieldApi: { name: string } }) =>
      clearServerErrors(formApi, fieldApi.name),
  },
}

/**
 * `formDefaults`, and on each change `also` as well: what the form said about its last save (a failure, "Saved")
 * goes once the person edits again.
 */
export const formDefaultsOnChange = (also: () => void) => ({
  ...formDefaults,
  listeners: {
    onChange: (event: Parameters<typeof formDefaults.listeners.onChange>[0]) => {
      formDefaults.listeners.onChange(event)
      also()
    },
  },
})

/**
 * The `<form onSubmit>` of every form: sends once at a time, lets the server judge afresh, and on a failed
 * attempt (the browser's checks or the server's) moves focus to the first field that says why.
 */
export function submitOf(form: SomeForm & { handleSubmit: () => Promise<unknown>; state: { isFieldsValid: boolean } }) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    event.stopPropagation()
    const element = event.currentTarget
    if (form.state.isSubmitting) return
    clearServerErrors(form)
    void form.handleSubmit().then(() => {
      if (!form.state.isFieldsValid) focusFirstInvalid(element)
    })
  }
}
