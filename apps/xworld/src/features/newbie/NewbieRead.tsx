"use client";
// The browser's read of the newbie page (the server had none for this reader: a guest, another login, a
// login only Telegram or the host app knows, or a failed read): the sign-in prompt for a guest, else the
// player's tasks read here (the week over, a failure with Retry, or the tasks with their claim).
import { Trans, useLingui } from "@lingui/react/macro";
import { activityEndpoints } from "@repo/api-client/endpoints/activity";
import { isOutOfNewbie } from "@repo/api-client/errors";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { useApiQuery } from "@repo/api-client/react";
import { Countdown } from "@repo/ui/countdown";
import { ErrorState } from "@repo/ui/error-state";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { HistorySkeleton } from "../wallet/WalletSkeletons";
import { NewbieClaims } from "./NewbieClaims";
import { NewbieView } from "./NewbieView";
import { NewbieWeekOver } from "./NewbieWeekOver";

export function NewbieRead({ locale }: { locale: Locale }) {
  const viewer = useViewer();
  if (viewer === "player") return <NewbieTasksRead locale={locale} />;
  if (viewer === "pending") return <HistorySkeleton />;
  return (
    <SignInPrompt
      locale={locale}
      backUrl={withLocale("/activity/newbie", locale)}
      title={<Trans>Sign in to see your newbie tasks</Trans>}
      description={<Trans>In your first week, each task you finish earns a reward.</Trans>}
    />
  );
}

function NewbieTasksRead({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const activity = useApiQuery(activityEndpoints.newbieActivity, {});
  if (isOutOfNewbie(activity.error)) return <NewbieWeekOver locale={locale} />;
  if (activity.isError && !activity.data) {
    return <ErrorState title={t`Your newbie tasks could not load.`} onRetry={() => void activity.refetch()} retrying={activity.isFetching} />;
  }
  if (!activity.data) return <HistorySkeleton />;
  return (
    <NewbieView
      locale={locale}
      activity={activity.data}
      claims={(list) => <NewbieClaims locale={locale}>{list}</NewbieClaims>}
      countdown={(endsAt) => <Countdown target={endsAt * 1000} onEnd={() => void activity.refetch()} label={t`Newbie week ends in`} className="text-text" />}
    />
  );
}
