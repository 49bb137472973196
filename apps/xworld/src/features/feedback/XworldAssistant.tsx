"use client";
// The shared assistant screen with xworld's adapter (functions cannot cross from the server page).
import { AssistantScreen } from "@repo/app-shell/features/feedback/AssistantScreen";
import type { Locale } from "@repo/i18n/locales";
import { xworldFeedback } from "./xworld-feedback";

// Opened directly, back leads to the feedback screen it belongs to.
export const XworldAssistant = ({ locale }: { locale: Locale }) => (
  <AssistantScreen adapter={xworldFeedback} locale={locale} homeHref={`/${locale}/user/feedback`} />
);
