import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { ResetLinkMissing } from '../features/account/ResetLinkMissing'
import { ResetPasswordPage } from '../features/account/ResetPasswordPage'

const searchSchema = z.object({ token: z.string().min(1).max(200).optional().catch(undefined) })

export const Route = createFileRoute('/reset-password')({
  validateSearch: searchSchema,
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { token } = Route.useSearch()
  // Without a token there is nothing to save a password against: say so instead of offering a form that cannot work.
  return token ? <ResetPasswordPage token={token} /> : <ResetLinkMissing />
}
