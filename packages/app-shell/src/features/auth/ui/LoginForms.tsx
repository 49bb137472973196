"use client";
// The forms of /user/login (LoginScreen's client part, loaded after start): the phone code form, or where
// the brand has e-mail too, both as tabs. `backUrl` is where the player returns afterwards.
import { useLingui } from "@lingui/react/macro";
import { Tabs } from "@repo/ui/tabs";
import { useState } from "react";
import { useRuntime } from "../../../runtime/runtime-context";
import type { AuthBrandAdapter, AuthConfig } from "../brand-adapter";
import { storedInviteCode } from "../invite-code";
import { useFinishLogin } from "../use-finish-login";
import { EmailLoginForm } from "./EmailLoginForm";
import { PhoneCodeForm, toPhoneInput } from "./PhoneCodeForm";

export type FormMethod = "phone" | "email";

export interface LoginFormsProps {
  adapter: AuthBrandAdapter;
  config: AuthConfig;
  locale: string;
  backUrl: string | null;
  /** The form shown first (`method=email` from login-home). */
  method?: FormMethod;
}

export function LoginForms({ adapter, config, locale, backUrl, method = "phone" }: LoginFormsProps) {
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

  if (!adapter.email) return phoneForm;
  return (
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
  );
}
