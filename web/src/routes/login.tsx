import { createFileRoute, redirect } from '@tanstack/react-router'
import { definedOnly, searchText } from '../lib/search-params'

// Kept so that links in older invitation emails and bookmarks still work; an invite code in them goes along.
export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { invite?: string | undefined } =>
    definedOnly({ invite: searchText(search.invite, { min: 1, max: 64, trim: true }) }),
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/auth', search: search.invite ? { invite: search.invite } : {}, replace: true })
  },
})
