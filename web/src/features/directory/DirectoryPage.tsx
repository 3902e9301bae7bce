import { useQuery, useQueryClient } from '@tanstack/react-query'
import { directoryMessages, matchesDirectorySearch } from '@teamspace/domain/directory/directory.schemas'
import { useState } from 'react'
import { failureMessage } from '../../lib/api'
import { useTimers } from '../../lib/use-timers'
import { Button, EmptyState, Notice, Spinner } from '../../ui'
import { PersonIcon, SearchIcon } from '../../ui/icons'
import { EditProfileDialog } from './EditProfileDialog'
import { MemberCard } from './MemberCard'
import { directoryKeys, directoryQuery } from './directory.queries'
import './directory.css'

/** How long a brief notice ('Directory refreshed!') stays. */
const NOTICE_MS = 3_000

/**
 * Team Directory (spec §2): search by member or child, Refresh, Edit My Profile, one card per member. What a card
 * shows is what the server sent for this reader; the page hides nothing itself.
 */
export function DirectoryPage() {
  const queryClient = useQueryClient()
  const { data: members, isPending, error, isFetching, refetch } = useQuery(directoryQuery())
  const [search, setSearch] = useState('')
  const [editing, setEditing] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const [refreshFailed, setRefreshFailed] = useState<unknown>(null)
  const [refreshing, setRefreshing] = useState(false)
  const { later, cancel } = useTimers()
  const [noticeTimer, setNoticeTimer] = useState<ReturnType<typeof setTimeout>>()

  const tell = (message: string) => {
    cancel(noticeTimer)
    setNotice(message)
    setNoticeTimer(later(() => setNotice(null), NOTICE_MS))
  }

  const refresh = async () => {
    setRefreshFailed(null)
    setRefreshing(true)
    const result = await refetch()
    setRefreshing(false)
    if (result.isError) setRefreshFailed(result.error)
    else tell(directoryMessages.refreshed)
  }

  const saved = () => {
    setEditing(false)
    void queryClient.invalidateQueries({ queryKey: directoryKeys.all })
    tell(directoryMessages.profileSaved)
  }

  const shown = members?.filter((member) => matchesDirectorySearch(member, search)) ?? []

  return (
    <div className="directory-page stack">
      <div className="directory-toolbar">
        <div className="directory-toolbar__search field">
          <label className="field__label" htmlFor="directory-search">
            Search members
          </label>
          <input
            id="directory-search"
            type="search"
            placeholder="Member or player name…"
            value={search}
            maxLength={200}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="directory-toolbar__actions">
          <Button onClick={() => void refresh()} loading={refreshing} disabled={isPending}>
            Refresh
          </Button>
          <Button variant="primary" onClick={() => setEditing(true)}>
            Edit My Profile
          </Button>
        </div>
      </div>

      {/* Always in the page, so screen readers hear each brief notice as it appears. */}
      <div className="directory-status" role="status">
        {notice && (
          <p className="directory-status__message">
            <span aria-hidden="true">✓ </span>
            {notice}
          </p>
        )}
      </div>
      {refreshFailed !== null && (
        <Notice tone="error">{failureMessage(refreshFailed, directoryMessages.loadFailed)}</Notice>
      )}

      <div aria-busy={isFetching}>
        {isPending ? (
          <Spinner label="Loading the directory…" showLabel />
        ) : error && !members ? (
          <Notice tone="error">{failureMessage(error, directoryMessages.loadFailed)}</Notice>
        ) : members.length === 0 ? (
          <EmptyState icon={<PersonIcon size={40} />} title={directoryMessages.empty} />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<SearchIcon size={40} />}
            title={directoryMessages.noMatches}
            text="Try another member’s or player’s name."
            action={<Button onClick={() => setSearch('')}>Clear search</Button>}
          />
        ) : (
          <ul className="directory-list" aria-label="Team members">
            {shown.map((member) => (
              <li key={member.userId}>
                <MemberCard member={member} />
              </li>
            ))}
          </ul>
        )}
      </div>

      {editing && <EditProfileDialog onClose={() => setEditing(false)} onSaved={saved} />}
    </div>
  )
}
