// The stand-in game pages: playing an xworld game completes the player's running tasks of it; a
// casino round moves the balance and counts toward VIP, live prizes and running championships.
import { GAME_PROVIDERS } from "@repo/api-client/endpoints/lucky-bear";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BANNER_LINKS } from "../state/catalog";
import { failure, lbBalance, useSeeded } from "../test-support/contract";
import { type Harness, startHarness } from "../test-support/harness";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness.close();
});
beforeEach(async () => {
  await harness.control("reset", {});
  useSeeded(harness);
});

const api = () => harness.api;

async function openPage(url: string) {
  const response = await fetch(url, { redirect: "manual" });
  return { status: response.status, html: await response.text() };
}

async function submit(url: string, fields: Record<string, string>) {
  const response = await fetch(url, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

/** A product with at least one task, and that task. */
async function productWithTask() {
  const { list } = await api().task.getTaskList({ page: 1, page_size: 50 });
  for (const item of list) {
    const detail = await api().task.getProductDetail({ productId: item.productId });
    const task = detail.tasks[0];
    if (task) return { detail, task };
  }
  throw new Error("no product with a task");
}

describe("an xworld game", () => {
  it("completes the signed-in player's running task of the game in one round, then the reward can be claimed once", async () => {
    const { detail, task } = await productWithTask();
    const playUrl = new URL(detail.product.play_url);
    expect(playUrl.origin).toBe(harness.url);
    expect(playUrl.searchParams.get("player")).toMatch(/^[0-9a-f]{32}$/);
    await api().task.takeTask({ taskId: task.taskId });

    const before = await openPage(playUrl.href);
    expect(before.status).toBe(200);
    expect(before.html).toContain("Tasks waiting for this round");
    expect(before.html).toContain(task.title);

    const round = await submit(`${playUrl.origin}${playUrl.pathname}`, { player: playUrl.searchParams.get("player") ?? "" });
    expect(round.status).toBe(303);
    const after = await openPage(new URL(round.location ?? "", harness.url).href);
    expect(after.html).toContain("Round played: 1 task(s) done");
    expect((await api().task.getTaskDetail({ taskId: task.taskId })).status).toBe("completed");

    await expect(api().task.claimTaskReward({ taskId: task.taskId })).resolves.toMatchObject({ status: "reward_claimed" });
    const again = await submit(`${playUrl.origin}${playUrl.pathname}`, { player: playUrl.searchParams.get("player") ?? "" });
    expect((await openPage(new URL(again.location ?? "", harness.url).href)).html).toContain("No running task of this game was waiting");
  });

  it("leaves a task that ran out of time as it is", async () => {
    const { detail, task } = await productWithTask();
    const taken = await api().task.takeTask({ taskId: task.taskId });
    harness.clock.advance(((taken.expiry?.deadline ?? 0) - harness.clock.seconds() + 1) * 1000);
    const playUrl = new URL(detail.product.play_url);
    await submit(`${playUrl.origin}${playUrl.pathname}`, { player: playUrl.searchParams.get("player") ?? "" });
    expect((await api().task.getTaskDetail({ taskId: task.taskId })).status).toBe("in_progress");
  });

  it("tells a guest their play does not count, and refuses a round without a valid player", async () => {
    harness.logout();
    const { detail } = await productWithTask();
    expect(new URL(detail.product.play_url).search).toBe("");
    expect((await openPage(detail.product.play_url)).html).toContain("You are playing as a guest");
    expect((await openPage(`${detail.product.play_url}?player=${"0".repeat(32)}`)).html).toContain("You are playing as a guest");
    expect((await submit(detail.product.play_url, { player: "0".repeat(32) })).status).toBe(403);
    expect((await openPage(`${harness.url}/__dev/play/task/1`)).status).toBe(404);
  });
});

describe("a casino game", () => {
  /** A game of the running championship (2, "Crash cup": games 102 and 109) and its launch link. */
  async function launch(gameId = 102) {
    const game = (await api().luckyBear.gameList({ page: 1, page_size: 100 })).list.find((candidate) => candidate.game_id === gameId);
    const provider = GAME_PROVIDERS.find((candidate) => candidate === game?.provider);
    if (!game || !provider) throw new Error(`no game ${gameId}`);
    const config = await api().luckyBear[`${provider}InitConfig`]({ game_id: game.game_id });
    const url = new URL(config.launch_url);
    return { url, token: url.searchParams.get("token") ?? "", post: `${url.origin}${url.pathname}` };
  }

  it("takes the stake, pays the win, and counts the bet toward VIP and the running championship", async () => {
    const { url, token, post } = await launch();
    expect(url.origin).toBe(harness.url);
    expect((await openPage(url.href)).html).toContain("Your balance");
    const balance = await lbBalance(harness);
    const vipBefore = await api().luckyBear.vipProfile();
    const champBefore = await api().luckyBear.champDetail({ champ_id: 2 });

    const round = await submit(post, { token, stake: "10" });
    expect(round.status).toBe(303);
    const result = new URL(round.location ?? "", harness.url);
    expect(result.searchParams.get("bet")).toBe("10.00");
    const win = Number(result.searchParams.get("win"));
    expect(await lbBalance(harness)).toBeCloseTo(balance - 10 + win, 6);
    expect((await openPage(result.href)).html).toMatch(win > 0 ? /won \d/ : /No win this round/);

    expect(Number((await api().luckyBear.vipProfile()).total_bet)).toBe(Number(vipBefore.total_bet) + 10);
    expect(Number((await api().luckyBear.champDetail({ champ_id: 2 })).my_score)).toBe(Number(champBefore.my_score) + 10);
  });

  it("does not count a game outside the championship toward it", async () => {
    const { token, post } = await launch(101);
    const before = await api().luckyBear.champDetail({ champ_id: 2 });
    await submit(post, { token, stake: "1" });
    expect((await api().luckyBear.champDetail({ champ_id: 2 })).my_score).toBe(before.my_score);
  });

  it("refuses a stake it does not offer, a stake above the balance and a launch link that is not the player's", async () => {
    const { url, token, post } = await launch();
    const balance = await lbBalance(harness);
    const odd = await submit(post, { token, stake: "3" });
    expect(odd.status).toBe(409);
    expect(odd.html).toContain('role="alert"');
    expect(await lbBalance(harness)).toBe(balance);

    for (let spent = 0; spent + 10 <= balance; spent += 10) await submit(post, { token, stake: "10" });
    const broke = await submit(post, { token, stake: "10" });
    if ((await lbBalance(harness)) < 10) expect(broke.html).toContain("Not enough LB-USDT");

    expect((await openPage(url.href.replace(token, "f".repeat(32)))).status).toBe(403);
    expect((await submit(post, { token: "nope", stake: "1" })).status).toBe(403);
    expect((await openPage(`${harness.url}/__dev/play/casino/inbet/99999`)).status).toBe(404);
    expect(await failure(api().luckyBear.champDetail({ champ_id: 99 }))).toMatchObject({ code: 1002 });
  });
});

describe("seeded banners", () => {
  it("point only at pages of their own brand", async () => {
    for (const banner of (await api().user.appGlobalConfig()).banners) expect(BANNER_LINKS.xw).toContain(banner.link);
    for (const banner of (await api().luckyBear.query()).banners) expect(BANNER_LINKS.lb).toContain(banner.link);
    expect(BANNER_LINKS.xw.some((link) => link.startsWith("/luckybear"))).toBe(false);
    expect(BANNER_LINKS.lb.every((link) => link.startsWith("/luckybear"))).toBe(true);
  });
});
