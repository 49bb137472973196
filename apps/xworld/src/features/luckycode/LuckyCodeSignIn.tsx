// What a guest sees under a draw: a way to sign in that comes back to it.
import { Trans } from "@lingui/react/macro";
import type { LuckyDraw } from "@repo/api-client/endpoints/camp";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { SignInPrompt } from "../wallet/SignInPrompt";

export function LuckyCodeSignIn({ locale, draw }: { locale: Locale; draw: LuckyDraw }) {
  return (
    <SignInPrompt
      locale={locale}
      backUrl={withLocale(`/luckycode/buy?draw=${draw.draw_id}`, locale)}
      title={<Trans>Sign in to buy lucky codes</Trans>}
      description={<Trans>Your codes and their results are kept with your account.</Trans>}
    />
  );
}
