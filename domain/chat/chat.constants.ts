/** Chat's limits (spec §9 and beyond). */
export const chatLimits = {
  /** Messages of the first fetch and of each earlier page. */
  pageSize: 50,
  /** Messages the live pane keeps. */
  liveWindow: 100,
  titleMax: 120,
  descriptionMax: 1000,
  tagMax: 30,
  tagsMax: 10,
  messageMax: 4000,
  /** Below this width the list or the chat is shown, not both. */
  mobileBreakpointPx: 768,
} as const

export const chatMessages = {
  titleRequired: 'Thread title is required',
  messageRequired: 'Message cannot be empty',
  privateOption: 'Coach-only thread',
  noThreads: 'No threads yet',
  noMessages: 'No messages yet',
  justNow: 'Just now',
  unknownTime: 'Unknown',
  /** Beyond the spec's words: the server's refusals. */
  coachOnly: 'Only coaches can create coach-only threads.',
  notSender: 'Only the sender of this message can edit it.',
  threadNotFound: 'This thread does not exist.',
  messageNotFound: 'This message does not exist.',
  replyElsewhere: 'You can only reply to a message of the same thread.',
  titleLong: 'Thread title must be 120 characters or fewer.',
  descriptionLong: 'Description must be 1000 characters or fewer.',
  tagLong: 'Each tag must be 30 characters or fewer.',
  messageLong: 'Message must be 4000 characters or fewer.',
  tooFast: "You're sending messages too fast. Please wait a moment.",
} as const

export const threadFilters = ['all', 'pinned', 'private'] as const
