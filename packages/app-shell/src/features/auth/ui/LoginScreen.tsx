// /user/login: every login method the brand has. No client code of its own: the frame, the verify banner
// and the "or" line are the server's HTML; the forms (`Forms`, the brand's LoginForms part) load after
// start, drawn by the server meanwhile (LoginFormsPreview: a phone number typed there is kept), and the
// providers' and Telegram's buttons (`Methods`, the brand's LoginMethods part) with a block per button.
import { useLingui } from "@lingui/react/macro";
import type { Placeheld } from "@repo/ui/lib/placeheld-part";
import type { ComponentType } from "react";
import type { AuthBrandAdapter, AuthConfig } from "../brand-adapter";
import { AuthPage, OrDivider } from "./AuthPage";
import type { FormMethod, LoginFormsProps } from "./LoginForms";
import { LoginFormsPreview } from "./LoginFormsPreview";
import type { LoginMethodsProps } from "./LoginMethods";
import { loginMethodsShape } from "./LoginMethodsSkeleton";
import { VerifyBanner } from "./VerifyBanner";

/** What the /user/login page gives the brand's screen. */
export interface LoginPageProps {
  config: AuthConfig;
  locale: string;
  backUrl: string | null;
  /** `verify=true`: the server asked for a new sign-in (code 1010). */
  verify: boolean;
  /** The form shown first (`method=email` from login-home). */
  method?: FormMethod;
}

export interface LoginScreenProps extends LoginPageProps {
  /** Read on the server only: whether the brand has e-mail, which providers, Telegram. */
  adapter: Pick<AuthBrandAdapter, "email" | "providers" | "telegram">;
  /** The brand's LoginForms part (a typedAheadPart). */
  Forms: ComponentType<Placeheld<Omit<LoginFormsProps, "adapter">>>;
  /** The brand's LoginMethods part. */
  Methods: ComponentType<Omit<LoginMethodsProps, "adapter">>;
}

export function LoginScreen({ adapter, config, locale, backUrl, verify, method = "phone", Forms, Methods }: LoginScreenProps) {
  const { t } = useLingui();
  const email = adapter.email !== undefined;
  const shown = email ? method : "phone";
  const shape = loginMethodsShape(adapter);
  return (
    <AuthPage title={t`Sign in`}>
      {verify ? <VerifyBanner /> : null}
      <Forms config={config} locale={locale} backUrl={backUrl} method={shown} placeholder={<LoginFormsPreview email={email} method={shown} />} />
      {shape.providers > 0 || shape.telegram ? (
        <>
          <OrDivider />
          <Methods config={config} locale={locale} backUrl={backUrl} shape={shape} />
        </>
      ) : null}
    </AuthPage>
  );
}
