import { describe, expect, it } from 'vitest'

/**
 * A save refreshes what its answer names (the `X-Live-Topics` header, `lib/touched-topics.ts`): the pages keep no
 * lists of their own of what a save changed. What is left of refreshing by hand in the features is here, file by
 * file, with why it stays; a new `invalidateQueries` (or a new call of a refresh below) fails this until it is
 * either the server's to name (the feature's `liveTopics`) or added here with its reason.
 */
const sources = import.meta.glob<string>(['../../features/**/*.{ts,tsx}', '!../../features/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** The features' own refreshes: each calls `invalidateQueries`, and is counted where it is called too. */
const refreshes = ['refreshCalendar', 'refreshNews', 'refreshStats', 'refreshUnread', 'refreshVolunteers']

const refusal =
  'after a refusal, which appends nothing and so names no topics: the page reads again what made it refuse'

/** Hand refreshes by file (under features/): how many, and why no answer's topics can do them. */
const allowed: Record<string, { readonly calls: number; readonly why: string }> = {
  'account/session-watch.ts': {
    calls: 1,
    why: 'a 401 says the session ended elsewhere: no save of the team, and no answer names it',
  },
  'lineups/use-refetch-at.ts': {
    calls: 1,
    why: 'a lineup published for a later time shows then, when no save happens and no answer or notice comes',
  },
  'chat/chat.queries.ts': {
    calls: 2,
    why: 'refreshUnread: a read marker is the reader’s own, so its event names no topics (nobody else refetches)',
  },
  'chat/MessageLog.tsx': { calls: 1, why: 'refreshUnread after a read marker moved (above)' },
  'votes/VoteForm.tsx': { calls: 1, why: `a vote ${refusal} (already voted, the voting closed)` },
  'volunteers/volunteers.queries.ts': { calls: 1, why: 'refreshVolunteers, called only after a refusal' },
  'volunteers/NeedCard.tsx': { calls: 1, why: `a withdrawal ${refusal}` },
  'volunteers/SwapControls.tsx': { calls: 1, why: `a swap ${refusal} (taken meanwhile)` },
  'volunteers/SignUpDialog.tsx': { calls: 1, why: `a sign-up ${refusal} (full, already signed up, gone)` },
  'calendar/calendar.queries.ts': { calls: 1, why: 'refreshCalendar, called only after a refusal' },
  'calendar/DeleteEventDialog.tsx': { calls: 1, why: `a delete ${refusal} (the event gone already)` },
  'news/news.queries.ts': { calls: 1, why: 'refreshNews, called only after a refusal' },
  'news/NewsPage.tsx': { calls: 1, why: `a delete ${refusal} (the article gone already)` },
  'stats/stats-cache.ts': { calls: 2, why: 'refreshStats (the totals and the lines), called only after a refusal' },
  'stats/VoidStatLineDialog.tsx': { calls: 1, why: `a void ${refusal} (the line voided already)` },
}

/** The hand refreshes a source makes: `invalidateQueries(` and the calls (not the definitions) of the refreshes. */
const handRefreshes = (source: string) =>
  source.match(new RegExp(`\\binvalidateQueries\\(|(?<!function )\\b(?:${refreshes.join('|')})\\(`, 'g'))?.length ?? 0

const counted = Object.fromEntries(
  Object.entries(sources)
    .map(([path, source]) => [path.replace('../../features/', ''), handRefreshes(source)] as const)
    .filter(([, calls]) => calls > 0),
)

describe('refreshing by hand in the features', () => {
  it('reads the features’ sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100)
    expect(Object.keys(sources)).toContain('../../features/votes/VoteForm.tsx')
  })

  it('happens only where no answer’s topics can do it, each with its reason', () => {
    const expected = Object.fromEntries(Object.entries(allowed).map(([path, { calls }]) => [path, calls]))
    expect(counted).toEqual(expected)
  })
})
