import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../../app/page/ComingSoonPage'

export const Route = createFileRoute('/_app/attendance')({
  staticData: { page: { title: 'Attendance', subtitle: 'Who was at each practice and game.' } },
  component: ComingSoonPage,
})
