"use client";
// The button of "Contact support": the player's own support bot (asked for as soon as it shows), or the
// default one.
import { Trans } from "@lingui/react/macro";
import { usePlatform } from "@repo/session/react/hooks";
import { Button } from "@repo/ui/button";
import type { FeedbackBrandAdapter } from "../brand-adapter";
import { useSupportLink } from "../use-support-link";

export function ContactSupportButton({ adapter }: { adapter: FeedbackBrandAdapter }) {
  const platform = usePlatform();
  const link = useSupportLink(adapter);
  return (
    <Button
      block
      size="lg"
      loading={link.kind === "pending"}
      onClick={() => {
        if (link.kind === "ready") void platform.openLink(link.url);
      }}
    >
      <Trans>Contact support</Trans>
    </Button>
  );
}
