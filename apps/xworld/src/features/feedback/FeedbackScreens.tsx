"use client";
// The shared feedback screens with xworld's adapter (functions cannot cross from the server pages).
import { AssistantScreen, FeedbackScreen, FeedbackV2Screen } from "@repo/app-shell/features/feedback/FeedbackScreens";
import type { Locale } from "@repo/i18n/locales";
import { xworldFeedback } from "./xworld-feedback";

export const XworldFeedback = ({ locale }: { locale: Locale }) => <FeedbackScreen adapter={xworldFeedback} locale={locale} homeHref={`/${locale}`} />;
export const XworldFeedbackV2 = ({ locale }: { locale: Locale }) => (
  <FeedbackV2Screen adapter={xworldFeedback} locale={locale} homeHref={`/${locale}`} />
);
// Opened directly, back leads to the feedback screen it belongs to.
export const XworldAssistant = ({ locale }: { locale: Locale }) => (
  <AssistantScreen adapter={xworldFeedback} locale={locale} homeHref={`/${locale}/user/feedback`} />
);
