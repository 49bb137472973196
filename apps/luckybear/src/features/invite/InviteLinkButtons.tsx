"use client";
// Copy the invite link, or share it through the platform adapter (the share sheet, Telegram, the host
// app, or the copy dialog). Loaded after start by InviteLinkActions.
import { Trans, useLingui } from "@lingui/react/macro";
import { useCopyText, useShare } from "@repo/app-shell/features/invite/use-share";
import { Button } from "@repo/ui/button";
import { ButtonRow } from "@repo/ui/button/row";

export function InviteLinkButtons({ link }: { link: string }) {
  const { t } = useLingui();
  const share = useShare();
  const copy = useCopyText();
  return (
    <ButtonRow>
      <Button variant="secondary" onClick={() => void copy(link)}>
        <Trans>Copy link</Trans>
      </Button>
      <Button variant="primary" onClick={() => void share({ text: t`Play at Lucky Bear with me and get a welcome bonus!`, url: link })}>
        <Trans>Share</Trans>
      </Button>
    </ButtonRow>
  );
}
