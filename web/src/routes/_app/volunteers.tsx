import { createFileRoute } from '@tanstack/react-router'
import { ComingSoonPage } from '../../app/page/ComingSoonPage'

export const Route = createFileRoute('/_app/volunteers')({
  staticData: { page: { title: 'Volunteers', subtitle: 'Snacks, setup, cleanup and rides: who is helping when.' } },
  component: ComingSoonPage,
})
