// PhoneCodeForm as the server draws it until the form has loaded after start: the phone field (on the
// default prefix) and Send code, of the form's look and size. The number box takes typing unless
// `disabled`; a form given to the page as a typedAheadPart takes what was typed (PHONE_PREVIEW_FIELD).
import { Trans, useLingui } from "@lingui/react/macro";
import { DEFAULT_COUNTRY_NUM } from "@repo/session/stores/login";
import { ButtonPreview } from "@repo/ui/button/preview";
import { PhoneInputPreview } from "@repo/ui/phone-input/preview";
import { PHONE_PREVIEW_FIELD } from "../phone-preview";
import { PHONE_RULES, groupDigits } from "../phone-rules";

export function PhoneCodeFormPreview({ disabled = false }: { disabled?: boolean }) {
  const { t } = useLingui();
  // Spec: not shown — which prefix a server draws (the player's pick lives in the browser). Choice: the
  // default (+84); the form shows the picked one when it comes.
  return (
    <div className="flex flex-col gap-16">
      <PhoneInputPreview
        id={PHONE_PREVIEW_FIELD}
        label={t`Phone number`}
        countryLabel={t`Country code`}
        dialCode={DEFAULT_COUNTRY_NUM}
        placeholder={groupDigits(PHONE_RULES[DEFAULT_COUNTRY_NUM]?.example ?? "")}
        disabled={disabled}
      />
      <ButtonPreview variant="secondary" block>
        <Trans>Send code</Trans>
      </ButtonPreview>
    </div>
  );
}
