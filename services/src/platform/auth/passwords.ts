import { hash, verify } from '@node-rs/argon2'

// argon2id with the OWASP-recommended minimum cost: 19 MiB, 2 passes, 1 lane.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: string) => hash(password, options)

export const verifyPassword = async (passwordHash: string, password: string) => {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/**
 * A hash to verify against when the account does not exist, so a sign-in for an unknown e-mail takes as long
 * as one with a wrong password and the response time tells nothing.
 */
let dummyHash: Promise<string> | undefined
export const verifyAgainstNothing = async (password: string) => {
  dummyHash ??= hashPassword('not-a-real-password')
  await verifyPassword(await dummyHash, password)
  return false
}
