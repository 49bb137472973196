// EmailLoginForm as the server draws it until the form has loaded after start: its fields and button, of
// the form's look and size, not yet usable.
import { Trans, useLingui } from "@lingui/react/macro";
import { ButtonPreview } from "@repo/ui/button/preview";
import { TextInputPreview } from "@repo/ui/text-input/preview";

export function EmailLoginFormPreview() {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-16">
      <TextInputPreview id="email-login-email" label={t`E-mail`} />
      <TextInputPreview id="email-login-password" label={t`Password`} hint={t`A new address is registered with this password.`} />
      <ButtonPreview size="lg" block>
        <Trans>Sign in</Trans>
      </ButtonPreview>
    </div>
  );
}
