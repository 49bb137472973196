"use client";
// The player's invite: code and link to copy, an invitation message they may edit, and Share.
import { Trans, useLingui } from "@lingui/react/macro";
import type { Locale } from "@repo/i18n/locales";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { useId, useState } from "react";
import { type InviteLink } from "./use-invite-link";
import { useCopyText, useShare } from "@repo/app-shell/features/invite/use-share";
import { INVITE_MESSAGE_FIELD, useInviteMessage } from "./invite-message";
import type { InviteReward } from "./InviteRewardRules";
import { InviteValue } from "./InviteValue";

export interface InvitePanelProps {
  locale: Locale;
  invite: InviteLink;
  /** The invite rules, when loaded: the message names the friend's reward. */
  reward: InviteReward | undefined;
}

export function InvitePanel({ locale, invite, reward }: InvitePanelProps) {
  const { t } = useLingui();
  const share = useShare();
  const copy = useCopyText();
  const messageId = useId();
  const warningId = useId();
  // null: the player has not edited the message, so it follows the default (which names the reward).
  const [draft, setDraft] = useState<string | null>(null);
  const [emptyWarning, setEmptyWarning] = useState(false);
  const [sharing, setSharing] = useState(false);

  const defaultMessage = useInviteMessage(locale, reward);
  const message = draft ?? defaultMessage;
  const { code, link } = invite;

  const onShare = async () => {
    if (!link) return;
    setSharing(true);
    const outcome = await share({ text: message, url: link });
    setSharing(false);
    setEmptyWarning(outcome === "empty");
  };

  return (
    <Card title={t`Your invite`}>
      <dl className="flex flex-col gap-12">
        <InviteValue
          term={<Trans>Invite code</Trans>}
          value={code}
          copyLabel={t`Copy invite code`}
          onCopy={code ? () => void copy(code) : undefined}
          large
        />
        <InviteValue
          term={invite.via === "telegram" ? <Trans>Telegram invite link</Trans> : <Trans>Invite link</Trans>}
          value={link}
          copyLabel={t`Copy invite link`}
          onCopy={link ? () => void copy(link) : undefined}
          failed={invite.status === "error" ? <ErrorState title={t`Your invite link could not load.`} onRetry={invite.retry} /> : null}
        />
      </dl>

      <div className="mt-16 flex flex-col gap-6">
        <label htmlFor={messageId} className="text-13 font-semibold text-text">
          <Trans>Invitation message</Trans>
        </label>
        <textarea
          id={messageId}
          value={message}
          rows={3}
          maxLength={500}
          aria-invalid={emptyWarning || undefined}
          aria-describedby={emptyWarning ? warningId : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setEmptyWarning(false);
          }}
          className={INVITE_MESSAGE_FIELD}
        />
        {emptyWarning ? (
          <p id={warningId} role="alert" className="text-13 text-danger">
            <Trans>Share failed, text is empty</Trans>
          </p>
        ) : null}
      </div>

      <Button variant="primary" size="lg" block className="mt-16" disabled={!link} loading={sharing} onClick={() => void onShare()}>
        <Trans>Share invite</Trans>
      </Button>
    </Card>
  );
}
