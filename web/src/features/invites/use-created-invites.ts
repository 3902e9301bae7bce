import type { CreatedInvite } from '@teamspace/domain/invites/invites.schemas'
import type { Relationship } from '@teamspace/domain/invites/relationships'
import { useCallback, useEffect, useRef, useState } from 'react'
import { createInvite } from './invites.queries'

/**
 * One invite per relationship while the dialog is open: created as soon as a relationship is chosen, so the
 * link is there to copy, and reused if the person switches back to it.
 */
export function useCreatedInvites(relationship: Relationship) {
  const [invites, setInvites] = useState<Partial<Record<Relationship, CreatedInvite>>>({})
  const [failed, setFailed] = useState<ReadonlySet<Relationship>>(new Set())
  // A ref, not state: React runs effects twice in development, and one request per relationship is enough.
  const requested = useRef(new Set<Relationship>())

  const request = useCallback((wanted: Relationship) => {
    if (requested.current.has(wanted)) return
    requested.current.add(wanted)
    createInvite(wanted).then(
      (invite) => setInvites((previous) => ({ ...previous, [wanted]: invite })),
      () => {
        requested.current.delete(wanted)
        setFailed((previous) => new Set(previous).add(wanted))
      },
    )
  }, [])

  useEffect(() => {
    request(relationship)
  }, [relationship, request])

  return {
    invite: invites[relationship],
    failed: failed.has(relationship),
    retry: () => {
      setFailed((previous) => without(previous, relationship))
      request(relationship)
    },
  }
}

function without<T>(set: ReadonlySet<T>, value: T): ReadonlySet<T> {
  if (!set.has(value)) return set
  const next = new Set(set)
  next.delete(value)
  return next
}
