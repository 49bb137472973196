// Telegram login outside the mini app: the Telegram host starts a login (`web_login_init`), the player
// confirms it in the bot (the app opens `login_url` through the platform adapter), and the page polls
// `web_login_result` every 2 s until it is confirmed or expired, or the player cancels.
import { isNetworkError, isTimeoutError } from "@repo/api-client/errors";
import type { LoginResult } from "@repo/api-client/schemas/common";

export const TELEGRAM_POLL_INTERVAL_MS = 2_000;

export interface TelegramWebLoginStart {
  token: string;
  login_url: string;
  /** Seconds the login waits for the player. */
  expire_in: number;
}

export interface TelegramWebLoginResult {
  status: "pending" | "confirmed" | "expired";
  login: LoginResult | null;
}

export type TelegramLoginState =
  | { phase: "starting" }
  /** Waiting for the player to confirm in Telegram; `loginUrl` can be opened again. */
  | { phase: "waiting"; loginUrl: string }
  | { phase: "confirmed"; login: LoginResult }
  | { phase: "expired" }
  | { phase: "failed"; error: unknown }
  | { phase: "cancelled" };

export interface TelegramWebLoginDeps {
  init(): Promise<TelegramWebLoginStart>;
  result(token: string): Promise<TelegramWebLoginResult>;
  openLink(url: string): Promise<void>;
  now(): number;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
}

/** Starts a Telegram web login; `onState` hears every step. Returns `cancel` (stops polling). */
export function startTelegramWebLogin(deps: TelegramWebLoginDeps, onState: (state: TelegramLoginState) => void): { cancel(): void } {
  let over = false;
  let timer: unknown = null;
  const finish = (state: TelegramLoginState) => {
    if (over) return;
    over = true;
    if (timer !== null) deps.clearTimer(timer);
    onState(state);
  };

  async function poll(token: string, expiresAt: number): Promise<void> {
    timer = null;
    try {
      const answer = await deps.result(token);
      if (over) return;
      if (answer.status === "confirmed" && answer.login) return finish({ phase: "confirmed", login: answer.login });
      if (answer.status === "expired") return finish({ phase: "expired" });
    } catch (error) {
      if (over) return;
      // Spec: not shown — failures while polling. Choice: a dropped connection or time-out is retried at
      // the next tick; any other failure ends the login.
      if (!isNetworkError(error) && !isTimeoutError(error)) return finish({ phase: "failed", error });
    }
    if (deps.now() >= expiresAt) return finish({ phase: "expired" });
    timer = deps.setTimer(() => void poll(token, expiresAt), TELEGRAM_POLL_INTERVAL_MS);
  }

  onState({ phase: "starting" });
  void (async () => {
    try {
      const start = await deps.init();
      if (over) return;
      const expiresAt = deps.now() + start.expire_in * 1000;
      onState({ phase: "waiting", loginUrl: start.login_url });
      await deps.openLink(start.login_url);
      if (over) return;
      timer = deps.setTimer(() => void poll(start.token, expiresAt), TELEGRAM_POLL_INTERVAL_MS);
    } catch (error) {
      finish({ phase: "failed", error });
    }
  })();

  return { cancel: () => finish({ phase: "cancelled" }) };
}
