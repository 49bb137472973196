import type { ApiClient } from "@repo/api-client/client";
import type { AnyEndpoint } from "@repo/api-client/endpoint";
import { describe, expect, it, vi } from "vitest";
import { UnplayableGameError, openGame } from "./open-game";

function deps(answers: Record<string, (input: unknown) => unknown>) {
  const steps: string[] = [];
  const call = vi.fn(async (endpoint: AnyEndpoint, input?: unknown) => {
    steps.push(`${endpoint.method} ${endpoint.path} ${JSON.stringify(input)}`);
    const answer = answers[endpoint.path];
    if (!answer) throw new Error(`unexpected ${endpoint.path}`);
    return answer(input);
  }) as unknown as ApiClient["call"];
  const openLink = vi.fn(async (url: string) => {
    steps.push(`open ${url}`);
  });
  const onReported = vi.fn(() => {
    steps.push("reported");
  });
  const onReportFailed = vi.fn();
  return { call, openLink, onReported, onReportFailed, steps };
}

const config = (provider: string, url = `https://games.example/${provider}/7?token=t`) => () => ({
  game_id: 7,
  provider,
  launch_url: url,
  session_token: "t",
  currency: "VND",
  language: "en-US",
  lobby_url: "/luckybear",
  extra: {},
});

describe("openGame", () => {
  it("an inbet game: init config, the start report, then the game", async () => {
    const d = deps({ "/lucky_bear/inbet/init_config": config("inbet"), "/lucky_bear/inbet/report_game_start": () => ({ ok: true }) });
    await openGame({ game_id: 7, provider: "inbet" }, d);
    expect(d.steps).toEqual([
      'GET /lucky_bear/inbet/init_config {"game_id":7}',
      'POST /lucky_bear/inbet/report_game_start {"game_id":7}',
      "reported",
      "open https://games.example/inbet/7?token=t",
    ]);
  });

  it.each(["pg", "ppgame", "imperium"])("a %s game: its own init config, no report", async (provider) => {
    const d = deps({ [`/lucky_bear/${provider}/init_config`]: config(provider) });
    await openGame({ game_id: 7, provider }, d);
    expect(d.steps).toEqual([`GET /lucky_bear/${provider}/init_config {"game_id":7}`, `open https://games.example/${provider}/7?token=t`]);
  });

  it("a failed start report does not keep the player out of the game", async () => {
    const d = deps({
      "/lucky_bear/inbet/init_config": config("inbet"),
      "/lucky_bear/inbet/report_game_start": () => {
        throw new Error("report down");
      },
    });
    await openGame({ game_id: 7, provider: "inbet" }, d);
    expect(d.onReportFailed).toHaveBeenCalledTimes(1);
    expect(d.openLink).toHaveBeenCalledWith("https://games.example/inbet/7?token=t");
  });

  it("a failed init config opens nothing", async () => {
    const d = deps({
      "/lucky_bear/pg/init_config": () => {
        throw new Error("maintenance");
      },
    });
    await expect(openGame({ game_id: 7, provider: "pg" }, d)).rejects.toThrow("maintenance");
    expect(d.openLink).not.toHaveBeenCalled();
  });

  it.each([
    [{ game_id: 7, provider: "newstudio" }, {}],
    [{ game_id: 7, provider: "pg" }, { "/lucky_bear/pg/init_config": config("pg", "javascript:alert(1)") }],
  ])("refuses %j (unknown provider or a launch address that is not a web page)", async (game, answers) => {
    const d = deps(answers);
    await expect(openGame(game, d)).rejects.toBeInstanceOf(UnplayableGameError);
    expect(d.openLink).not.toHaveBeenCalled();
  });
});
