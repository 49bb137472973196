"use client";
// Shares a gift code (or, without one, the gift code campaign) through the platform: a link to
// /giftcode/share, which works for guests and leads to redeeming.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@repo/ui/button";
import { useState } from "react";
import { useShare } from "@repo/app-shell/features/invite/use-share";
import { giftCodeSharePath } from "./gift-code-rules";

export function ShareGiftCodeButton({ code, variant = "secondary" }: { code: string | null; variant?: "primary" | "secondary" }) {
  const { t } = useLingui();
  const share = useShare();
  const [sharing, setSharing] = useState(false);
  const text = code
    ? t`Here is an XWorld gift code for you: ${code}. Redeem it in the app for a free reward!`
    : t`XWorld gives out gift codes with free rewards. Find out how to get yours!`;
  return (
    <Button
      variant={variant}
      block
      loading={sharing}
      onClick={() => {
        // Without a locale, so the friend lands in their own language.
        const url = `${window.location.origin}${giftCodeSharePath(code)}`;
        setSharing(true);
        void share({ text, url }).finally(() => setSharing(false));
      }}
    >
      {code ? <Trans>Share this gift code</Trans> : <Trans>Share with friends</Trans>}
    </Button>
  );
}
