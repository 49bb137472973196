// The code form's place while it loads after start, drawn by the server: the card, its first line, the field
// and the button as the form draws them, not yet usable, so nothing shifts when the form comes.
import { Trans, useLingui } from "@lingui/react/macro";
import { ButtonPreview } from "@repo/ui/button/preview";
import { Card } from "@repo/ui/card";
import { TextInputPreview } from "@repo/ui/text-input/preview";
import { CodeFormIntro } from "./CodeFormIntro";

export function CodeFormSkeleton() {
  const { t } = useLingui();
  return (
    <Card title={t`Who invited you?`}>
      <div className="flex flex-col gap-12" aria-busy="true">
        <CodeFormIntro />
        <TextInputPreview id="invite-code-preview" label={t`Inviter's code`} />
        <ButtonPreview size="lg" block>
          <Trans>Confirm code</Trans>
        </ButtonPreview>
      </div>
    </Card>
  );
}
