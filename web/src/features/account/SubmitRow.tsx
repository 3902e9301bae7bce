import { keepFocusOnPress } from '../../lib/form'
import { Button, Notice } from '../../ui'
import type { AuthForm } from './use-auth-form'

/** The form-wide error (in the spec's words) and the submit button, blocked while a request is out. */
export function SubmitRow({ form, label }: { form: AuthForm; label: string }) {
  return (
    <>
      {form.formError && <Notice tone="error">{form.formError}</Notice>}
      <Button
        type="submit"
        variant="primary"
        block
        loading={form.submitting}
        disabled={!form.canSubmit}
        onMouseDown={keepFocusOnPress}
      >
        {label}
      </Button>
    </>
  )
}
