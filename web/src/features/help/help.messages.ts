import { defineMessages } from '@teamspace/domain/i18n/messages'

/**
 * The Help & Support page, section by section. Marked words are tags: <strong> and <em> as in the page, <profile> a
 * link to Profile Settings.
 */
export const helpMessages = defineMessages('help', {
  onThisPage: 'On this page',
  invitesTitle: 'How invites work',
  invitesIntro:
    'Nobody can join a team without an invite. Every invite link belongs to one team and says what role the new member gets.',
  invitesCoaches:
    '<strong>Coaches invite parents and staff:</strong> {staff}. Use <em>Invite Parents</em> in the top bar or the menu.',
  invitesParents:
    '<strong>Parents invite their own family:</strong> {family}. Use <em>Invite Family</em>. Family members join as parents linked to the same children, so a second parent needs no help from the coach.',
  invitesSend: 'Send the invite by e-mail, or copy the link and share it in a text message.',
  invitesLifetime:
    'Each link works for {days, plural, one {# day} other {# days}}. Coaches can see every open invite and revoke one in <em>Team Settings</em>; the link then stops working at once.',
  invitesNewTeam: 'Starting a brand-new team? Choose <em>Create a team</em> on the sign-in screen instead of joining.',
  rolesTitle: 'Roles',
  rolesCoaches:
    '<strong>Coaches</strong> (coach, assistant coach and team manager) run the team space: they manage the roster, record stats, schedule practices and games, post news, take attendance, start Player of the Match votes and moderate the chat. Only an invite from a coach can make someone a coach.',
  rolesFamily:
    '<strong>Parents and family</strong> (parent, volunteer, spouse or partner, sibling, grandparent and other family members) see the same team information, and can chat, upload photos, sign up to volunteer, vote for Player of the Match (never for their own child) and edit their own profile.',
  rolesChange:
    'A coach can change anyone’s role or remove a member in Team Settings. A team always keeps at least one coach.',
  privacyTitle: 'Privacy',
  privacyOwnSpace: 'Each team is its own private space. Nothing in it is visible to other teams or to the public.',
  privacySeen:
    '<strong>What other families see of you:</strong> your name, and your phone number, e-mail and address only if you allow it. Change this any time under <em>Privacy</em> in <profile>Profile Settings</profile> (phone and e-mail are shown and the address is hidden until you change them).',
  privacyChildren:
    '<strong>Children’s information</strong> such as medical notes, emergency contacts and dates of birth is visible to coaches only, and is erased for good when a player is removed.',
  privacyPhotos:
    '<strong>Photos</strong> can only be seen by signed-in members of the team. Location data is removed from every photo when it is uploaded.',
  privacySignOut: 'On a shared phone or computer, sign out from the menu when you are done.',
  featuresTitle: 'What is in the team space',
  dashboard: 'Dashboard',
  dashboardText: 'The week at a glance: next events, latest news and top performers.',
  playersStats: 'Players and Stats',
  playersStatsText: 'The roster and each player’s season: goals, assists, minutes and games played.',
  calendarAttendance: 'Calendar and Attendance',
  calendarAttendanceText: 'Practices, games and team events, and who was there.',
  chatNews: 'Chat and News',
  chatNewsText: 'Conversations between coaches and families, and announcements from the coaches.',
  gallery: 'Gallery',
  galleryText: 'Photos from games and practices, for the team only.',
  directoryVolunteers: 'Directory and Volunteers',
  directoryVolunteersText: 'How to reach other families, and sign-ups for snacks, setup, cleanup and rides.',
  playerOfTheMatch: 'Player of the Match',
  playerOfTheMatchText: 'A vote after each game, started and closed by a coach.',
  coachesTitle: 'For coaches',
  coachesSettings: 'Check the team name, age group and time zone in Team Settings.',
  coachesStaff:
    'Invite your assistant coaches and team manager with the matching relationship, so they get coach rights.',
  coachesParents: 'Invite one parent or guardian per family; they can bring in the rest of their family themselves.',
  coachesPlayers: 'Add your players, then schedule practices and games; attendance lists are created with them.',
  coachesRevoke: 'Revoke invite links you no longer need, and remove members who have left the team.',
  parentsTitle: 'For parents and families',
  parentsOpen: 'Open the invite link you received and choose a password (or continue with Google).',
  parentsProfile:
    'Fill in your phone number and emergency contact in Profile Settings, and choose what others may see.',
  parentsInvite: 'Invite your partner, grandparents or anyone else in the family with Invite Family.',
  parentsCalendar: 'Keep an eye on the calendar and news, and sign up when the team needs volunteers.',
  accountTitle: 'Your account',
  accountForgot:
    'Forgot your password? Choose <em>Forgot password?</em> on the sign-in screen; the link we e-mail works for one hour.',
  accountChange: 'Change your password in <profile>Profile Settings</profile>. All your other devices are signed out.',
  accountStuck: 'Still stuck? Ask your team’s coach, who can send you a new invite or fix your role.',
})
