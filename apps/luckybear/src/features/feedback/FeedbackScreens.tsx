"use client";
// The shared feedback screens with luckybear's adapter (functions cannot cross from the server pages).
import { FeedbackScreen, FeedbackV2Screen } from "@repo/app-shell/features/feedback/FeedbackScreens";
import type { Locale } from "@repo/i18n/locales";
import { luckybearFeedback } from "./luckybear-feedback";

const home = (locale: Locale) => `/${locale}/luckybear`;

export const LuckybearFeedback = ({ locale }: { locale: Locale }) => (
  <FeedbackScreen adapter={luckybearFeedback} locale={locale} homeHref={home(locale)} />
);
export const LuckybearFeedbackV2 = ({ locale }: { locale: Locale }) => (
  <FeedbackV2Screen adapter={luckybearFeedback} locale={locale} homeHref={home(locale)} />
);
