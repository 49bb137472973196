// The player's invite: code and link, what the invites brought so far, and the link's buttons (a part
// loaded after start). No client code of its own: rendered on the server from its read, and in the
// browser by InviteSummaryCard.
import { Trans, useLingui } from "@lingui/react/macro";
import { formatAmount } from "@repo/i18n/format-amount";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";
import { InviteLinkActions } from "./InviteLinkActions";
import type { InviteSummary } from "./invite-reads";

export function InviteSummaryView({ locale, summary }: { locale: Locale; summary: InviteSummary }) {
  const { t } = useLingui();
  const { invite_code: code, invite_link: link, invited_count: invited, recharged_count: recharged } = summary;
  const reward = formatAmount(summary.total_reward, { locale });
  return (
    <Card title={t`Invite friends`}>
      <div className="flex flex-col gap-12">
        <p className="text-14 text-text-muted">
          <Trans>Friends who sign up with your link play with you, and you earn a reward for each of them.</Trans>
        </p>
        <dl className="grid grid-cols-3 gap-8 rounded-12 bg-surface-sunken p-12 text-center ui-break-words">
          <div>
            <dt className="text-11 text-text-muted">
              <Trans>Invited</Trans>
            </dt>
            <dd className="text-20 font-bold tabular-nums">{invited}</dd>
          </div>
          <div>
            <dt className="text-11 text-text-muted">
              <Trans>Recharged</Trans>
            </dt>
            <dd className="text-20 font-bold tabular-nums">{recharged}</dd>
          </div>
          <div>
            <dt className="text-11 text-text-muted">
              <Trans>Earned</Trans>
            </dt>
            <dd className="text-20 font-bold tabular-nums text-primary">{reward}</dd>
          </div>
        </dl>
        <p className="text-13 text-text-muted">
          <Trans>Your invite code</Trans> <span className="font-semibold tabular-nums text-text">{code}</span>
        </p>
        <p className="break-all rounded-12 bg-surface-sunken px-12 py-10 text-13" data-testid="invite-link">
          {link}
        </p>
        <InviteLinkActions link={link} />
      </div>
    </Card>
  );
}
