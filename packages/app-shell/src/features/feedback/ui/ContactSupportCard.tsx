// The "Contact support" card: what it offers, and its button (`button`: ContactSupportButton, on a
// server-rendered screen the brand's part loaded after start). No client code of its own.
import { Trans } from "@lingui/react/macro";
import { Card } from "@repo/ui/card";
import type { ReactNode } from "react";

export function ContactSupportCard({ button }: { button: ReactNode }) {
  return (
    <Card>
      <div className="flex flex-col gap-12">
        <p className="text-14 text-text-muted">
          <Trans>Did not find your answer? Our support team replies in Telegram.</Trans>
        </p>
        {button}
      </div>
    </Card>
  );
}
