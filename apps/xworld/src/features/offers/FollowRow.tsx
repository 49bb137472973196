"use client";
// One account to follow: "Follow" opens its page on the network (through the platform), then "Check"
// asks check_follow_status, which pays the reward once (a toast says how much), one check per tap. On
// the server-rendered page (`renderPage`; a part loaded after start, FollowRowPart) a check renders the
// page again on the server (the row followed, the accounts you follow); in the browser's read
// (FollowTaskRead) the API client reads the lists again.
import { Trans, useLingui } from "@lingui/react/macro";
import { userSocialEndpoints } from "@repo/api-client/endpoints/user-social";
import { isBusinessError } from "@repo/api-client/errors";
import { useApiMutation } from "@repo/api-client/react";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { useRuntime } from "@repo/app-shell/runtime/context";
import { usePlatform } from "@repo/session/react/hooks";
import { Button } from "@repo/ui/button";
import { useState } from "react";
import { type FollowMedia, followUrl } from "./follow-media";
import { FollowRowView } from "./FollowRowView";
import type { FollowAccount } from "./FollowAccountsCard";

/** Spec: not shown — the code of "link the account first". Choice: the dev API's 2003. */
const NOT_AUTHORIZED = 2003;

export interface FollowRowProps {
  media: FollowMedia;
  account: FollowAccount;
  renderPage?: boolean;
}

export function FollowRow({ media, account, renderPage = false }: FollowRowProps) {
  const { t } = useLingui();
  const platform = usePlatform();
  const runtime = useRuntime();
  const errorText = useErrorText();
  const guard = useSingleSubmit();
  const { renderAgain, rendering } = useRenderAgain();
  const [opened, setOpened] = useState(false);
  const check = useApiMutation(userSocialEndpoints.checkFollowStatus, { meta: { silent: true } });
  const url = followUrl(media, account.account_id);
  const coin = account.coin_name;
  const name = account.name;
  const notLinked = isBusinessError(check.error, NOT_AUTHORIZED);

  const verify = () => {
    if (!guard.begin()) return;
    check.mutate(
      { media_type: media, account_id: account.account_id },
      {
        onSuccess: (result) => {
          const paid = result.reward;
          if (result.followed && paid > 0) runtime.toasts.show(t`Thanks for following ${name}: +${paid} ${coin}.`, { tone: "success" });
          if (renderPage) renderAgain();
        },
        onSettled: () => guard.end(),
      },
    );
  };

  return (
    <FollowRowView
      account={account}
      problem={check.error ? (notLinked ? t`Link your account first.` : errorText(check.error)) : null}
      action={
        opened ? (
          <Button size="sm" loading={check.isPending || rendering} onClick={verify} aria-label={t`Check that you follow ${name}`}>
            <Trans>Check</Trans>
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            disabled={!url}
            aria-label={t`Follow ${name}`}
            onClick={() => {
              if (!url) return;
              setOpened(true);
              void platform.openLink(url);
            }}
          >
            <Trans>Follow</Trans>
          </Button>
        )
      }
    />
  );
}
