import { z } from 'zod'
import { languageCodes, type Language } from './languages'

/** A language the app speaks ('en', 'de', 'es'). */
export const languageSchema = z.enum(languageCodes as [Language, ...Language[]], { error: 'Choose a language' })
