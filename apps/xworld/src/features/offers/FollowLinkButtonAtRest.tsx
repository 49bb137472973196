// The link button as the server draws it until its part has loaded: as it will be, not pressable.
import { useLingui } from "@lingui/react/macro";
import { Button } from "@repo/ui/button";
import { type FollowMedia, MEDIA_NAMES } from "./follow-media";

export function FollowLinkButtonAtRest({ media }: { media: FollowMedia }) {
  const { t } = useLingui();
  const network = MEDIA_NAMES[media];
  return (
    <Button size="lg" block disabled>
      {t`Link ${network} account`}
    </Button>
  );
}
