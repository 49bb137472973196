"use client";
// Inside the Telegram mini app: start the SDK (ready, expand, no vertical swipes, theme variables),
// apply the start param's language and page, and drive Telegram's back button by the app's route rules.
import { useLingui } from "@lingui/react/macro";
import { nextTask } from "@repo/api-client/next-task";
import { isLocale, type Locale } from "@repo/i18n/locales";
import { stripLocale, withLocale } from "@repo/i18n/resolve";
import { usePlatform } from "@repo/session/react/hooks";
import { startParamLanguageToApply } from "@repo/telegram/start-param";
import { useTelegramTheme } from "@repo/ui/theme/use-telegram-theme";
import { usePathname, useRouter } from "next/navigation";
import { useEffect } from "react";
import type { AppRouteRules } from "./route-rules";
import { startPageOf } from "./start-page";
import { useRuntime } from "./runtime-context";
import { loadTelegramClientInOwnTask } from "./telegram-client";

export function TelegramHost({ rules, locale }: { rules: AppRouteRules; locale: Locale }) {
  const { t } = useLingui();
  const runtime = useRuntime();
  const platform = usePlatform();
  const router = useRouter();
  const pathname = usePathname();
  const inTelegram = platform.kind === "telegram";
  // The kit's colours follow the mini app's theme variables (bound by startTelegram).
  useTelegramTheme(inTelegram);

  // Both effects wait on one promise (./telegram-client), so the start (registered first) runs before the
  // back button is shown, which waits one task more: each SDK call re-reads the launch data, and the
  // start's task is long enough.
  useEffect(() => {
    if (!inTelegram) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    void loadTelegramClientInOwnTask().then(({ startTelegram }) => {
      if (unmounted) return;
      try {
        const session = startTelegram({ botName: runtime.config.telegramBotName });
        stop = () => session.stop();
        const { parsedStartParam } = session.context;
        const language = startParamLanguageToApply(parsedStartParam, locale, isLocale);
        const target = language && isLocale(language) ? language : locale;
        const page = startPageOf(rules, parsedStartParam.page, window.location.pathname);
        if (page !== null || target !== locale) {
          router.replace(withLocale(page ?? `${window.location.pathname}${window.location.search}`, target));
        }
      } catch (error) {
        console.error("[telegram] could not start", error);
      }
    });
    return () => {
      unmounted = true;
      stop?.();
    };
    // Started once per page load; the language is applied against the locale the app opened in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inTelegram]);

  useEffect(() => {
    if (!inTelegram) return;
    let detach: (() => void) | undefined;
    let unmounted = false;
    void loadTelegramClientInOwnTask().then(async ({ showBackButton, onBackButtonClick, confirmAndClose }) => {
      await nextTask();
      if (unmounted) return;
      showBackButton();
      detach = onBackButtonClick(() => {
        const action = rules.telegramBackAction(stripLocale(pathname));
        if (action.kind === "navigate") router.push(withLocale(action.to, locale));
        else if (action.kind === "history-back") router.back();
        else void confirmAndClose({ message: t`Close the app?` }).catch(() => undefined);
      });
    });
    return () => {
      unmounted = true;
      detach?.();
    };
  }, [inTelegram, pathname, rules, router, locale, t]);

  return null;
}
