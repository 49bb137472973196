// The invite panel as the server draws it while its code loads after start (InvitePanelPart): the
// player's code, the link's place (the link needs the browser's address or the Telegram host), the
// message it starts from, and Share busy. No client code of its own.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { useId } from "react";
import { INVITE_MESSAGE_FIELD, useInviteMessage } from "./invite-message";
import type { InviteReward } from "./InviteRewardRules";
import { InviteValue } from "./InviteValue";

export function InvitePanelWaiting({ locale, code, reward }: { locale: Locale; code: string; reward: InviteReward | undefined }) {
  const { t } = useLingui();
  const messageId = useId();
  const message = useInviteMessage(locale, reward);
  return (
    <Card title={t`Your invite`}>
      <dl className="flex flex-col gap-12">
        <InviteValue term={<Trans>Invite code</Trans>} value={code} copyLabel={t`Copy invite code`} onCopy={undefined} large />
        {/* Spec: not shown — the link's name before the platform is known. Choice: "Invite link" (the web's). */}
        <InviteValue term={<Trans>Invite link</Trans>} value={null} copyLabel={t`Copy invite link`} onCopy={undefined} />
      </dl>
      <div className="mt-16 flex flex-col gap-6">
        <label htmlFor={messageId} className="text-13 font-semibold text-text">
          <Trans>Invitation message</Trans>
        </label>
        <textarea id={messageId} defaultValue={message} rows={3} readOnly className={INVITE_MESSAGE_FIELD} />
      </div>
      <Button variant="primary" size="lg" block className="mt-16" loading="delayed">
        <Trans>Share invite</Trans>
      </Button>
    </Card>
  );
}
