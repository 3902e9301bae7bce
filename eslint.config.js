import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'services/test-dist-*/**',
      'data/**',
      'screenshots/**',
      'web/src/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The router's redirect() and notFound() are thrown by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }] },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify plugins and resolvers are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Boundaries. The domain is pure: it imports nothing of the server or the web app, and no I/O library.
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(services|web|migrations)(/|$)|^@teamspace/(services|web)',
              message: 'domain/ is shared by the server and the web app: it imports neither.',
            },
            {
              regex: '^(fastify|@fastify/.*|kysely|pg|react|react-dom|@tanstack/.*|node:.*)$',
              message: 'domain/ is pure: no I/O, no framework.',
            },
          ],
        },
      ],
    },
  },
  // A server feature reaches another only through its public face, `features/<feature>/index.ts`.
  {
    files: ['services/src/features/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^./][^/]*/',
              message: "Import another feature through its index (e.g. '../roster'), never its files.",
            },
          ],
        },
      ],
    },
  },
  // Push keeps devices, choices and delivery only: what is told, and when, is the telling feature's own, which
  // declares its kind and queues its notifications. So push imports no feature, on the server or in the domain.
  {
    files: ['services/src/features/push/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^./]|^@teamspace/domain/(?!push/|shared/)',
              message:
                'Push imports no feature: a feature that notifies declares its push kind and queues its own notifications (platform/push).',
            },
          ],
        },
      ],
    },
  },
  // The history mounts what every feature declares (its sentences, its "as of" views) and names none of them: it
  // imports no other feature, not even through its index. (The rule's options replace the one above, so both.)
  {
    files: ['services/src/features/history/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^./][^/]*/',
              message: "Import another feature through its index (e.g. '../roster'), never its files.",
            },
            {
              regex: '^\\.\\./[^./][^/]*$|(^|/)features/(?!history/)[^/]+',
              message:
                'The history imports no other feature: a feature declares what the history needs of it in its own definition (history, asOf).',
            },
          ],
        },
      ],
    },
  },
  // The platform names no feature: a feature hands it what it needs through its definition's slots (feature.ts),
  // and app.ts assembles the list. So the platform imports no feature, and of the domain only what is shared (the
  // languages and their formatting, i18n/, among it) and the slots' own types (push kinds, history sentences), and
  // the calendar's day arithmetic the "as of" views count days with (a piece of shared time, still kept with the
  // calendar). Its tests may drive a real feature's decider.
  {
    files: ['services/src/platform/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)features(/|$)',
              message:
                'The platform imports no feature: declare what it needs as a slot of defineFeature (feature.ts).',
            },
            {
              regex: '^@teamspace/domain/(?!shared/|i18n/|push/|history/|calendar/calendar\\.time$)',
              message:
                "The platform imports no feature's domain: declare what it needs as a slot of defineFeature (feature.ts).",
            },
          ],
        },
      ],
    },
  },
  // A web feature reaches another only through its public face, `features/<feature>/index.ts`. The route files
  // (and `main.tsx`) assemble the app from the features and may import any of their files.
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^./][^/]*/|(^|/)features/[^/]+/',
              message: "Import another feature through its index (e.g. '../roster'), never its files.",
            },
            {
              regex: '(^|/)routes(/|$)',
              message: 'The routes assemble the features: a feature imports none of them.',
            },
          ],
        },
      ],
    },
  },
  // Below the features: the app's shell, the UI kit, the libraries and what features share import no feature.
  // The shell is handed what it needs of one by the signed-in layout (`app/shell/shell-actions.tsx`).
  {
    files: ['web/src/{app,ui,lib,shared}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(features|routes)(/|$)',
              message:
                'web/src/app, ui, lib and shared sit below the features: they import none (move the piece to web/src/shared, or have the route pass it in).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The words on a page are in the person's language: a component takes them from a messages module (useT), never
    // writes them in its markup.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-zÀ-ÿ]{2,}/]',
          message:
            'Words on screen come from a messages module (useT), so that each family reads them in its language.',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|title|placeholder|label|alt|description)$/] > Literal[value=/[A-Za-zÀ-ÿ]{2,}/]',
          message:
            'Words on screen come from a messages module (useT), so that each family reads them in its language.',
        },
        {
          selector: 'JSXExpressionContainer > Literal[value=/[A-Za-zÀ-ÿ]{2,}/]',
          message:
            'Words on screen come from a messages module (useT), so that each family reads them in its language.',
        },
        {
          selector: 'JSXOpeningElement[name.name="FormattedMessage"]',
          message:
            'A message with elements in its words is shown by RichText (web/src/i18n), as the pseudo-locale sees it.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.e2e.test.ts', 'services/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      // Response bodies in tests are read as JSON and checked by the assertions themselves.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
)
