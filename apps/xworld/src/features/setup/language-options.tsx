// The languages a player may choose, each named in itself, and the one the choice starts on: the form's
// (LanguageForm) and what the server draws until it loads (LanguageFormPreview).
import type { MyProfile } from "@repo/api-client/endpoints/profile";
import { LANGUAGE_NAMES } from "@repo/app-shell/features/auth/language-names";
import { isLocale, LOCALES, type Locale } from "@repo/i18n/locales";
import type { ChoiceOption } from "@repo/ui/choice-list";

export function languageOptions(): ChoiceOption[] {
  return LOCALES.map((code) => ({ value: code, label: <span lang={code}>{LANGUAGE_NAMES[code]}</span> }));
}

/** The page's language is the sensible first choice; the profile's once the player has saved one. */
export function startingLanguage(profile: MyProfile, locale: Locale): string {
  return profile.setup.language && isLocale(profile.language) ? profile.language : locale;
}
