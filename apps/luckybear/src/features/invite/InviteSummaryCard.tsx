"use client";
// The player's invite: code and link to copy or share, and what the invites brought so far.
import { Trans, useLingui } from "@lingui/react/macro";
import type { ResponseOf } from "@repo/api-client/endpoint";
import { luckyBearInviteEndpoints } from "@repo/api-client/endpoints/lucky-bear/invite";
import { type ServerAnswerOptions, useApiQuery } from "@repo/api-client/react";
import { useCopyText, useShare } from "@repo/app-shell/features/invite/use-share";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { SkeletonText } from "@repo/ui/skeleton";

/** `server`: the invite page's server read of the summary (`usePlayerFirst(first).answer(…)`). */
export function InviteSummaryCard({ locale, server }: { locale: Locale; server: ServerAnswerOptions<ResponseOf<typeof luckyBearInviteEndpoints.inviteSummary>> }) {
  const { t } = useLingui();
  const summary = useApiQuery(luckyBearInviteEndpoints.inviteSummary, {}, server);
  const share = useShare();
  const copy = useCopyText();

  if (summary.isError && !summary.data) {
    return (
      <Card title={t`Invite friends`}>
        <ErrorState title={t`Your invite could not load.`} onRetry={() => void summary.refetch()} retrying={summary.isFetching} />
      </Card>
    );
  }
  if (!summary.data) {
    return (
      <Card title={t`Invite friends`}>
        <SkeletonText lines={4} />
      </Card>
    );
  }
  const { invite_code: code, invite_link: link, invited_count: invited, recharged_count: recharged } = summary.data;
  const reward = formatAmount(summary.data.total_reward, { locale });
  return (
    <Card title={t`Invite friends`}>
      <div className="flex flex-col gap-12">
        <p className="text-14 text-text-muted">
          <Trans>Friends who sign up with your link play with you, and you earn a reward for each of them.</Trans>
        </p>
        <dl className="grid grid-cols-3 gap-8 rounded-12 bg-surface-sunken p-12 text-center">
          <div>
            <dt className="text-12 text-text-muted">
              <Trans>Invited</Trans>
            </dt>
            <dd className="text-18 font-bold tabular-nums">{invited}</dd>
          </div>
          <div>
            <dt className="text-12 text-text-muted">
              <Trans>Recharged</Trans>
            </dt>
            <dd className="text-18 font-bold tabular-nums">{recharged}</dd>
          </div>
          <div>
            <dt className="text-12 text-text-muted">
              <Trans>Earned</Trans>
            </dt>
            <dd className="text-18 font-bold tabular-nums text-primary">{reward}</dd>
          </div>
        </dl>
        <p className="text-13 text-text-muted">
          <Trans>Your invite code</Trans> <span className="font-mono font-semibold text-text">{code}</span>
        </p>
        <p className="break-all rounded-12 bg-surface-sunken px-12 py-10 font-mono text-13" data-testid="invite-link">
          {link}
        </p>
        <div className="flex gap-8">
          <Button variant="secondary" block onClick={() => void copy(link)}>
            <Trans>Copy link</Trans>
          </Button>
          <Button variant="primary" block onClick={() => void share({ text: t`Play at Lucky Bear with me and get a welcome bonus!`, url: link })}>
            <Trans>Share</Trans>
          </Button>
        </div>
      </div>
    </Card>
  );
}
