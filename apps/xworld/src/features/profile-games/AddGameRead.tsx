"use client";
// /profile/addProduct read by the browser: for a guest (a prompt to sign in), a player the server did not
// read for (another login, or a login only Telegram or the host app knows), or when the server's read
// failed. Loaded only then (AddGameFromBrowser); otherwise the page shows the server's read.
import { Trans } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { Catalog } from "./Catalog";
import { ChooseShownLink } from "./ChooseShownLink";
import { ADD_GAME_PATH } from "./profile-games-paths";

export interface AddGameReadProps {
  locale: Locale;
}

export function AddGameRead({ locale }: AddGameReadProps) {
  const viewer = useViewer();
  if (viewer === "pending") return <FormSkeleton />;
  if (viewer === "player") {
    return (
      <>
        <Catalog />
        <ChooseShownLink locale={locale} />
      </>
    );
  }
  return (
    <SignInPrompt
      locale={locale}
      backUrl={withLocale(ADD_GAME_PATH, locale)}
      title={<Trans>Sign in to add games</Trans>}
      description={<Trans>Show other players the games you play.</Trans>}
    />
  );
}
