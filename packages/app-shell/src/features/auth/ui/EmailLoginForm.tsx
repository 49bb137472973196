"use client";
// E-mail and password login (where the brand has one: luckybear's user host).
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@repo/ui/button";
import { TextInput } from "@repo/ui/text-input";
import { type FormEvent, useState } from "react";
import { useRuntime } from "../../../runtime/runtime-context";
import type { AuthBrandAdapter, AuthConfig } from "../brand-adapter";
import { type EmailFormProblems, MIN_PASSWORD_LENGTH, checkEmailForm } from "../email-rules";
import { storedInviteCode } from "../invite-code";
import { useAuthErrorText } from "../use-auth-error-text";
import { useFinishLogin } from "../use-finish-login";

export interface EmailLoginFormProps {
  adapter: AuthBrandAdapter;
  config: AuthConfig;
  locale: string;
  backUrl: string | null;
}

export function EmailLoginForm({ adapter, config, locale, backUrl }: EmailLoginFormProps) {
  const { t } = useLingui();
  const runtime = useRuntime();
  const errorText = useAuthErrorText();
  const finish = useFinishLogin({ adapter, config, locale });
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [problems, setProblems] = useState<EmailFormProblems>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const emailLogin = adapter.email;
  if (!emailLogin) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || !emailLogin) return;
    const found = checkEmailForm(email, password);
    setProblems(found);
    setServerError(null);
    if (found.email || found.password) return;
    setSending(true);
    try {
      const result = await emailLogin.login(runtime.api, { email: email.trim(), password, ...storedInviteCode(runtime.platform.storage) });
      await finish(result, backUrl);
    } catch (error) {
      setServerError(errorText(error));
      setSending(false);
    }
  }

  const emailError =
    problems.email === "empty" ? t`Enter your e-mail address.` : problems.email === "invalid" ? t`Enter an e-mail address like name@example.com.` : null;
  const passwordError =
    problems.password === "empty"
      ? t`Enter your password.`
      : problems.password === "short"
        ? t`The password has at least ${MIN_PASSWORD_LENGTH} characters.`
        : null;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-16">
      <TextInput
        label={t`E-mail`}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        disabled={sending}
        error={emailError}
        onChange={(event) => {
          setEmail(event.target.value);
          setProblems((current) => ({ ...current, email: undefined }));
        }}
      />
      <TextInput
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        value={password}
        disabled={sending}
        error={passwordError}
        hint={t`A new address is registered with this password.`}
        onChange={(event) => {
          setPassword(event.target.value);
          setProblems((current) => ({ ...current, password: undefined }));
        }}
      />
      {serverError ? (
        <p role="alert" className="text-13 text-danger">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" size="lg" block loading={sending} disabled={sending}>
        <Trans>Sign in</Trans>
      </Button>
    </form>
  );
}
