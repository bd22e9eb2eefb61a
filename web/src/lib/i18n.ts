import i18n, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import fr from '@/locales/fr.json';

export const languages = ['fr', 'en'] as const;
export type Language = (typeof languages)[number];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof fr };
  }
}

/** The language in force, always one of `languages` (regional variants such as en-US resolve to it). */
export function currentLanguage(): Language {
  return i18n.resolvedLanguage === 'en' ? 'en' : 'fr';
}

i18n.on('languageChanged', () => {
  const lng = currentLanguage();
  document.documentElement.lang = lng;
});

/**
 * French, the default and the fallback, is part of the first load; English (as many bytes again)
 * is fetched when it is first needed, so that a first visit on a slow line does not pay for both.
 */
const otherLanguages: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    if (language !== 'en') return callback(null, {});
    import('@/locales/en.json').then(
      (en) => callback(null, en.default),
      (error: Error) => callback(error, null),
    );
  },
};

/** Settled once the language in force can be shown: render the app after it (`main.tsx`). */
export const i18nReady: Promise<unknown> = i18n
  .use(LanguageDetector)
  .use(otherLanguages)
  .use(initReactI18next)
  .init({
    resources: { fr: { translation: fr } },
    partialBundledLanguages: true,
    fallbackLng: 'fr',
    supportedLngs: languages,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
    },
  });

export default i18n;
