// The place of BindPhoneBody until its part has loaded and app start knows the player: the line above
// the form and the phone form (not yet usable), of their size.
// Spec: not shown — what a server draws before it is known whether the player is signed in and has a
// number. Choice: a signed-in player without a number (who is sent here); a guest's page replaces it.
import { Trans, useLingui } from "@lingui/react/macro";
import { PhoneCodeFormPreview } from "./PhoneCodeFormPreview";
import { TextSkeleton } from "./TextSkeleton";

export function BindPhoneBodySkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-busy="true" aria-label={t`Loading your account…`} className="flex flex-col gap-20">
      <TextSkeleton className="text-14">
        <Trans>Add a phone number to your account to continue. We will send it a code.</Trans>
      </TextSkeleton>
      <PhoneCodeFormPreview disabled />
    </div>
  );
}
