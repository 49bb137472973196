"use client";
// The application form on the server-rendered page: once applied (or already an agent), the page is
// rendered again on the server (router.refresh), with the application's status.
import type { Locale } from "@repo/i18n/locales";
import { useRenderAgain } from "@repo/app-shell/hooks/use-render-again";
import { AgentApplyForm } from "./AgentApplyForm";

export function AgentApplyRefreshing({ locale }: { locale: Locale }) {
  const { renderAgain } = useRenderAgain();
  return <AgentApplyForm locale={locale} onApplied={renderAgain} />;
}
