// The place of VerifyBody until its part has loaded and app start knows the player: the signed-in
// player's page (the line above the form, their number, Send code), of its size.
// Spec: not shown — what a server draws before it is known whether the player is signed in and has a
// number. Choice: the usual case, a signed-in player with a number; a guest's or a numberless player's
// page replaces it.
import { Trans, useLingui } from "@lingui/react/macro";
import { ButtonPreview } from "@repo/ui/button/preview";
import { TextSkeleton } from "./TextSkeleton";

export function VerifyBodySkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-busy="true" aria-label={t`Loading your account…`} className="flex flex-col gap-20">
      <TextSkeleton className="text-14">
        <Trans>To keep your account safe, confirm it is you with a code sent to your phone.</Trans>
      </TextSkeleton>
      <div className="flex flex-col gap-16">
        <div className="flex flex-col gap-4">
          <p className="text-13 font-semibold text-text">
            <Trans>Phone number</Trans>
          </p>
          <TextSkeleton className="text-16 font-semibold" width="50%">
            {"\u00a0"}
          </TextSkeleton>
        </div>
        <ButtonPreview variant="secondary" block>
          <Trans>Send code</Trans>
        </ButtonPreview>
      </div>
    </div>
  );
}
