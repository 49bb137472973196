"use client";
// What floats above every page: toasts, the snackbar, the global dialogs, the feedback ball; and the
// generic error handler of spec section 8 (failed actions become a toast).
import { describeError } from "@repo/api-client/describe-error";
import type { Locale } from "@repo/i18n/locales";
import { stripLocale } from "@repo/i18n/resolve";
import { usePlatform } from "@repo/session/react/hooks";
import { SnackbarHost } from "@repo/ui/snackbar";
import { Toaster } from "@repo/ui/toast";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { useErrorTexts } from "../hooks/use-error-text";
import { matchesRoute } from "../route-pattern";
import type { BrandSettings } from "./brand-settings";
import { useFeatureFlag } from "./feature-flags";
import { FeedbackBallHost } from "./FeedbackBallHost";
import { GlobalDialogs } from "./GlobalDialogs";
import type { AppRouteRules } from "./route-rules";
import { useRuntime } from "./runtime-context";
import { useHydrated } from "./use-hydrated";

// Spec: not shown — which failures toast. Choice: failed actions (mutations) always do, unless the
// mutation says `meta: { silent: true }` because its form shows the error; failed reads only when the
// query asks with `meta: { toastOnError: true }` — screens show their own inline error for reads.
export function GlobalUi({ rules, brand, locale }: { rules: AppRouteRules; brand: BrandSettings; locale: Locale }) {
  const runtime = useRuntime();
  const platform = usePlatform();
  const path = stripLocale(usePathname());

  const texts = useErrorTexts();

  useEffect(() => {
    const toast = (error: unknown) => {
      console.error(error);
      const feedback = describeError(error, texts);
      if (feedback.kind === "toast") runtime.toasts.show(feedback.text, { tone: "error" });
    };
    const queries = runtime.queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error" && event.query.meta?.toastOnError) toast(event.action.error);
    });
    const mutations = runtime.queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error" && !event.mutation?.meta?.silent) toast(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [runtime, texts]);

  const feedbackPath = useFeatureFlag("feedback_v2") ? brand.feedbackV2 : brand.feedback;
  // The server cannot know the platform: the hydration render takes the server's view (not Telegram),
  // so the ball on /user/* pages inside the mini app appears right after, without a mismatch (#418).
  const hydrated = useHydrated();
  const gameType = hydrated && platform.kind === "telegram" ? "telegram" : "synthesis_game";
  // The feedback screens are where the ball leads: it does not float over them.
  const onFeedback = matchesRoute(`${brand.feedback}/*`, path) || matchesRoute(`${brand.feedbackV2}/*`, path);

  return (
    <>
      <Toaster store={runtime.toasts} />
      <SnackbarHost store={runtime.snackbars} />
      <GlobalDialogs brand={brand} locale={locale} />
      {!onFeedback && rules.showsFeedbackBall(path, gameType) ? (
        <FeedbackBallHost onOpen={() => runtime.navigation.router.push(`/${locale}${feedbackPath}`)} />
      ) : null}
    </>
  );
}
