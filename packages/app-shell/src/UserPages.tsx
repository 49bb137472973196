// The /user/* pages both brands serve (login, login-home, verify, bind-phone, the OAuth callback,
// settings, feedback): each page's title and what it reads from the address, given the brand's screen.
// An app's route file picks its page and hands it its screen, so that each route loads its own screen
// and no other (one client module per screen):
//   const page = userPages.login(XworldLogin);
//   export const generateMetadata = page.generateMetadata;
//   export default page.Page;
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Locale } from "@repo/i18n/locales";
import type { Scope } from "@repo/i18n/scopes";
import { getI18n } from "@repo/i18n/server";
import type { Metadata } from "next";
import type { ComponentType, ReactElement } from "react";
import type { ApiClient } from "@repo/api-client/client";
import type { AuthConfig } from "./features/auth/brand-adapter";
import { pathWithQuery, queryValue, type SearchParams } from "./features/auth/query";
import type { BindPhonePageProps } from "./features/auth/ui/BindPhoneScreen";
import type { LoginHomePageProps } from "./features/auth/ui/LoginHomeScreen";
import type { LoginPageProps } from "./features/auth/ui/LoginScreen";
import type { OAuthCallbackPageProps } from "./features/auth/ui/OAuthCallbackScreen";
import type { VerifyPageProps } from "./features/auth/ui/VerifyScreen";
import type { FeedbackPageProps } from "./features/feedback/FeedbackScreens";
import { loadQuestionList } from "./features/feedback/load-question-list";
import type { ViewerFirst } from "./player-first";
import type { SettingsViewer } from "./features/auth/ui/SettingsScreen";
import type { RuntimeConfig } from "./runtime-config";

type Params = Promise<{ locale: string }>;

export interface UserPageBindings {
  /** The app's `enterLocale` (validates the segment, loads its catalogs). */
  enterLocale(params: Params): Promise<Locale>;
  /** The app's `enterLocaleAsViewer`: `load` runs as the player the login cookies name, or as a guest. */
  enterLocaleAsViewer<T>(
    params: Params,
    load: (api: ApiClient, userId: number | null) => Promise<T>,
  ): Promise<{ locale: Locale; first: ViewerFirst<T> | undefined }>;
  scopes: readonly Scope[];
  /** This request's runtime configuration (the API origin, redirect allow-list and bot name come from it). */
  runtimeConfig(): RuntimeConfig;
}

/** The shared screens with the brand's adapters: components of the app, one module each. */
export interface UserPageScreens {
  /** A server component: the frame renders on the server, the forms and sign-in buttons parts loaded after start. */
  Login: ComponentType<LoginPageProps>;
  /** A server component: the landing renders on the server, its sign-in buttons a part loaded after start. */
  LoginHome: ComponentType<LoginHomePageProps>;
  /** Server components: the frame renders on the server, what the page asks a part loaded after start. */
  Verify: ComponentType<VerifyPageProps>;
  BindPhone: ComponentType<BindPhonePageProps>;
  /** A server component: the frame renders on the server, the callback's work a part loaded after start. */
  OAuthCallback: ComponentType<OAuthCallbackPageProps>;
  /** A client screen; `viewer` is who the login cookies name, so the first frame has the account card's height. */
  Settings: ComponentType<{ locale: Locale; viewer?: SettingsViewer }>;
  /** Server components: the questions the server read for the viewer are their HTML. */
  Feedback: ComponentType<FeedbackPageProps>;
  FeedbackV2: ComponentType<FeedbackPageProps>;
}

/** Which screen each page takes. */
interface UserPageFactories {
  login: "Login";
  loginHome: "LoginHome";
  verify: "Verify";
  bindPhone: "BindPhone";
  oauthCallback: "OAuthCallback";
  settings: "Settings";
  feedback: "Feedback";
  feedbackV2: "FeedbackV2";
}

export interface UserPage {
  generateMetadata(props: { params: Params }): Promise<Metadata>;
  Page(props: { params: Params; searchParams: Promise<SearchParams> }): Promise<ReactElement>;
}

export function createUserPages({ enterLocale, enterLocaleAsViewer, scopes, runtimeConfig }: UserPageBindings) {
  const authConfig = (): AuthConfig => {
    const { apiOrigin, redirectAllowedHosts, telegramBotName } = runtimeConfig();
    return { apiOrigin, redirectAllowedHosts, telegramBotName };
  };
  const metadataOf =
    (title: MessageDescriptor, metadata: Metadata = {}): UserPage["generateMetadata"] =>
    async ({ params }) => {
      const i18n = await getI18n(await enterLocale(params), scopes);
      return { title: i18n._(title), ...metadata };
    };
  const page = (
    title: MessageDescriptor,
    render: (locale: Locale, query: SearchParams) => ReactElement,
    metadata: Metadata = {},
  ): UserPage => ({
    generateMetadata: metadataOf(title, metadata),
    async Page({ params, searchParams }) {
      const locale = await enterLocale(params);
      return render(locale, await searchParams);
    },
  });
  const backUrl = (query: SearchParams) => queryValue(query, "backUrl");
  /** A feedback page: the questions read on the server for the viewer the cookies name (or a guest). */
  const feedbackPage = (title: MessageDescriptor, Screen: ComponentType<FeedbackPageProps>): UserPage => ({
    generateMetadata: metadataOf(title),
    async Page({ params }) {
      const { locale, first } = await enterLocaleAsViewer(params, loadQuestionList);
      return <Screen locale={locale} questions={first ?? null} />;
    },
  });

  return {
    login: (Login: UserPageScreens["Login"]) =>
      page(msg`Sign in`, (locale, query) => (
        <Login
          locale={locale}
          config={authConfig()}
          backUrl={backUrl(query)}
          verify={queryValue(query, "verify") === "true"}
          method={queryValue(query, "method") === "email" ? "email" : "phone"}
        />
      )),
    loginHome: (LoginHome: UserPageScreens["LoginHome"]) =>
      page(msg`Sign in`, (locale, query) => (
        <LoginHome locale={locale} config={authConfig()} backUrl={backUrl(query)} />
      )),
    verify: (Verify: UserPageScreens["Verify"]) =>
      page(msg`Verify it's you`, (locale, query) => (
        <Verify
          locale={locale}
          config={authConfig()}
          backUrl={backUrl(query)}
          here={pathWithQuery(`/${locale}/user/verify`, query)}
        />
      )),
    bindPhone: (BindPhone: UserPageScreens["BindPhone"]) =>
      page(msg`Bind phone number`, (locale, query) => (
        <BindPhone
          locale={locale}
          config={authConfig()}
          backUrl={backUrl(query)}
          here={pathWithQuery(`/${locale}/user/bind-phone`, query)}
        />
      )),
    /** Where the sign-in providers send the player back (renders before app start: spec section 2). */
    oauthCallback: (OAuthCallback: UserPageScreens["OAuthCallback"]) =>
      page(
        msg`Signing in`,
        (locale, query) => {
          const fields = ["code", "state", "provider", "error"] as const;
          const callback = Object.fromEntries(fields.map((name) => [name, queryValue(query, name) ?? undefined]));
          return <OAuthCallback locale={locale} config={authConfig()} query={callback} />;
        },
        { robots: { index: false } },
      ),
    settings: (Settings: UserPageScreens["Settings"]) => ({
      generateMetadata: metadataOf(msg`Settings`),
      async Page({ params }) {
        const { locale, first } = await enterLocaleAsViewer(params, async () => null);
        return <Settings locale={locale} viewer={first && { userId: first.userId, userName: first.userName }} />;
      },
    }),
    /** Where the feedback ball leads: common questions and the support bot (open to guests). */
    feedback: (Feedback: UserPageScreens["Feedback"]) => feedbackPage(msg`Help and feedback`, Feedback),
    /** The newer feedback screen (the ball leads here when feedback_v2 is on): the AI support agent. */
    feedbackV2: (FeedbackV2: UserPageScreens["FeedbackV2"]) => feedbackPage(msg`Support`, FeedbackV2),
  } satisfies { [Name in keyof UserPageFactories]: (screen: UserPageScreens[UserPageFactories[Name]]) => UserPage };
}
