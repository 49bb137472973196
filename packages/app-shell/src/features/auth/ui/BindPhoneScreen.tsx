"use client";
// /user/bind-phone?backUrl&from: adds a phone number to the signed-in player (where the server answers
// 1012, and outside the Telegram mini app when a feature needs a phone), then goes back to backUrl.
import { Trans, useLingui } from "@lingui/react/macro";
import { resolveAfterLogin } from "@repo/session/login-redirect";
import { useIsLoggedIn, useSession } from "@repo/session/react/hooks";
import { persisted } from "@repo/session/storage/persisted";
import { credentialsAtom, userInfoAtom } from "@repo/session/stores/session";
import { TextInput } from "@repo/ui/text-input";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useRuntime } from "../../../runtime/runtime-context";
import { performAfterLogin } from "../after-login";
import type { AuthBrandAdapter, AuthConfig } from "../brand-adapter";
import { MIN_PASSWORD_LENGTH, checkNewPassword } from "../email-rules";
import { groupDigits, splitPhoneNumber } from "../phone-rules";
import { AuthPage } from "./AuthPage";
import { PhoneCodeForm, toPhoneInput } from "./PhoneCodeForm";
import { CheckingSession, SignInFirst } from "./SignInFirst";

export interface BindPhoneScreenProps {
  adapter: AuthBrandAdapter;
  config: AuthConfig;
  locale: string;
  backUrl: string | null;
  // Spec: not shown — what `from` changes on the page. Choice: nothing visible; the route keeps it in
  // the query so a feature can tell where the player came from.
  /** This page with its query, for the way back after signing in. */
  here: string;
}

export function BindPhoneScreen({ adapter, config, locale, backUrl, here }: BindPhoneScreenProps) {
  const { t } = useLingui();
  const runtime = useRuntime();
  const router = useRouter();
  const session = useSession();
  const loggedIn = useIsLoggedIn();
  const [password, setPassword] = useState("");
  const [passwordProblem, setPasswordProblem] = useState<"empty" | "short" | null>(null);
  const home = adapter.homePath(locale);

  async function bind({ target, code }: { target: { dialCode: string; national: string }; code: string }) {
    await adapter.bindPhone(runtime.api, { ...toPhoneInput(target), code, password });
    const credentials = runtime.store.get(credentialsAtom);
    if (credentials) {
      // The number is on the account now: features that asked for it read the fresh user info.
      const info = await adapter.loadUserInfo(runtime.api, credentials).catch(() => null);
      if (info) {
        persisted.userInfo.write(runtime.platform.storage, info);
        runtime.store.set(userInfoAtom, info);
      }
    }
    const action = resolveAfterLogin({
      backUrl,
      allowedHosts: config.redirectAllowedHosts,
      platform: runtime.platform.kind,
      onLoginPage: false,
      home,
    });
    await performAfterLogin(action, { router, assign: (href) => window.location.assign(href), close: () => runtime.platform.close() });
  }

  const current = typeof session.userInfo?.phone_number === "string" ? splitPhoneNumber(session.userInfo.phone_number) : null;
  const currentText = current ? `${current.dialCode} ${groupDigits(current.national)}` : "";
  const passwordError =
    passwordProblem === "empty"
      ? t`Choose a password.`
      : passwordProblem === "short"
        ? t`Use at least ${MIN_PASSWORD_LENGTH} characters.`
        : null;

  let content;
  if (!loggedIn && session.hasInit) content = <SignInFirst locale={locale} backUrl={here} />;
  else if (!loggedIn) content = <CheckingSession />;
  else
    content = (
      <>
        <p className="text-14 text-text-muted">
          {current ? (
            <Trans>Your account uses {currentText}. Enter a number to bind it instead.</Trans>
          ) : (
            <Trans>Add a phone number to your account to continue. We will send it a code.</Trans>
          )}
        </p>
        <PhoneCodeForm
          adapter={adapter}
          submitLabel={t`Bind phone number`}
          onSubmit={bind}
          extra={{
            validate() {
              const problem = checkNewPassword(password);
              setPasswordProblem(problem);
              return problem === null;
            },
            render: (disabled) => (
              // Spec: not shown — which call binds a phone. Choice: the user service's
              // phone-and-password call, so the number comes with a password (see the brand adapters).
              <TextInput
                label={t`Password`}
                type="password"
                autoComplete="new-password"
                hint={t`At least ${MIN_PASSWORD_LENGTH} characters.`}
                value={password}
                disabled={disabled}
                error={passwordError}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setPasswordProblem(null);
                }}
              />
            ),
          }}
        />
      </>
    );

  return (
    <AuthPage title={t`Bind phone number`} backHref={home}>
      {content}
    </AuthPage>
  );
}
