import { useStore } from '@tanstack/react-form'
import { useId, type ComponentType, type ReactNode, type Ref } from 'react'
import { useT } from '../i18n/use-t'
import { Button, Dialog, Notice } from '../ui'
import { cx } from '../ui/cx'
import { SubmitButton, submitOf, useFormContext } from './app-form'
import { libMessages as m } from './lib.messages'
import '../ui/scrolling-dialog.css'

interface FormDialogProps {
  /** The dialog's form (`useAppForm`): the frame sends it, and locks it while it is being sent. */
  form: { AppForm: ComponentType<{ children?: ReactNode }> }
  title: ReactNode
  /** Under the title: what the dialog does, or what it is about ("Spring Cup vs Rovers"). */
  description?: ReactNode
  /** Cancel, Escape, the close button and the backdrop; never while the form is being sent. */
  onClose: () => void
  /** Names the fields' group for assistive technology ("Event"); seen only with a `legendClassName` of its own. */
  legend: ReactNode
  legendClassName?: string
  /** The submit button's words, the same while it is busy sending. */
  submitLabel: ReactNode
  submitDisabled?: boolean
  /** The form's own class, for its layout. */
  className?: string
  formRef?: Ref<HTMLFormElement>
  /** What the dialog offers besides the form, above it: the form is then named by its legend. */
  intro?: ReactNode
  /** The form-level error: a failure, or a refusal whose message no field shows. */
  failure?: string | null
  /** Other notices about the form as a whole (a success), before the failure. */
  status?: ReactNode
  /** For a long list of rows: the notices sit above the buttons, in sight wherever the form is scrolled to. */
  noticesInFooter?: boolean
  /** Saved, and about to close: the fields and the submit button are locked, and Cancel says Close. */
  done?: boolean
  /** The fields. */
  children: ReactNode
}

/**
 * A dialog that is one form (mounted only while open): the title, the form, its fields locked while it is being
 * sent, the form-level notice, and Cancel beside the submit button. Long forms scroll between title and buttons.
 */
export function FormDialog({ form, ...frame }: FormDialogProps) {
  return (
    <form.AppForm>
      <Frame {...frame} />
    </form.AppForm>
  )
}

function Frame({
  title,
  description,
  onClose,
  legend,
  legendClassName = 'visually-hidden',
  submitLabel,
  submitDisabled = false,
  className,
  formRef,
  intro,
  failure,
  status,
  noticesInFooter = false,
  done = false,
  children,
}: Omit<FormDialogProps, 'form'>) {
  const form = useFormContext()
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  const formId = useId()
  const legendId = useId()
  const t = useT()

  const close = () => {
    if (!submitting) onClose()
  }

  const notices = (status || failure) && (
    <>
      {status}
      {failure && <Notice tone="error">{failure}</Notice>}
    </>
  )

  return (
    <Dialog
      open
      onClose={close}
      title={title}
      description={description}
      footer={
        <>
          <Button onClick={close} disabled={submitting}>
            {t(done ? m.close : m.cancel)}
          </Button>
          <SubmitButton form={formId} variant="primary" disabled={done || submitDisabled}>
            {submitLabel}
          </SubmitButton>
          {noticesInFooter && notices && <div className="dialog-form__status">{notices}</div>}
        </>
      }
    >
      {intro}
      <form
        id={formId}
        ref={formRef}
        className={cx('dialog-form scrolling-form', className)}
        noValidate
        onSubmit={submitOf(form)}
        aria-labelledby={intro ? legendId : undefined}
        aria-busy={submitting || undefined}
      >
        <fieldset className="form-section" disabled={submitting || done}>
          <legend id={legendId} className={legendClassName}>
            {legend}
          </legend>
          {children}
        </fieldset>
        {!noticesInFooter && notices}
      </form>
    </Dialog>
  )
}
