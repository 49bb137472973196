"use client";
// Naming the inviter by their code, once: checked before sending (digits, not one's own), one submission per
// tap, each refusal said in the form. Bound, it shows who invited the player from the answer at once, and the
// page renders again on the server (which then draws that without the form).
import { Trans, useLingui } from "@lingui/react/macro";
import { INVITE_CODE_CODES, inviteCodeEndpoints } from "@repo/api-client/endpoints/invite-code";
import { isBusinessError } from "@repo/api-client/errors";
import { useApiMutation } from "@repo/api-client/react";
import { checkInviteCode, type InviteCodeProblem } from "@repo/api-client/rules/invite-code";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import type { Locale } from "@repo/i18n/locales";
import { useSessionValue } from "@repo/session/react/hooks";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { FormAlert } from "@repo/ui/form-alert";
import { TextInput } from "@repo/ui/text-input";
import { type FormEvent, useState } from "react";
import { BoundInviter } from "./BoundInviter";
import { CodeFormIntro } from "./CodeFormIntro";

export function CodeForm({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const userId = useSessionValue("userId");
  const [text, setText] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const guard = useSingleSubmit();
  const { renderAgain } = useRenderAgain();
  // The browser's read of the binding is refreshed by the invalidation table, the server's page here.
  const bind = useApiMutation(inviteCodeEndpoints.bindInviteCode, { meta: { silent: true }, onSuccess: renderAgain });
  const errorText = useErrorText();
  const checked = checkInviteCode(text, userId);
  const problemText = (problem: InviteCodeProblem) =>
    problem === "empty" ? t`Enter the code your friend gave you.` : problem === "own" ? t`This is your own code. Enter your friend's.` : t`A code is made of digits, like 10002.`;
  const serverText = (error: unknown) => {
    if (isBusinessError(error, INVITE_CODE_CODES.NOT_FOUND)) return t`No player has this code. Check it with your friend.`;
    if (isBusinessError(error, INVITE_CODE_CODES.ALREADY_BOUND)) return t`You already have an inviter. It cannot be changed.`;
    if (isBusinessError(error, INVITE_CODE_CODES.INVALID)) return t`This code cannot be your inviter's: it is yours, or that of a player you invited.`;
    return errorText(error);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!checked.ok || !guard.begin()) return;
    bind.mutate({ invite_code: checked.code }, { onSettled: () => guard.end() });
  };

  if (bind.data) return <BoundInviter locale={locale} inviter={bind.data.inviter} boundAt={bind.data.bound_at} />;
  return (
    <Card title={t`Who invited you?`}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-12">
        <CodeFormIntro />
        <TextInput
          label={t`Inviter's code`}
          name="invite_code"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            bind.reset();
          }}
          error={submitted && !checked.ok ? problemText(checked.problem) : undefined}
        />
        <FormAlert>{bind.error ? serverText(bind.error) : null}</FormAlert>
        <Button type="submit" size="lg" block loading={bind.isPending}>
          <Trans>Confirm code</Trans>
        </Button>
      </form>
    </Card>
  );
}
