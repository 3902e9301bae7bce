import { Notice } from '../../ui'
import type { AuthForm } from './use-auth-form'

/** The form-wide error (in the spec's words) and the submit button, blocked while a request is out. */
export function SubmitRow({ auth, label }: { auth: AuthForm; label: string }) {
  const { form } = auth
  return (
    <>
      {auth.formError && <Notice tone="error">{auth.formError}</Notice>}
      <form.AppForm>
        <form.Subscribe selector={(state) => auth.canSubmit(state.values)}>
          {(ready) => (
            <form.SubmitButton variant="primary" block disabled={!ready}>
              {label}
            </form.SubmitButton>
          )}
        </form.Subscribe>
      </form.AppForm>
    </>
  )
}
