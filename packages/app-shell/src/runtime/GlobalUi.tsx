"use client";
// What floats above every page: toasts, the snackbar, the global dialogs, the feedback ball; and the
// generic error handler of spec section 8 (failed actions become a toast). Loaded once the page has
// started (<ClientRuntimeProvider>): none of it is part of the first paint, and the failures and toasts
// that came before it wait in the runtime's feed and store.
import { describeError } from "@repo/api-client/describe-error";
import type { Locale } from "@repo/i18n/locales";
import { stripLocale } from "@repo/i18n/resolve";
import { usePlatform } from "@repo/session/react/hooks";
import { credentialsAtom } from "@repo/session/stores/session";
import { SnackbarHost } from "@repo/ui/snackbar";
import { useOneAtATime } from "@repo/ui/lib/one-at-a-time";
import { TAB_BAR_ROOM_CSS } from "@repo/ui/tab-bar";
import { Toaster } from "@repo/ui/toast";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { useErrorTexts } from "../hooks/use-error-text";
import { matchesRoute } from "../route-pattern";
import type { BrandSettings } from "./brand-settings";
import { createFeatureFlagReader } from "./feature-flags";
import { logFailure } from "./failure-log";
import { FeedbackBallHost } from "./FeedbackBallHost";
import { GlobalDialogs } from "./GlobalDialogs";
import type { AppRouteRules } from "./route-rules";
import { useRuntime } from "./runtime-context";

// Spec: not shown — which failures toast. Choice: failed actions (mutations) always do, unless the
// mutation says `meta: { silent: true }` because its form shows the error; failed reads only when the
// query asks with `meta: { toastOnError: true }` — screens show their own inline error for reads.
export function GlobalUi({ rules, brand, locale }: { rules: AppRouteRules; brand: BrandSettings; locale: Locale }) {
  const runtime = useRuntime();
  const platform = usePlatform();
  const path = stripLocale(usePathname());

  const texts = useErrorTexts();

  useEffect(
    () =>
      runtime.failures.take((error) => {
        logFailure(error);
        const feedback = describeError(error, texts);
        if (feedback.kind === "toast") runtime.toasts.show(feedback.text, { tone: "error" });
      }),
    [runtime, texts],
  );

  // The ball's screen is decided by the feedback_v2 flag, read on the tap (or known from a tap of the
  // last minutes); the ball spins while it is read, and taps meanwhile are ignored.
  const [flags] = useState(() => createFeatureFlagReader(runtime.api, { now: Date.now }));
  const openingFeedback = useOneAtATime();
  const openFeedback = () =>
    openingFeedback.run(() =>
      flags
        .read("feedback_v2", runtime.store.get(credentialsAtom)?.userId ?? null)
        .then((v2) => runtime.navigation.router.push(`/${locale}${v2 ? brand.feedbackV2 : brand.feedback}`)),
    );
  // Mounted only in the browser after start (never in the server HTML), so the platform is known
  // without a hydration mismatch (#418) and the ball on /user/* pages in the mini app is right at once.
  const gameType = platform.kind === "telegram" ? "telegram" : "synthesis_game";
  // The feedback screens are where the ball leads: it does not float over them.
  const onFeedback = matchesRoute(`${brand.feedback}/*`, path) || matchesRoute(`${brand.feedbackV2}/*`, path);

  return (
    <>
      <Toaster store={runtime.toasts} />
      <SnackbarHost store={runtime.snackbars} />
      <GlobalDialogs brand={brand} locale={locale} />
      {!onFeedback && rules.showsFeedbackBall(path, gameType) ? (
        <FeedbackBallHost
          onOpen={openFeedback}
          busy={openingFeedback.busy}
          bottomInset={rules.tabBarTab(path) === null ? "0px" : TAB_BAR_ROOM_CSS}
        />
      ) : null}
    </>
  );
}
