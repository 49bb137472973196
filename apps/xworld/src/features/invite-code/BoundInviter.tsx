// Who invited the player and since when, in place of the form once there is someone. No client code of its
// own: the server renders it from its read, the browser from its own or from the answer to a bind.
import { Trans } from "@lingui/react/macro";
import type { Inviter } from "@repo/api-client/endpoints/invite-code";
import { formatDateTime } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { Card } from "@repo/ui/card";

export function BoundInviter({ locale, inviter, boundAt }: { locale: Locale; inviter: Inviter; boundAt: number | null }) {
  const name = inviter.username;
  const when = boundAt ? formatDateTime(boundAt, { locale }) : null;
  return (
    <Card>
      <div className="flex items-center gap-12" role="status">
        <img src={inviter.avatar} alt="" width={48} height={48} className="size-48 shrink-0 rounded-full bg-surface-sunken object-cover" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <p className="text-15 text-text">
            <Trans>
              You were invited by <strong data-testid="inviter-name">{name}</strong>.
            </Trans>
          </p>
          <p className="text-13 text-text-muted">{when ? <Trans>Code entered on {when}. It cannot be changed.</Trans> : <Trans>An inviter cannot be changed.</Trans>}</p>
        </div>
      </div>
    </Card>
  );
}
