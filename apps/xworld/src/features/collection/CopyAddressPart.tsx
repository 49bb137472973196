"use client";
// The showcase address's copy button as a part loaded after start (its clipboard and toast code is not
// the route's first load); meanwhile the same button, busy.
import { Trans } from "@lingui/react/macro";
import { Button } from "@repo/ui/button";
import { CopyIcon } from "@repo/ui/icons";
import { lazyPart } from "@repo/ui/lib/lazy-part";

export const CopyAddressPart = lazyPart<{ text: string; label: string }>(
  () => import("../wallet/CopyButton").then(({ CopyButton }) => CopyButton),
  ({ label }) => (
    <Button variant="secondary" size="sm" icon={<CopyIcon />} aria-label={label} loading>
      <Trans>Copy</Trans>
    </Button>
  ),
);
