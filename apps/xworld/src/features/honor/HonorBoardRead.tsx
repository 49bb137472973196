"use client";
// The honor board read by the browser: for a guest (a prompt to sign in), a player the server did not
// read for (another login, or a login only Telegram or the host app knows), or when the server's read
// failed. Loaded only then (HonorBoardFromBrowser); otherwise the page shows the server's read.
import { Trans, useLingui } from "@lingui/react/macro";
import { honorEndpoints } from "@repo/api-client/endpoints/honor";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { useSessionValue } from "@repo/session/react/hooks";
import { ErrorState } from "@repo/ui/error-state";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { HonorBoardSkeleton } from "./HonorBoardSkeleton";
import { HonorBoardView } from "./HonorBoardView";
import { honorHref } from "./honor-rules";

export function HonorBoardRead({ locale }: { locale: Locale }) {
  const viewer = useViewer();
  if (viewer === "player") return <Board locale={locale} />;
  if (viewer === "pending") return <HonorBoardSkeleton />;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={honorHref(locale, "board")}
      title={<Trans>Earn honor and badges</Trans>}
      description={<Trans>Sign in to see your achievements and climb the honor board.</Trans>}
    />
  );
}

function Board({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const userName = useSessionValue("userName");
  const board = useApiQuery(honorEndpoints.board, {});
  if (board.isError && !board.data) {
    return <ErrorState title={t`The honor board could not load.`} onRetry={() => void board.refetch()} retrying={board.isFetching} />;
  }
  if (!board.data) return <HonorBoardSkeleton />;
  return <HonorBoardView board={board.data} ownName={userName ?? t`You`} locale={locale} />;
}
