import { createFileRoute } from '@tanstack/react-router'
import { HelpPage } from '../../../../features/help/HelpPage'
import { pageTitles } from '../../../../app/page/page-titles'

export const Route = createFileRoute('/_app/t/$teamId/help')({
  staticData: {
    page: pageTitles['/help'],
  },
  component: HelpPage,
})
