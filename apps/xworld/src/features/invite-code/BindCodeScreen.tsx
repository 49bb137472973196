"use client";
// /user/bindCode (login-required): a player who signed up without an inviter's code names their inviter
// once. Who invited them shows instead once there is someone; their own code is there to share.
import { Trans, useLingui } from "@lingui/react/macro";
import { INVITE_CODE_CODES, inviteCodeEndpoints, type Inviter } from "@repo/api-client/endpoints/invite-code";
import { isBusinessError } from "@repo/api-client/errors";
import { useApiMutation, useApiQuery } from "@repo/api-client/react";
import { checkInviteCode, type InviteCodeProblem } from "@repo/api-client/rules/invite-code";
import { useErrorText } from "@repo/app-shell/hooks/use-error-text";
import { useSingleSubmit } from "@repo/app-shell/hooks/use-single-submit";
import { PageFrame } from "@repo/app-shell/page-frame";
import { formatDateTime } from "@repo/i18n/dates";
import type { Locale } from "@repo/i18n/locales";
import { withLocale } from "@repo/i18n/resolve";
import { useSessionValue } from "@repo/session/react/hooks";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { ErrorState } from "@repo/ui/error-state";
import { FormAlert } from "@repo/ui/form-alert";
import { TextInput } from "@repo/ui/text-input";
import Link from "@repo/app-shell/link";
import { type FormEvent, useState } from "react";
import { CopyButton } from "../wallet/CopyButton";
import { SignInPrompt } from "../wallet/SignInPrompt";
import { useViewer } from "../wallet/use-viewer";
import { FormSkeleton } from "../wallet/WalletSkeletons";

export function BindCodeScreen({ locale }: { locale: Locale }) {
  const viewer = useViewer();
  return (
    <PageFrame locale={locale} back="/me" heading={<Trans>Inviter's code</Trans>}>
      {viewer === "player" ? (
        <Binding locale={locale} />
      ) : viewer === "guest" ? (
        <SignInPrompt
          locale={locale}
          backUrl={withLocale("/user/bindCode", locale)}
          title={<Trans>Sign in to enter an inviter's code</Trans>}
          description={<Trans>The friend who invited you gets their reward once you name them.</Trans>}
        />
      ) : (
        <FormSkeleton />
      )}
    </PageFrame>
  );
}

function Binding({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const binding = useApiQuery(inviteCodeEndpoints.inviteBinding, {});
  if (binding.isError && !binding.data) {
    return <ErrorState title={t`Your invitation could not load.`} onRetry={() => void binding.refetch()} retrying={binding.isFetching} />;
  }
  if (!binding.data) return <FormSkeleton />;
  const ownCode = binding.data.own_code;
  return (
    <>
      {binding.data.inviter ? <BoundInviter locale={locale} inviter={binding.data.inviter} boundAt={binding.data.bound_at} /> : <CodeForm />}
      <Card title={t`Your own code`}>
        <div className="flex items-center gap-8">
          <p className="min-w-0 flex-1 rounded-12 bg-surface-sunken px-12 py-10 font-mono text-16 tabular-nums text-text" data-testid="own-invite-code">
            {ownCode}
          </p>
          <CopyButton text={ownCode} label={t`Copy your code`} />
        </div>
        <p className="mt-8 text-13 text-text-muted">
          <Trans>
            Friends who enter it are invited by you.{" "}
            <Link href={withLocale("/share", locale)} className="font-semibold text-link">
              Invite friends
            </Link>
          </Trans>
        </p>
      </Card>
    </>
  );
}

function BoundInviter({ locale, inviter, boundAt }: { locale: Locale; inviter: Inviter; boundAt: number | null }) {
  const name = inviter.username;
  const when = boundAt ? formatDateTime(boundAt, { locale }) : null;
  return (
    <Card>
      <div className="flex items-center gap-12" role="status">
        <img src={inviter.avatar} alt="" width={48} height={48} className="size-48 shrink-0 rounded-full bg-surface-sunken object-cover" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <p className="text-15 text-text">
            <Trans>
              You were invited by <strong data-testid="inviter-name">{name}</strong>.
            </Trans>
          </p>
          <p className="text-13 text-text-muted">{when ? <Trans>Code entered on {when}. It cannot be changed.</Trans> : <Trans>An inviter cannot be changed.</Trans>}</p>
        </div>
      </div>
    </Card>
  );
}

function CodeForm() {
  const { t } = useLingui();
  const userId = useSessionValue("userId");
  const [text, setText] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const guard = useSingleSubmit();
  const bind = useApiMutation(inviteCodeEndpoints.bindInviteCode, { meta: { silent: true } });
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

  return (
    <Card title={t`Who invited you?`}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-12">
        <p className="text-14 text-text-muted">
          <Trans>Enter your friend's code once: they get their invite reward, and you cannot change it later.</Trans>
        </p>
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
