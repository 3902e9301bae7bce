// The reminders' public face: the team settings' card, the event's reminder button and its schedule-change notice.
export { EventReminders } from './EventReminders'
export { ReminderSettingCard } from './ReminderSettingCard'
export { ScheduleChangeNotice } from './ScheduleChangeNotice'
export { reminderMailQuery, setReminderMails } from './reminders.queries'
export { scheduleChangeQuery } from './reminders.queries'
