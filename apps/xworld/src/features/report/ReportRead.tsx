"use client";
// The report page read by the browser: for a guest (a prompt to sign in), or a player the server did not
// read for (another login, or a login only Telegram or the host app knows). Loaded only then
// (ReportFromBrowser); otherwise the page shows the server's read of the target.
import { Trans } from "@lingui/react/macro";
import { interactionEndpoints } from "@repo/api-client/endpoints/interaction";
import { userReadEndpoints } from "@repo/api-client/endpoints/user-reads";
import { useApiQuery } from "@repo/api-client/react";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";
import { type ReportQuery, reportPath } from "./report-query";
import { ReportForm } from "./ReportForm";
import { ReportTargetCard } from "./ReportTargetCard";

export function ReportRead({ locale, target, back }: { locale: Locale; target: ReportQuery; back: string }) {
  const viewer = useViewer();
  if (viewer === "player") return <ReportForm locale={locale} target={target} back={back} targetCard={<TargetRead target={target} />} />;
  if (viewer === "pending") return <FormSkeleton />;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={withLocale(reportPath(target), locale)}
      title={<Trans>Sign in to report</Trans>}
      description={<Trans>Reports come from players, so we can follow up with you.</Trans>}
    />
  );
}

function TargetRead({ target }: { target: ReportQuery }) {
  const player = useApiQuery(userReadEndpoints.publicCheak, { user_id: target.id }, { enabled: target.type === "user" });
  const post = useApiQuery(interactionEndpoints.post, { post_id: target.id }, { enabled: target.type === "post" });
  const facts = target.type === "user" ? (player.data ? { name: player.data.username, picture: player.data.avatar } : undefined) : post.data ? { name: post.data.title, picture: post.data.cover } : undefined;
  const failed = target.type === "user" ? player.isError : post.isError;
  return <ReportTargetCard target={target} facts={facts} failed={failed} />;
}
