import { BusinessError, NetworkError } from "@repo/api-client/errors";
import { describe, expect, it, vi } from "vitest";
import { TELEGRAM_POLL_INTERVAL_MS, type TelegramLoginState, type TelegramWebLoginResult, startTelegramWebLogin } from "./telegram-web-login";

const request = { service: "tg-host", method: "POST", path: "/tg/web_login_result", url: "http://api/tg/web_login_result" } as const;
const login = { user_id: 10001, user_secret_key: "key", username: "dev_player", user_login: "login_v2", new_user: false };

/** A clock and timers the test moves by hand: `tick()` runs the one waiting timer. */
function setup(answers: Array<TelegramWebLoginResult | Error>, expireIn = 300) {
  let now = 0;
  const timers: { run: () => void; ms: number }[] = [];
  const states: TelegramLoginState[] = [];
  const result = vi.fn(async (_token: string) => {
    const next = answers.shift() ?? { status: "pending" as const, login: null };
    if (next instanceof Error) throw next;
    return next;
  });
  const openLink = vi.fn(async (_url: string) => undefined);
  const handle = startTelegramWebLogin(
    {
      init: async () => ({ token: "tok", login_url: "https://t.me/xworld_dev_bot?start=weblogin_tok", expire_in: expireIn }),
      result,
      openLink,
      now: () => now,
      setTimer: (run, ms) => timers.push({ run, ms }),
      clearTimer: () => timers.splice(0),
    },
    (state) => states.push(state),
  );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    states,
    result,
    openLink,
    handle,
    timers,
    settle,
    async tick() {
      const timer = timers.shift();
      if (!timer) throw new Error("no timer is waiting");
      now += timer.ms;
      timer.run();
      await settle();
    },
  };
}

describe("Telegram web login", () => {
  it("opens the login link, polls every 2 s while pending, and ends confirmed with the login", async () => {
    const run = setup([{ status: "pending", login: null }, { status: "confirmed", login }]);
    await run.settle();
    expect(run.openLink).toHaveBeenCalledWith("https://t.me/xworld_dev_bot?start=weblogin_tok");
    expect(run.states.at(-1)).toEqual({ phase: "waiting", loginUrl: "https://t.me/xworld_dev_bot?start=weblogin_tok" });
    expect(run.timers[0]?.ms).toBe(TELEGRAM_POLL_INTERVAL_MS);

    await run.tick();
    expect(run.states.at(-1)?.phase).toBe("waiting");
    await run.tick();
    expect(run.result).toHaveBeenCalledTimes(2);
    expect(run.result).toHaveBeenCalledWith("tok");
    expect(run.states.at(-1)).toEqual({ phase: "confirmed", login });
    expect(run.timers).toHaveLength(0);
  });

  it("ends expired when the host says so", async () => {
    const run = setup([{ status: "expired", login: null }]);
    await run.settle();
    await run.tick();
    expect(run.states.at(-1)).toEqual({ phase: "expired" });
    expect(run.timers).toHaveLength(0);
  });

  it("ends expired once the login's lifetime is over even if the host still says pending", async () => {
    const run = setup([], 3);
    await run.settle();
    await run.tick();
    expect(run.states.at(-1)?.phase).toBe("waiting");
    await run.tick();
    expect(run.states.at(-1)).toEqual({ phase: "expired" });
  });

  it("stops polling when the player cancels, and ignores an answer already on its way", async () => {
    const run = setup([{ status: "confirmed", login }]);
    await run.settle();
    const timer = run.timers[0];
    run.handle.cancel();
    expect(run.states.at(-1)).toEqual({ phase: "cancelled" });
    expect(run.timers).toHaveLength(0);
    timer?.run();
    await run.settle();
    expect(run.states.at(-1)).toEqual({ phase: "cancelled" });
  });

  it("keeps polling through a dropped connection", async () => {
    const run = setup([new NetworkError(request, new TypeError("fetch failed")), { status: "confirmed", login }]);
    await run.settle();
    await run.tick();
    expect(run.states.at(-1)?.phase).toBe("waiting");
    await run.tick();
    expect(run.states.at(-1)).toEqual({ phase: "confirmed", login });
  });

  it("ends failed on any other error", async () => {
    const error = new BusinessError(request, 1002, "Unknown login token");
    const run = setup([error]);
    await run.settle();
    await run.tick();
    expect(run.states.at(-1)).toEqual({ phase: "failed", error });
  });
});
