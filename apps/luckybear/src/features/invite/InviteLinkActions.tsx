"use client";
// The invite link's buttons as a part of their own: the share and copy code (the platform's share, the
// toasts, the copy dialog) loads after start; meanwhile the same two buttons show, busy.
import { Trans } from "@lingui/react/macro";
import { Button } from "@repo/ui/button";
import { ButtonRow } from "@repo/ui/button/row";
import { lazyPart } from "@repo/ui/lib/lazy-part";

export const InviteLinkActions = lazyPart(
  () => import("./InviteLinkButtons").then(({ InviteLinkButtons }) => InviteLinkButtons),
  <ButtonRow>
    <Button variant="secondary" loading="delayed">
      <Trans>Copy link</Trans>
    </Button>
    <Button variant="primary" loading="delayed">
      <Trans>Share</Trans>
    </Button>
  </ButtonRow>,
);
