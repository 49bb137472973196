"use client";
// "Continue with Telegram" outside the mini app: the bot confirms the login, this page polls for it.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@repo/ui/button";
import { Card } from "@repo/ui/card";
import { Spinner } from "@repo/ui/spinner";
import { useEffect, useRef, useState } from "react";
import { useRuntime } from "../../../runtime/runtime-context";
import type { AuthBrandAdapter, AuthConfig } from "../brand-adapter";
import { PROVIDER_NAMES } from "../provider-names";
import { type TelegramLoginState, startTelegramWebLogin } from "../telegram-web-login";
import { useAuthErrorText } from "../use-auth-error-text";
import { useFinishLogin } from "../use-finish-login";
import { ProviderMark } from "./ProviderMark";

export interface TelegramLoginProps {
  adapter: AuthBrandAdapter;
  config: AuthConfig;
  locale: string;
  backUrl: string | null;
  size?: "md" | "lg";
}

type View = TelegramLoginState | { phase: "idle" } | { phase: "finishing" } | { phase: "login-failed"; message: string };

export function TelegramLogin({ adapter, config, locale, backUrl, size = "md" }: TelegramLoginProps) {
  const { t } = useLingui();
  const runtime = useRuntime();
  const errorText = useAuthErrorText();
  const finish = useFinishLogin({ adapter, config, locale });
  const [view, setView] = useState<View>({ phase: "idle" });
  const running = useRef<{ cancel(): void } | null>(null);

  useEffect(() => () => running.current?.cancel(), []);

  const telegram = adapter.telegram;
  // Inside the mini app the player is already signed in with Telegram at app start.
  if (!telegram || runtime.platform.kind === "telegram") return null;

  function start() {
    if (!telegram || running.current) return;
    running.current = startTelegramWebLogin(
      {
        init: () => telegram.init(runtime.api, config.telegramBotName),
        result: (token) => telegram.result(runtime.api, token),
        openLink: (url) => runtime.platform.openLink(url),
        now: Date.now,
        setTimer: (run, ms) => window.setTimeout(run, ms),
        clearTimer: (timer) => window.clearTimeout(timer as number),
      },
      (state) => {
        if (state.phase !== "starting" && state.phase !== "waiting") running.current = null;
        if (state.phase !== "confirmed") {
          setView(state);
          return;
        }
        setView({ phase: "finishing" });
        finish(state.login, backUrl).catch((error: unknown) => setView({ phase: "login-failed", message: errorText(error) }));
      },
    );
  }

  const busy = view.phase === "starting" || view.phase === "finishing";
  const telegramName = PROVIDER_NAMES.telegram;
  if (view.phase === "waiting" || view.phase === "finishing") {
    return (
      <Card title={t`Confirm in Telegram`}>
        <div className="flex flex-col gap-12" role="status">
          <p className="flex items-center gap-8 text-14 text-text">
            <Spinner size={16} />
            {view.phase === "finishing" ? (
              <Trans>Signing you in…</Trans>
            ) : (
              <Trans>Telegram has opened. Confirm the sign-in in the bot, then come back here.</Trans>
            )}
          </p>
          {view.phase === "waiting" ? (
            <div className="flex gap-8">
              <a
                href={view.loginUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-44 flex-1 items-center justify-center rounded-12 border border-border px-12 text-14 font-semibold text-link"
              >
                <Trans>Open Telegram again</Trans>
              </a>
              <Button variant="ghost" className="flex-1" onClick={() => running.current?.cancel()}>
                <Trans>Cancel</Trans>
              </Button>
            </div>
          ) : null}
        </div>
      </Card>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <Button variant="secondary" size={size} block icon={<ProviderMark provider="telegram" />} loading={busy} disabled={busy} onClick={start}>
        {t`Continue with ${telegramName}`}
      </Button>
      {view.phase === "expired" ? (
        <p role="alert" className="text-13 text-danger">
          <Trans>The Telegram sign-in expired. Try again.</Trans>
        </p>
      ) : view.phase === "failed" ? (
        <p role="alert" className="text-13 text-danger">
          {errorText(view.error)}
        </p>
      ) : view.phase === "login-failed" ? (
        <p role="alert" className="text-13 text-danger">
          {view.message}
        </p>
      ) : view.phase === "cancelled" ? (
        <p role="status" className="text-13 text-text-muted">
          <Trans>Telegram sign-in cancelled.</Trans>
        </p>
      ) : null}
    </div>
  );
}
