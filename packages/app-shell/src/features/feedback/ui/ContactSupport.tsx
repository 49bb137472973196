"use client";
// "Contact support": opens the support bot through the platform (a new tab on the web, Telegram's own
// link handling in the mini app, the host's browser in the native app).
import { Trans } from "@lingui/react/macro";
import { usePlatform } from "@repo/session/react/hooks";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import type { FeedbackBrandAdapter } from "../brand-adapter";
import { useSupportLink } from "../use-support-link";

export function ContactSupport({ adapter }: { adapter: FeedbackBrandAdapter }) {
  const platform = usePlatform();
  const link = useSupportLink(adapter);
  return (
    <Card>
      <div className="flex flex-col gap-12">
        <p className="text-14 text-text-muted">
          <Trans>Did not find your answer? Our support team replies in Telegram.</Trans>
        </p>
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
      </div>
    </Card>
  );
}
