import type { Migration } from 'kysely/migration'
import * as createEventStore from './0001_create_event_store'
import * as createTeamsReadTable from './0002_create_teams_read_table'
import * as createAuthAndPersonalDataTables from './0003_create_auth_and_personal_data_tables'
import * as createMembersAndInvitesReadTables from './0004_create_members_and_invites_read_tables'
import * as createRosterAndStatsTables from './0005_create_roster_and_stats_tables'
import * as createAppendEventsFunction from './0006_create_append_events_function'
import * as movePlayerTotalsToStats from './0007_move_player_totals_to_stats'
import * as createJerseyClaimsAndPlayerStreams from './0008_create_jersey_claims_and_player_streams'
import * as addInviteUsesAndShareableCodes from './0009_add_invite_uses_and_shareable_codes'
import * as foldCommandCheckAndProjectionIntoAppend from './0010_fold_command_check_and_projection_into_append'
import * as createCalendarEventsReadTable from './0011_create_calendar_events_read_table'
import * as createAvailabilityReadTable from './0012_create_availability_read_table'
import * as createAttendanceReadTables from './0013_create_attendance_read_tables'
import * as createCalendarFeedTables from './0014_create_calendar_feed_tables'
import * as createScheduleMailTables from './0015_create_schedule_mail_tables'
import * as leaveRoomForInPlaceTotalUpdates from './0016_leave_room_for_in_place_total_updates'
import * as letAnAppendHoldAConditionStream from './0020_let_an_append_hold_a_condition_stream'
import * as createVotingsReadTables from './0021_create_votings_read_tables'
import * as createNewsArticlesReadTable from './0030_create_news_articles_read_table'
import * as createVolunteerReadTables from './0025_create_volunteer_read_tables'
import * as createVolunteerMailOutbox from './0026_create_volunteer_mail_outbox'
import * as addEmailedAtToNewsArticles from './0035_add_emailed_at_to_news_articles'
import * as createNewsMailTables from './0036_create_news_mail_tables'
import * as indexTheLogByTeamAndPosition from './0050_index_the_log_by_team_and_position'
import * as createGalleryReadTables from './0040_create_gallery_read_tables'
import * as createChatReadTables from './0045_create_chat_read_tables'
import * as keepPlayerNamesBesideTheLog from './0055_keep_player_names_beside_the_log'
import * as nameActorsByIdOnly from './0056_name_actors_by_id_only'
import * as holdLogReadersBackOnlyForAppendingTransactions from './0060_hold_log_readers_back_only_for_appending_transactions'
import * as createRateLimitCounters from './0061_create_rate_limit_counters'
import * as queuePasswordResetMails from './0063_queue_password_reset_mails'
import * as addUnsubscribeLinksAndChangeActors from './0064_add_unsubscribe_links_and_change_actors'
import * as callProjectionFunctionsAndNotifyFromTheAppend from './0070_call_projection_functions_and_notify_from_the_append'
import * as notifyCallersOfSessionAndAccountChanges from './0075_notify_callers_of_session_and_account_changes'
import * as appendInBatches from './0080_append_in_batches'
import * as keepACurrentTeamPerSession from './0085_keep_a_current_team_per_session'
import * as keepPrivacyAndMailSettingsPerTeam from './0086_keep_privacy_and_mail_settings_per_team'
import * as createAllTeamsCalendarFeedTokens from './0087_create_all_teams_calendar_feed_tokens'
import * as createPushNotificationTables from './0088_create_push_notification_tables'
import * as createReminderTables from './0090_create_reminder_tables'
import * as addEndTimesToCalendarEvents from './0091_add_end_times_to_calendar_events'
import * as createCalendarSeriesReadTable from './0092_create_calendar_series_read_table'
import * as createGameResultsAndSeasonsTables from './0094_create_game_results_and_seasons_tables'
import * as addAddressesAndArrivalTimesToCalendarEvents from './0099_add_addresses_and_arrival_times_to_calendar_events'
import * as addAddressesAndSeriesToCalendarFeedEntries from './0100_add_addresses_and_series_to_calendar_feed_entries'
import * as followSeriesInReminderCalendarChanges from './0101_follow_series_in_reminder_calendar_changes'
import * as countPushTimeoutsPerSubscription from './0102_count_push_timeouts_per_subscription'
import * as bindCommandIdsToTheirRequest from './0103_bind_command_ids_to_their_request'
import * as keepPushPreferencesAsRowsPerKind from './0104_keep_push_preferences_as_rows_per_kind'
import * as keepMailPreferencesInOneTable from './0105_keep_mail_preferences_in_one_table'
import * as keepEachPersonsLanguageWithTheAccount from './0106_keep_each_persons_language_with_the_account'
import * as giveEachTeamALanguage from './0107_give_each_team_a_language'
import * as createLineupReadTables from './0108_create_lineup_read_tables'
import * as keepAllergiesAndSwapsForVolunteerNeeds from './0109_keep_allergies_and_swaps_for_volunteer_needs'
import * as createGameDaySettingsAndMatchTables from './0110_create_game_day_settings_and_match_tables'
import * as keepPhotoConsentAndThePlayersPhotosName from './0111_keep_photo_consent_and_the_players_photos_name'
import * as createVolunteerReminderMailOutbox from './0112_create_volunteer_reminder_mail_outbox'
import * as keepEachTeamsFairPlayThreshold from './0113_keep_each_teams_fair_play_threshold'

/** Every migration, in order: a new one is one line here besides its numbered file. */
export const migrations: Record<string, Migration> = {
  '0001_create_event_store': createEventStore,
  '0002_create_teams_read_table': createTeamsReadTable,
  '0003_create_auth_and_personal_data_tables': createAuthAndPersonalDataTables,
  '0004_create_members_and_invites_read_tables': createMembersAndInvitesReadTables,
  '0005_create_roster_and_stats_tables': createRosterAndStatsTables,
  '0006_create_append_events_function': createAppendEventsFunction,
  '0007_move_player_totals_to_stats': movePlayerTotalsToStats,
  '0008_create_jersey_claims_and_player_streams': createJerseyClaimsAndPlayerStreams,
  '0009_add_invite_uses_and_shareable_codes': addInviteUsesAndShareableCodes,
  '0010_fold_command_check_and_projection_into_append': foldCommandCheckAndProjectionIntoAppend,
  '0011_create_calendar_events_read_table': createCalendarEventsReadTable,
  '0012_create_availability_read_table': createAvailabilityReadTable,
  '0013_create_attendance_read_tables': createAttendanceReadTables,
  '0014_create_calendar_feed_tables': createCalendarFeedTables,
  '0015_create_schedule_mail_tables': createScheduleMailTables,
  '0016_leave_room_for_in_place_total_updates': leaveRoomForInPlaceTotalUpdates,
  '0020_let_an_append_hold_a_condition_stream': letAnAppendHoldAConditionStream,
  '0021_create_votings_read_tables': createVotingsReadTables,
  '0030_create_news_articles_read_table': createNewsArticlesReadTable,
  '0025_create_volunteer_read_tables': createVolunteerReadTables,
  '0026_create_volunteer_mail_outbox': createVolunteerMailOutbox,
  '0035_add_emailed_at_to_news_articles': addEmailedAtToNewsArticles,
  '0036_create_news_mail_tables': createNewsMailTables,
  '0050_index_the_log_by_team_and_position': indexTheLogByTeamAndPosition,
  '0040_create_gallery_read_tables': createGalleryReadTables,
  '0045_create_chat_read_tables': createChatReadTables,
  '0055_keep_player_names_beside_the_log': keepPlayerNamesBesideTheLog,
  '0056_name_actors_by_id_only': nameActorsByIdOnly,
  '0060_hold_log_readers_back_only_for_appending_transactions': holdLogReadersBackOnlyForAppendingTransactions,
  '0061_create_rate_limit_counters': createRateLimitCounters,
  '0063_queue_password_reset_mails': queuePasswordResetMails,
  '0064_add_unsubscribe_links_and_change_actors': addUnsubscribeLinksAndChangeActors,
  '0070_call_projection_functions_and_notify_from_the_append': callProjectionFunctionsAndNotifyFromTheAppend,
  '0075_notify_callers_of_session_and_account_changes': notifyCallersOfSessionAndAccountChanges,
  '0080_append_in_batches': appendInBatches,
  '0085_keep_a_current_team_per_session': keepACurrentTeamPerSession,
  '0086_keep_privacy_and_mail_settings_per_team': keepPrivacyAndMailSettingsPerTeam,
  '0087_create_all_teams_calendar_feed_tokens': createAllTeamsCalendarFeedTokens,
  '0088_create_push_notification_tables': createPushNotificationTables,
  '0090_create_reminder_tables': createReminderTables,
  '0091_add_end_times_to_calendar_events': addEndTimesToCalendarEvents,
  '0092_create_calendar_series_read_table': createCalendarSeriesReadTable,
  '0094_create_game_results_and_seasons_tables': createGameResultsAndSeasonsTables,
  '0099_add_addresses_and_arrival_times_to_calendar_events': addAddressesAndArrivalTimesToCalendarEvents,
  '0100_add_addresses_and_series_to_calendar_feed_entries': addAddressesAndSeriesToCalendarFeedEntries,
  '0101_follow_series_in_reminder_calendar_changes': followSeriesInReminderCalendarChanges,
  '0102_count_push_timeouts_per_subscription': countPushTimeoutsPerSubscription,
  '0103_bind_command_ids_to_their_request': bindCommandIdsToTheirRequest,
  '0104_keep_push_preferences_as_rows_per_kind': keepPushPreferencesAsRowsPerKind,
  '0105_keep_mail_preferences_in_one_table': keepMailPreferencesInOneTable,
  '0106_keep_each_persons_language_with_the_account': keepEachPersonsLanguageWithTheAccount,
  '0107_give_each_team_a_language': giveEachTeamALanguage,
  '0108_create_lineup_read_tables': createLineupReadTables,
  '0109_keep_allergies_and_swaps_for_volunteer_needs': keepAllergiesAndSwapsForVolunteerNeeds,
  '0110_create_game_day_settings_and_match_tables': createGameDaySettingsAndMatchTables,
  '0111_keep_photo_consent_and_the_players_photos_name': keepPhotoConsentAndThePlayersPhotosName,
  '0112_create_volunteer_reminder_mail_outbox': createVolunteerReminderMailOutbox,
  '0113_keep_each_teams_fair_play_threshold': keepEachTeamsFairPlayThreshold,
}
