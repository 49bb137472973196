"use client";
// The lobby read by the browser: for a guest (a prompt to sign in), a player the server did not read for
// (another login, or a login only Telegram or the host app knows), or when the server's read failed.
// Loaded only then (PvpLobbyFromBrowser); otherwise the page shows the server's read.
import { Trans } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { List } from "@repo/ui/list";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { LobbyTabs } from "./LobbyTabs";
import { MatchesRead } from "./MatchesRead";
import { pvpHref } from "./pvp-rules";

export function PvpLobbyRead({ locale }: { locale: Locale }) {
  const viewer = useViewer();
  if (viewer === "player") return <LobbyTabs open={<MatchesRead locale={locale} scope="open" />} mine={<MatchesRead locale={locale} scope="mine" />} />;
  if (viewer === "pending") return <List loading loadingRows={4} />;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={pvpHref(locale, "lobby")}
      title={<Trans>Play one against one</Trans>}
      description={<Trans>Sign in to join a match with a stake; the winner takes both stakes.</Trans>}
    />
  );
}
