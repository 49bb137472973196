"use client";
// "Customer support" on the me tab: the player's own support bot (my_cs_bot), asked for when the tab
// shows so a tap opens it at once, through the platform adapter; the link was checked as http(s) by the
// answer's schema, and a missing or unusable one falls back to the default bot (app-shell feedback).
// Loaded after the page starts (SupportButtonFromBrowser).
import { Trans } from "@lingui/react/macro";
import { useSupportLink } from "@repo/app-shell/features/feedback/use-support-link";
import { usePlatform } from "@repo/session/react/hooks";
import { Button } from "@repo/ui/button";
import { luckybearFeedback } from "../feedback/luckybear-feedback";

export function SupportButton() {
  const platform = usePlatform();
  const link = useSupportLink(luckybearFeedback);
  return (
    <Button
      variant="secondary"
      block
      loading={link.kind === "pending"}
      onClick={() => {
        if (link.kind === "ready") void platform.openLink(link.url);
      }}
    >
      <Trans>Customer support</Trans>
    </Button>
  );
}
