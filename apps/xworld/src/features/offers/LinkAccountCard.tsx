// "Link your X account" before a follow task: what linking is for, what went wrong with the last try
// (`problem`), and the button that starts it (`button`: FollowLinkButton, or the server's until it has
// loaded). No client code of its own.
import { Trans } from "@lingui/react/macro";
import { Card } from "@repo/ui/card";
import type { ReactNode } from "react";
import { type FollowMedia, MEDIA_NAMES } from "./follow-media";

export function LinkAccountCard({ media, problem, button }: { media: FollowMedia; problem?: ReactNode; button: ReactNode }) {
  const network = MEDIA_NAMES[media];
  return (
    <Card>
      <div className="flex flex-col gap-12">
        <h2 className="text-18 font-bold text-text">
          <Trans>Link your {network} account</Trans>
        </h2>
        <p className="text-14 text-text-muted">
          <Trans>We check your follows with {network}. Sign in there once; we never post for you.</Trans>
        </p>
        {problem}
        {button}
      </div>
    </Card>
  );
}
