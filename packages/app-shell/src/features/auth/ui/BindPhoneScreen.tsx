// /user/bind-phone?backUrl&from: adds a phone number to the signed-in player (where the server answers
// 1012, and outside the Telegram mini app when a feature needs a phone), then goes back to backUrl. The
// frame (title, the way back) is the server's HTML; the form depends on the browser's session, so it is
// the brand's BindPhoneBody part (`Body`, loaded after start), BindPhoneBodySkeleton meanwhile.
import { useLingui } from "@lingui/react/macro";
import type { Placeheld } from "@repo/ui/lib/placeheld-part";
import type { ComponentType } from "react";
import type { AuthBrandAdapter, AuthConfig } from "../brand-adapter";
import { AuthPage } from "./AuthPage";
import { BindPhoneBodySkeleton } from "./BindPhoneBodySkeleton";

/** What the /user/bind-phone page gives the brand's screen. */
export interface BindPhonePageProps {
  config: AuthConfig;
  locale: string;
  backUrl: string | null;
  // Spec: not shown — what `from` changes on the page. Choice: nothing visible; the route keeps it in
  // the query so a feature can tell where the player came from.
  /** This page with its query, for the way back after signing in. */
  here: string;
}

export interface BindPhoneScreenProps extends BindPhonePageProps {
  adapter: Pick<AuthBrandAdapter, "homePath">;
  /** The brand's BindPhoneBody part (a placeheldPart). */
  Body: ComponentType<Placeheld<BindPhonePageProps>>;
}

export function BindPhoneScreen({ adapter, config, locale, backUrl, here, Body }: BindPhoneScreenProps) {
  const { t } = useLingui();
  return (
    <AuthPage title={t`Bind phone number`} backHref={adapter.homePath(locale)}>
      <Body config={config} locale={locale} backUrl={backUrl} here={here} placeholder={<BindPhoneBodySkeleton />} />
    </AuthPage>
  );
}
