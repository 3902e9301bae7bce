import { createFileRoute } from '@tanstack/react-router'
import { definedOnly, searchText } from '../lib/search-params'
import { ResetLinkMissing } from '../features/account/ResetLinkMissing'
import { ResetPasswordPage } from '../features/account/ResetPasswordPage'

/** The reset link's token; a malformed one is dropped, and the page says the link is missing. */
const parseSearch = (search: Record<string, unknown>): { token?: string | undefined } =>
  definedOnly({ token: searchText(search.token, { min: 1, max: 200 }) })

export const Route = createFileRoute('/reset-password')({
  validateSearch: parseSearch,
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { token } = Route.useSearch()
  // Without a token there is nothing to save a password against: say so instead of offering a form that cannot work.
  return token ? <ResetPasswordPage token={token} /> : <ResetLinkMissing />
}
