"use client";
// An agent link's buttons: copy its address, or share it through the platform adapter. Loaded after
// start by AgentLinkActions on the server-rendered page.
import { Trans, useLingui } from "@lingui/react/macro";
import { useCopyText, useShare } from "@repo/app-shell/features/invite/use-share";
import { Button } from "@repo/ui/button";

export function AgentLinkButtons({ link }: { link: string }) {
  const { t } = useLingui();
  const share = useShare();
  const copy = useCopyText();
  return (
    <div className="flex gap-8">
      <Button variant="secondary" size="sm" onClick={() => void copy(link)}>
        <Trans>Copy</Trans>
      </Button>
      <Button variant="ghost" size="sm" onClick={() => void share({ text: t`Play at Lucky Bear with me and get a welcome bonus!`, url: link })}>
        <Trans>Share</Trans>
      </Button>
    </div>
  );
}
