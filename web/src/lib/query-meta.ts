/**
 * What a query or a mutation may declare of itself beside its key, typed for every `meta` of the app
 * (TanStack Query's `Register`).
 */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: QueryMeta
  }
}

// A type, not an interface: TanStack asks for a record of strings, which only a type literal is without saying so.
export type QueryMeta = {
  /**
   * `false` for an answer that must never be kept on the device (app/pwa/offline-cache.ts): one that holds a secret,
   * such as an invite code or the calendar feed's private link, which gives access to the team's data to whoever
   * holds it and must not outlive the session.
   */
  readonly offline?: false
}

/** The meta of a query whose answer (or key) holds a secret: never kept on the device. */
export const secretQueryMeta: QueryMeta = { offline: false }
