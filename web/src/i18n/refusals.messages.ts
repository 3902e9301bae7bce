import { accountDeletionMessages, authMessages } from '@teamspace/domain/account/account.constants'
import { attendanceMessages } from '@teamspace/domain/attendance/attendance.constants'
import { availabilityMessages } from '@teamspace/domain/availability/availability.constants'
import { seriesMessages } from '@teamspace/domain/calendar/calendar-series.rule'
import { calendarMessages } from '@teamspace/domain/calendar/calendar.constants'
import { calendarFeedMessages } from '@teamspace/domain/calendar-feed/calendar-feed.schemas'
import { chatMessages } from '@teamspace/domain/chat/chat.constants'
import { galleryMessages } from '@teamspace/domain/gallery/gallery.constants'
import { gamedayMessages } from '@teamspace/domain/gameday/gameday.constants'
import { HISTORY_PAGE_MAX, historyMessages } from '@teamspace/domain/history/history.constants'
import { defineMessages } from '@teamspace/domain/i18n/messages'
import { lineupsMessages } from '@teamspace/domain/lineups/lineups.constants'
import { newsMessages } from '@teamspace/domain/news/news.constants'
import { pushMessages } from '@teamspace/domain/push/push.constants'
import { reminderMessages } from '@teamspace/domain/reminders/reminders.constants'
import { resultsMessages } from '@teamspace/domain/results/results.constants'
import { seasonsMessages } from '@teamspace/domain/results/seasons.constants'
import { MAX_PARENT_EMAILS, playerMessages } from '@teamspace/domain/roster/roster.constants'
import { commandIdReusedMessage } from '@teamspace/domain/shared/errors'
import { safeInputMessages } from '@teamspace/domain/shared/input-checks'
import { statsMessages } from '@teamspace/domain/stats/stats.constants'
import { leaveTeamMessages } from '@teamspace/domain/team/team.constants'
import { LAST_COACH_MESSAGE } from '@teamspace/domain/team/team.decider'
import { volunteerMessages } from '@teamspace/domain/volunteers/volunteers.schemas'
import { votingMessages } from '@teamspace/domain/votes/votes.schemas'

/**
 * The server's refusals and the forms' checks, in the spec's English words (the domain's own constants wherever it
 * keeps them, so the two cannot drift apart; else written exactly as the domain and the server write them). Each
 * English text is here once: `translateRefusal` (locale.ts) finds a refusal's message by its words. A text with a
 * value in it (a team's name, a time) names it as an argument, `{team}`, and is found by the words around it.
 */
export const refusalsMessages = defineMessages('refusals', {
  // ---- Any request ----
  signIn: 'Please sign in to continue.',
  noPermission: 'You do not have permission to do that.',
  notFound: 'Not found.',
  changedAtOnce: 'Someone else changed this at the same moment. Please try again.',
  commandIdReused: commandIdReusedMessage,
  otherSite: 'This request came from another site and was refused.',
  noTeamAnyMore: 'You are not a member of a team any more.',
  tooLarge: 'The request is too large.',
  unsafeText: safeInputMessages.text,
  realDate: safeInputMessages.date,
  id: safeInputMessages.id,
  wholeNumber: safeInputMessages.number,
  tooManyItems: safeInputMessages.list,
  fieldLong: 'Must be at most {max} characters',

  // ---- Signing in, the account, the profile ----
  invalidCredential: authMessages['invalid-credential'],
  emailInUse: authMessages['email-already-in-use'],
  tooManyRequests: authMessages['too-many-requests'],
  invalidEmail: authMessages['invalid-email'],
  weakPassword: authMessages['weak-password'],
  networkRequestFailed: authMessages['network-request-failed'],
  permissionDenied: authMessages['permission-denied'],
  invalidInvite: authMessages['invalid-invite'],
  coachInviteRequired: authMessages['coach-invite-required'],
  inviteRequired: authMessages['invite-required'],
  alreadyMember: authMessages['already-member'],
  invalidResetToken: authMessages['invalid-reset-token'],
  authFallback: authMessages.fallback,
  inviteCodeRequired: 'An invite code is required to join a team',
  languageRequired: 'Choose a language',
  teamRequired: 'Choose a team',
  emailRequired: 'Email is required',
  nameRequired: 'Name is required',
  nameLong: 'Name must be at most 80 characters',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 6 characters',
  passwordLong: 'Password must be at most 200 characters',
  passwordsDiffer: 'Passwords do not match',
  confirmDeletion: 'Please confirm that you want to delete your account',
  wrongPassword: accountDeletionMessages.wrongPassword,
  wrongEmail: accountDeletionMessages.wrongEmail,
  lastCoachDeleting: accountDeletionMessages.lastCoach('{team}'),
  profileNotFound: 'Profile not found.',

  // ---- Team and invites ----
  teamNameRequired: 'Team name is required',
  teamNameLong: 'Team name must be at most 80 characters',
  ageGroupRequired: 'Age group is required',
  timeZone: 'Please choose a valid time zone',
  lastCoach: LAST_COACH_MESSAGE,
  lastCoachLeaving: leaveTeamMessages.lastCoach('{team}'),
  onlyTeam: leaveTeamMessages.onlyTeam,
  teamNotFound: 'Team not found.',
  memberNotFound: 'Member not found.',
  teamExists: 'This team already exists.',
  onlyMembersInvite: 'Only members of the team can invite people.',
  inviteKind: 'You cannot send this kind of invite.',
  inviteNotFound: 'Invite not found.',
  validEmail: playerMessages.parentEmail,
  emailMissing: 'Please enter an email address',

  // ---- Players ----
  playerNameRequired: playerMessages.nameRequired,
  playerNameShort: playerMessages.nameShort,
  jerseyNumber: playerMessages.jerseyNumber,
  jerseyRange: playerMessages.jerseyRange,
  jerseyTaken: playerMessages.jerseyTaken,
  parentEmailsSummary: playerMessages.parentEmailsSummary,
  parentEmailsMany: `At most ${MAX_PARENT_EMAILS} parent emails`,
  dateOfBirth: playerMessages.dateOfBirth,
  photoType: playerMessages.photoType,
  photoSize: playerMessages.photoSize,
  contactNameRequired: 'Contact name is required',
  contactPhoneRequired: 'Contact phone is required',
  playerNotFound: statsMessages.playerNotFound,
  playerExists: 'This player already exists.',
  photoNotFound: 'Photo not found.',

  // ---- Calendar ----
  eventTitleRequired: calendarMessages.titleRequired,
  eventTitleShort: calendarMessages.titleShort,
  dateRequired: calendarMessages.dateRequired,
  datePast: calendarMessages.datePast,
  timeRequired: calendarMessages.timeRequired,
  endTimeInvalid: calendarMessages.endTimeInvalid,
  endTimeSameAsStart: calendarMessages.endTimeSameAsStart,
  locationRequired: calendarMessages.locationRequired,
  addressInvalid: calendarMessages.addressInvalid,
  arriveEarlyInvalid: calendarMessages.arriveEarlyInvalid,
  notCreator: calendarMessages.notCreator,
  pastLocked: calendarMessages.pastLocked,
  eventNotFound: calendarMessages.notFound,
  changedMeanwhile: calendarMessages.changedMeanwhile,
  teamTimeZoneInvalid: calendarMessages.timeZoneInvalid,
  rangeInvalid: calendarMessages.rangeInvalid,
  eventExists: 'This event was already scheduled.',
  seriesExists: 'This series was already scheduled.',
  weekdaysRequired: seriesMessages.weekdaysRequired,
  intervalInvalid: seriesMessages.intervalInvalid,
  seriesEndRequired: seriesMessages.endRequired,
  untilBeforeStart: seriesMessages.untilBeforeStart,
  countInvalid: seriesMessages.countInvalid,
  noOccurrence: seriesMessages.noOccurrence,
  fromInvalid: seriesMessages.fromInvalid,
  notRepeating: seriesMessages.notRepeating,
  repeatRequired: seriesMessages.repeatRequired,
  seriesVersionRequired: seriesMessages.seriesVersionRequired,
  calendarLinkNotFound: calendarFeedMessages.notFound,

  // ---- Availability, reminders, attendance ----
  notYourChild: availabilityMessages.notYourChild,
  availabilityNotOpen: availabilityMessages.notOpen,
  availabilityNote: availabilityMessages.note,
  availabilityAnswer: availabilityMessages.answer,
  notAsking: reminderMessages.notAsking,
  everyoneAnswered: reminderMessages.everyoneAnswered,
  reminderTooSoon: reminderMessages.tooSoon('{again}'),
  leadHours: reminderMessages.leadHours,
  nothingToAcknowledge: reminderMessages.nothingToAcknowledge,
  notFamily: reminderMessages.notFamily,
  notTakingAttendance: attendanceMessages.notTakingAttendance,

  // ---- Stats, results, seasons ----
  playerRequired: statsMessages.playerRequired,
  minutes: statsMessages.minutes,
  goals: statsMessages.goals,
  assists: statsMessages.assists,
  yellowCards: statsMessages.yellowCards,
  redCards: statsMessages.redCards,
  saves: statsMessages.saves,
  gameDateRequired: statsMessages.gameDate,
  keyPlays: statsMessages.keyPlays,
  noPlayersPlayed: statsMessages.noPlayersPlayed,
  playerTwice: statsMessages.playerTwice,
  lineNotFound: statsMessages.lineNotFound,
  lineVoided: statsMessages.lineVoided,
  lineRecorded: 'This stat line was already recorded.',
  goalsFor: resultsMessages.goalsFor,
  goalsAgainst: resultsMessages.goalsAgainst,
  scorerGoals: resultsMessages.scorerGoals,
  scorerTwice: resultsMessages.scorerTwice,
  gameNotFound: resultsMessages.gameNotFound,
  resultNotAGame: resultsMessages.notAGame,
  notStarted: resultsMessages.notStarted,
  resultUnchanged: resultsMessages.unchanged,
  seasonNameRequired: seasonsMessages.nameRequired,
  seasonNameLong: seasonsMessages.nameLong,
  startRequired: seasonsMessages.startRequired,
  endRequired: seasonsMessages.endRequired,
  endBeforeStart: seasonsMessages.endBeforeStart,
  startAfterCurrent: seasonsMessages.startAfterCurrent,
  seasonNotFound: seasonsMessages.seasonNotFound,
  startTooLate: seasonsMessages.startTooLate,
  onlyCurrent: seasonsMessages.onlyCurrent,
  seasonNotEmpty: seasonsMessages.notEmpty,

  // ---- Game day ----
  matchFormat: gamedayMessages.format,
  periodMinutes: gamedayMessages.periodMinutes,
  tapTime: gamedayMessages.at,
  tapInFuture: gamedayMessages.atInFuture,
  tapTooOld: gamedayMessages.atTooOld,
  matchNotAGame: gamedayMessages.notAGame,
  kickOffTooEarly: gamedayMessages.tooEarly,
  alreadyKickedOff: gamedayMessages.alreadyKickedOff,
  notKickedOff: gamedayMessages.notKickedOff,
  notInFirstHalf: gamedayMessages.notInFirstHalf,
  notInSecondHalf: gamedayMessages.notInSecondHalf,
  matchOver: gamedayMessages.over,
  noGoalToUndo: gamedayMessages.noGoalToUndo,
  chooseScorer: gamedayMessages.scorerRequired,
  scorerNotAllowed: gamedayMessages.scorerNotAllowed,
  assistSelf: gamedayMessages.assistSelf,
  choosePlayerIn: gamedayMessages.playerIn,
  choosePlayerOut: gamedayMessages.playerOut,
  samePlayerInOut: gamedayMessages.samePlayer,

  // ---- Player of the Match ----
  alreadyVoted: votingMessages.alreadyVoted,
  ownChild: votingMessages.ownChild,
  votingExists: votingMessages.alreadyExists,
  votePlayerRequired: votingMessages.playerRequired,
  gameTitleRequired: votingMessages.titleRequired,
  timeInvalid: votingMessages.timeInvalid,
  reasonLong: votingMessages.reasonLong,
  votingClosed: votingMessages.closed,
  votingNotFound: votingMessages.notFound,
  votingNotAGame: votingMessages.notAGame,

  // ---- Chat ----
  threadTitleRequired: chatMessages.titleRequired,
  messageRequired: chatMessages.messageRequired,
  coachOnly: chatMessages.coachOnly,
  notSender: chatMessages.notSender,
  threadNotFound: chatMessages.threadNotFound,
  messageNotFound: chatMessages.messageNotFound,
  replyElsewhere: chatMessages.replyElsewhere,
  threadTitleLong: chatMessages.titleLong,
  descriptionLong: chatMessages.descriptionLong,
  tagLong: chatMessages.tagLong,
  messageLong: chatMessages.messageLong,
  sendingTooFast: chatMessages.tooFast,
  threadStarted: 'This thread was already started.',
  messagePosted: 'This message was already posted.',

  // ---- News ----
  titleRequired: newsMessages.titleRequired,
  titleShort: newsMessages.titleShort,
  contentRequired: newsMessages.contentRequired,
  contentShort: newsMessages.contentShort,
  summaryLong: newsMessages.summaryLong,
  notAuthor: newsMessages.notAuthor,
  articleNotFound: newsMessages.notFound,
  textTooLong: newsMessages.tooLong,
  alreadyEmailed: newsMessages.alreadyEmailed,
  articlePosted: 'This article was already posted.',

  // ---- Gallery ----
  onlyImages: galleryMessages.onlyImages,
  canOnlyUploadMore: galleryMessages.canOnlyUploadMore('{room}' as unknown as number),
  maxFiles: galleryMessages.maxFiles,
  invalidType: galleryMessages.invalidType,
  fileTooLarge: galleryMessages.tooLarge,
  tooManyPixels: galleryMessages.tooManyPixels,
  notUploader: galleryMessages.notUploader,
  photoGone: galleryMessages.notFound,
  unknownTag: galleryMessages.unknownTag,
  captionLong: galleryMessages.captionLong,
  uploadingTooFast: galleryMessages.tooFast,
  photoUploaded: 'This photo was already uploaded.',
  photosPageGone: 'This page of photos is no longer available. Please reload.',

  // ---- Volunteers ----
  helpType: 'Please choose a type of help.',
  calendarEventRequired: volunteerMessages.calendarEventRequired,
  slotsTooMany: volunteerMessages.slotsTooMany,
  offsetTooFar: volunteerMessages.offsetTooFar,
  needDescriptionLong: volunteerMessages.descriptionTooLong,
  noteTooLong: volunteerMessages.noteTooLong,
  full: volunteerMessages.full,
  alreadySignedUp: volunteerMessages.alreadySignedUp,
  needNotFound: volunteerMessages.notFound,
  calendarEventGone: volunteerMessages.calendarEventGone,
  calendarEventPast: volunteerMessages.calendarEventPast,
  needPast: volunteerMessages.needPast,
  timePassed: volunteerMessages.timePassed,
  notManager: volunteerMessages.notManager,
  slotsBelowSignUps: volunteerMessages.slotsBelowSignUps,
  needAdded: 'This volunteer need was already added.',

  // ---- Notifications ----
  badEndpoint: pushMessages.badEndpoint,
  badKeys: pushMessages.badKeys,
  unknownEndpoint: pushMessages.unknownEndpoint,
  tooManyDevices: pushMessages.tooManyDevices,

  // ---- Activity history ----
  historyFeature: historyMessages.feature,
  historyKind: historyMessages.kind,
  historyRange: historyMessages.range,
  historyDate: historyMessages.date,
  historyNotFound: historyMessages.notFound,
  pagePosition: 'Please give a page position as a whole number.',
  pageSize: `Please give a page size from 1 to ${HISTORY_PAGE_MAX}.`,
  // ---- Lineups ----
  lineupNotAGame: lineupsMessages.notAGame,
  lineupUnknownSlot: lineupsMessages.unknownSlot,
  lineupSlotTwice: lineupsMessages.slotTwice,
  lineupPlayerTwice: lineupsMessages.playerTwice,
  lineupTooManyStarters: lineupsMessages.tooManyStarters,
  lineupNotSaved: lineupsMessages.notSaved,
  lineupIncomplete: lineupsMessages.incomplete,
  lineupPublishedIncomplete: lineupsMessages.publishedIncomplete,
  lineupAfterKickOff: lineupsMessages.afterKickOff,
  lineupPublishAt: lineupsMessages.publishAt,
})
