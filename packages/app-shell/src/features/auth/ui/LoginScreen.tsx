"use client";
// /user/login: every login method the brand has. `backUrl` is where the player returns afterwards.
import { useLingui } from "@lingui/react/macro";
import { Tabs } from "@repo/ui/tabs";
import { useState } from "react";
import { useRuntime } from "../../../runtime/runtime-context";
import type { AuthBrandAdapter, AuthConfig } from "../brand-adapter";
import { storedInviteCode } from "../invite-code";
import { useFinishLogin } from "../use-finish-login";
import { AuthPage, OrDivider } from "./AuthPage";
import { EmailLoginForm } from "./EmailLoginForm";
import { PhoneCodeForm, toPhoneInput } from "./PhoneCodeForm";
import { ProviderButtons } from "./ProviderButtons";
import { TelegramLogin } from "./TelegramLogin";
import { VerifyBanner } from "./VerifyBanner";

export type FormMethod = "phone" | "email";

export interface LoginScreenProps {
  adapter: AuthBrandAdapter;
  config: AuthConfig;
  locale: string;
  backUrl: string | null;
  /** `verify=true`: the server asked for a new sign-in (code 1010). */
  verify: boolean;
  /** The form shown first (`method=email` from login-home). */
  method?: FormMethod;
}

export function LoginScreen({ adapter, config, locale, backUrl, verify, method = "phone" }: LoginScreenProps) {
  const { t } = useLingui();
  const runtime = useRuntime();
  const finish = useFinishLogin({ adapter, config, locale });
  const [form, setForm] = useState<FormMethod>(adapter.email ? method : "phone");

  const phoneForm = (
    <PhoneCodeForm
      adapter={adapter}
      submitLabel={t`Sign in`}
      onSubmit={async ({ target, code }) => {
        const result = await adapter.loginWithPhone(runtime.api, { ...toPhoneInput(target), code, ...storedInviteCode(runtime.platform.storage) });
        await finish(result, backUrl);
      }}
    />
  );

  return (
    <AuthPage title={t`Sign in`}>
      {verify ? <VerifyBanner /> : null}
      {adapter.email ? (
        // Spec: not shown — how phone and e-mail share the page. Choice: two tabs, phone first.
        <Tabs
          label={t`Sign-in method`}
          stretch
          value={form}
          onValueChange={setForm}
          items={[
            { value: "phone", label: t`Phone` },
            { value: "email", label: t`E-mail` },
          ]}
        >
          <div className="pt-16">{form === "phone" ? phoneForm : <EmailLoginForm adapter={adapter} config={config} locale={locale} backUrl={backUrl} />}</div>
        </Tabs>
      ) : (
        phoneForm
      )}
      {adapter.providers.length > 0 || adapter.telegram ? (
        <>
          <OrDivider />
          <ProviderButtons adapter={adapter} config={config} locale={locale} backUrl={backUrl} />
          <TelegramLogin adapter={adapter} config={config} locale={locale} backUrl={backUrl} />
        </>
      ) : null}
    </AuthPage>
  );
}
