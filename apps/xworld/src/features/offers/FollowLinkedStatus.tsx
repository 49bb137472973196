// "Your <network> account is linked.", after the return from the network's sign-in.
import { Trans } from "@lingui/react/macro";
import { type FollowMedia, MEDIA_NAMES } from "./follow-media";

export function FollowLinkedStatus({ media }: { media: FollowMedia }) {
  const network = MEDIA_NAMES[media];
  return (
    <p role="status" className="rounded-12 bg-surface-sunken px-12 py-10 text-14 text-text">
      <Trans>Your {network} account is linked.</Trans>
    </p>
  );
}
