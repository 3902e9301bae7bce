export { NotificationsCard } from './NotificationsCard'
