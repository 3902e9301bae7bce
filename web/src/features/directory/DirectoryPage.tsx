import { useQuery } from '@tanstack/react-query'
import { matchesDirectorySearch } from '@teamspace/domain/directory/directory.schemas'
import type { Message } from '@teamspace/domain/i18n/messages'
import { useState } from 'react'
import { useT } from '../../i18n/use-t'
import { failureMessage } from '../../lib/api'
import { useTimers } from '../../lib/use-timers'
import { Button, EmptyState, ListStates, Notice, SearchField } from '../../ui'
import { PersonIcon, SearchIcon } from '../../ui/icons'
import { EditProfileDialog } from './EditProfileDialog'
import { MemberCard } from './MemberCard'
import { directoryMessages as m } from './directory.messages'
import { directoryQuery } from './directory.queries'
import './directory.css'

/** How long a brief notice ('Directory refreshed!') stays. */
const NOTICE_MS = 3_000

/**
 * Team Directory (spec §2): search by member or child, Refresh, Edit My Profile, one card per member. What a card
 * shows is what the server sent for this reader; the page hides nothing itself.
 */
export function DirectoryPage() {
  const t = useT()
  const { data: members, isPending, error, isFetching, refetch } = useQuery(directoryQuery())
  const [search, setSearch] = useState('')
  const [editing, setEditing] = useState(false)
  const [notice, setNotice] = useState<Message | null>(null)
  const [refreshFailed, setRefreshFailed] = useState<unknown>(null)
  const [refreshing, setRefreshing] = useState(false)
  const { later, cancel } = useTimers()
  const [noticeTimer, setNoticeTimer] = useState<ReturnType<typeof setTimeout>>()

  const tell = (message: Message) => {
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
    else tell(m.refreshed)
  }

  const saved = () => {
    setEditing(false)
    tell(m.profileSaved)
  }

  const shown = members?.filter((member) => matchesDirectorySearch(member, search)) ?? []

  return (
    <div className="directory-page stack">
      <div className="directory-toolbar">
        <SearchField
          className="directory-toolbar__search"
          label={t(m.searchLabel)}
          placeholder={t(m.searchPlaceholder)}
          value={search}
          onChange={setSearch}
        />
        <div className="directory-toolbar__actions">
          <Button onClick={() => void refresh()} loading={refreshing} disabled={isPending}>
            {t(m.refresh)}
          </Button>
          <Button variant="primary" onClick={() => setEditing(true)}>
            {t(m.editProfile)}
          </Button>
        </div>
      </div>

      {/* Always in the page, so screen readers hear each brief notice as it appears. */}
      <div className="directory-status" role="status">
        {notice && (
          <p className="directory-status__message">
            <span aria-hidden="true">✓ </span>
            {t(notice)}
          </p>
        )}
      </div>
      {refreshFailed !== null && <Notice tone="error">{failureMessage(refreshFailed, t(m.loadFailed))}</Notice>}

      <div aria-busy={isFetching}>
        <ListStates
          pending={isPending}
          loadingLabel={t(m.loading)}
          failure={error && !members ? failureMessage(error, t(m.loadFailed)) : null}
          empty={
            members?.length === 0 ? (
              <EmptyState icon={<PersonIcon size={40} />} title={t(m.empty)} />
            ) : (
              shown.length === 0 && (
                <EmptyState
                  icon={<SearchIcon size={40} />}
                  title={t(m.noMatches)}
                  text={t(m.tryAnotherName)}
                  action={<Button onClick={() => setSearch('')}>{t(m.clearSearch)}</Button>}
                />
              )
            )
          }
        >
          <ul className="directory-list" aria-label={t(m.teamMembers)}>
            {shown.map((member) => (
              <li key={member.userId}>
                <MemberCard member={member} />
              </li>
            ))}
          </ul>
        </ListStates>
      </div>

      {editing && <EditProfileDialog onClose={() => setEditing(false)} onSaved={saved} />}
    </div>
  )
}
