// The name field's hint: the rule, or from when a name changed less than a day ago may change again.
// The form's (NameForm) and what the server draws until it loads (NameFormPreview).
import { useLingui } from "@lingui/react/macro";
import { formatDateTime } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";

export function NameHint({ locale, changeAfter }: { locale: Locale; changeAfter: number | null }) {
  const { t } = useLingui();
  if (!changeAfter) return t`Other players see this name. 3 to 20 letters, digits, _ or .`;
  const waitUntil = formatDateTime(changeAfter, { locale });
  return t`You can change your name again from ${waitUntil}.`;
}
