import { createContext, use, type ReactNode } from 'react'
import type { Me } from '@teamspace/domain/account/account.schemas'

const SignedInUserContext = createContext<Me | null>(null)

/** Provided by the signed-in layout, so pages inside it never have to handle "nobody". */
export function SignedInUserProvider({ user, children }: { user: Me; children: ReactNode }) {
  return <SignedInUserContext value={user}>{children}</SignedInUserContext>
}

export function useSignedInUser(): Me {
  const user = use(SignedInUserContext)
  if (!user) throw new Error('useSignedInUser is only available inside the signed-in layout.')
  return user
}
