import { createFileRoute } from '@tanstack/react-router'
import { HelpPage } from '../../../../features/help/HelpPage'

export const Route = createFileRoute('/_app/t/$teamId/help')({
  staticData: {
    page: { title: 'Help & Support', subtitle: 'How the team space works, for coaches and for families.' },
  },
  component: HelpPage,
})
