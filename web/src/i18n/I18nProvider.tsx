import { Fragment, useSyncExternalStore, type ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { defaultLanguage } from '@teamspace/domain/shared/languages'
import { localeState, subscribeToLocale } from './locale'

/** A message without words in the language is shown in English, which is no error worth a console line. */
const ignoreMissing = (error: { code?: string }) => {
  if (error.code !== 'MISSING_TRANSLATION') console.error(error)
}

/**
 * The person's language and locale for every page (i18n/locale.ts). A change of language renders the app again
 * from here, so that words and dates written outside React's own state (lib/dates.ts) follow it at once.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const { language, locale, catalog } = useSyncExternalStore(subscribeToLocale, localeState, localeState)
  return (
    <IntlProvider
      locale={locale}
      defaultLocale={defaultLanguage}
      messages={catalog}
      onError={ignoreMissing}
      textComponent={Fragment}
    >
      <Fragment key={`${language} ${locale}`}>{children}</Fragment>
    </IntlProvider>
  )
}
