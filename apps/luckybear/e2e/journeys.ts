// The casino's reward, invite and agent journeys, step by step, shared by the plain-web specs and the
// Telegram ones: a spec only opens the page its way (signed in on the web, as the mini app's player in
// Telegram) and hands the page and the player's login to the journey.
import { type DevApi, type DevLogin, expect as baseExpect, type Page } from "@repo/playwright-config/fixtures";

// The journeys move between pages and wait for the dev API on a machine shared with builds: 30 s a wait.
const expect = baseExpect.configure({ timeout: 30_000 });

interface Asset {
  coin_name: string;
  amount: string;
}

export interface InvitedPage {
  list: { user_id: number; username: string }[];
  total: number;
}

/** The player's LB-USDT balance as the dev API holds it. */
export async function lbBalance(devApi: DevApi, login: DevLogin): Promise<number> {
  const { list } = await devApi.call<{ list: Asset[] }>("lucky-bear", "/lucky_bear/asset_list", undefined, login);
  return Number(list.find((asset) => asset.coin_name === "LB-USDT")?.amount ?? 0);
}

/** "1,500.00" → 1500 */
export const amountIn = (text: string | null): number => Number((/([\d,]+\.\d+)/.exec(text ?? "")?.[1] ?? "NaN").replace(/,/g, ""));

export const invitedBy = (devApi: DevApi, inviter: DevLogin): Promise<InvitedPage> =>
  devApi.call<InvitedPage>("lucky-bear", "/lucky_bear/invite_users?page=1&page_size=20", undefined, inviter);

/** On the wheel with 3 spins: each spin pays the prize the wheel lands on, until none is left. */
export async function spinUntilNoneLeft(page: Page, devApi: DevApi, login: DevLogin): Promise<void> {
  await expect(page.getByTestId("spin-chances")).toHaveText("Spins left: 3");
  for (const left of [2, 1, 0]) {
    const before = await lbBalance(devApi, login);
    await page.getByRole("button", { name: "Spin" }).click();
    await expect(page.getByTestId("spin-chances")).toHaveText(`Spins left: ${left}`);
    const prize = amountIn(await page.getByTestId("spin-prize").textContent());
    expect(await lbBalance(devApi, login)).toBeCloseTo(before + prize, 6);
  }
  await expect(page.getByText("No spins left")).toBeVisible();
  await expect(page.getByRole("button", { name: "Spin" })).toHaveCount(0);
}

/** On the free lottery: one draw, then "already drawn today"; the server refuses a second draw. */
export async function drawFreeLotteryOnce(page: Page, devApi: DevApi, login: DevLogin): Promise<void> {
  await page.getByRole("button", { name: "Draw now" }).click();
  await expect(page.getByTestId("lottery-result")).toBeVisible();
  await expect(page.getByTestId("lottery-drawn")).toHaveText("Already drawn today");
  await expect(page.getByRole("button", { name: "Draw now" })).toHaveCount(0);
  await expect(devApi.call("lucky-bear", "/lucky_bear/draw_free_lottery", undefined, login)).rejects.toThrow(/No free draw left today/);
}

/**
 * On the VIP page of the seeded player (VIP 3): level 4, not reached, offers nothing (the server refuses
 * it too); the VIP 3 reward is received once, kept across a reload, and a second receive is refused.
 */
export async function receiveVipRewardOnce(page: Page, devApi: DevApi, login: DevLogin): Promise<void> {
  await expect(page.getByTestId("vip-level")).toHaveText("VIP 3");
  await expect(page.getByTestId("vip-level-4").getByText("Not reached")).toBeVisible();
  await expect(page.getByTestId("vip-level-4").getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Receive the VIP 4 reward" })).toHaveCount(0);
  await expect(devApi.call("lucky-bear", "/lucky_bear/receive_vip_reward", { level: 4 }, login)).rejects.toThrow(/not reached/);
  const before = await lbBalance(devApi, login);
  await page.getByRole("button", { name: "Receive the VIP 3 reward" }).click();
  await expect(page.getByTestId("vip-level-3").getByText("Received")).toBeVisible();
  expect(await lbBalance(devApi, login)).toBeCloseTo(before + 6, 6);
  await page.reload();
  await expect(page.getByTestId("vip-level-3").getByText("Received")).toBeVisible();
  await expect(page.getByRole("button", { name: "Receive the VIP 3 reward" })).toHaveCount(0);
  await expect(devApi.call("lucky-bear", "/lucky_bear/receive_vip_reward", { level: 3 }, login)).rejects.toThrow(/already received/);
  expect(await lbBalance(devApi, login)).toBeCloseTo(before + 6, 6);
}

/**
 * From the rewards hub, as the winner of the ended "championship 1": its reward is received once, kept
 * across a reload, and a second receive is refused (2002).
 */
export async function receiveChampRewardOnce(page: Page, devApi: DevApi, login: DevLogin): Promise<void> {
  await page.getByTestId("rewards-champions").click();
  await page.getByTestId("champ-1").click();
  await expect(page).toHaveURL(/\/en-US\/luckybear\/champions\/1(#.*)?$/);
  await receiveOpenChampRewardOnce(page, devApi, login);
}

/** On the page of the ended "championship 1", as its winner: as receiveChampRewardOnce from there. */
export async function receiveOpenChampRewardOnce(page: Page, devApi: DevApi, login: DevLogin): Promise<void> {
  await expect(page.getByRole("group", { name: "Your rank" })).toContainText("1");
  const before = await lbBalance(devApi, login);
  await page.getByRole("button", { name: "Receive reward" }).click();
  await expect(page.getByTestId("champ-reward").getByText("Received")).toBeVisible();
  expect(await lbBalance(devApi, login)).toBeCloseTo(before + 1500, 6);
  await page.reload();
  await expect(page.getByTestId("champ-reward").getByText("Received")).toBeVisible();
  await expect(page.getByRole("button", { name: "Receive reward" })).toHaveCount(0);
  await expect(devApi.call("lucky-bear", "/lucky_bear/champ/receive_reward", { champ_id: 1 }, login)).rejects.toThrow(/2002/);
  expect(await lbBalance(devApi, login)).toBeCloseTo(before + 1500, 6);
}

/**
 * Each casino registration's answer, as it arrives: its code and the fields it refused (the request
 * body is not readable here: the client sends it as a stream).
 */
export function watchRegistrations(page: Page): { code: number; refused: string[] }[] {
  const registrations: { code: number; refused: string[] }[] = [];
  page.on("requestfinished", (request) => {
    if (!request.url().includes("/lucky_bear/register") || request.method() !== "POST") return;
    void request.response().then(async (response) => {
      const body = (await response?.json()) as { code: number; errors?: Record<string, string[]> } | undefined;
      registrations.push({ code: body?.code ?? -1, refused: Object.keys(body?.errors ?? {}) });
    });
  });
  return registrations;
}

/**
 * After a sign-up through an unknown invite code: the server refused the code, the app forgot it and
 * registered the friend without one; the newbie card and the lobby show, and the inviter gained no one.
 */
export async function expectRegisteredWithoutInviter(
  page: Page,
  registrations: { code: number; refused: string[] }[],
  inviterTotal: () => Promise<number>,
  totalBefore: number,
): Promise<void> {
  await expect.poll(() => registrations).toEqual([
    { code: 1001, refused: ["invite_code"] },
    { code: 0, refused: [] },
  ]);
  await expect(page.getByTestId("newbie-task-first_login")).toContainText("Reward received");
  await expect(page.getByRole("heading", { name: "Jackpot" })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("lb_invite_code"))).toBeNull();
  expect(await inviterTotal()).toBe(totalBefore);
}

/**
 * On the agent page of a player who is not an agent: an incomplete application is refused in the form
 * and nothing is sent; the full one is approved; a link named `linkName` is added (a second one of the
 * same name in other letter case is refused); a new player registered through it counts on it.
 */
export async function applyAsAgentAndAddLink(page: Page, devApi: DevApi, login: DevLogin, linkName: string): Promise<void> {
  const form = page.getByRole("form", { name: "Agent application" });
  await form.getByLabel("How can we reach you?").fill("@bear_agent");
  await form.getByRole("button", { name: "Send application" }).click();
  await expect(form.getByText("Please correct the marked fields.")).toBeVisible();
  await expect(form.getByText("Choose where you find players.")).toBeVisible();
  await expect(form.getByText("Enter how many players you expect.")).toBeVisible();
  expect((await devApi.call<{ agent_status: string }>("lucky-bear", "/lucky_bear/agent_invite_link/list", undefined, login)).agent_status).toBe("none");

  await form.getByText("Telegram", { exact: true }).click();
  await form.getByLabel("Players you expect to bring each month").fill("50");
  await form.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByTestId("agent-approved")).toBeVisible();
  await expect(page.getByText("No sub-agents yet")).toBeVisible();

  await page.getByLabel("New link name").fill(linkName);
  await page.getByRole("button", { name: "Add link" }).click();
  const links = page.getByRole("list", { name: "Your invite links" }).getByRole("listitem");
  await expect(links).toHaveCount(1);
  await expect(links.first()).toContainText(linkName);
  await expect(links.first().getByTestId("agent-link-stats")).toHaveText("Registered: 0 · Recharged: 0");

  await page.getByLabel("New link name").fill(linkName.toUpperCase());
  await page.getByRole("button", { name: "Add link" }).click();
  await expect(page.getByText("You already have a link with this name.")).toBeVisible();
  const listed = await devApi.call<{ list: { code: string }[] }>("lucky-bear", "/lucky_bear/agent_invite_link/list", undefined, login);
  expect(listed.list).toHaveLength(1);

  const player = await devApi.loginByPhone({ countryCode: "+84", number: "933000999" });
  await devApi.call("lucky-bear", "/lucky_bear/register", { invite_code: listed.list[0]?.code }, player);
  await page.reload();
  await expect(page.getByRole("list", { name: "Your invite links" }).getByTestId("agent-link-stats")).toHaveText("Registered: 1 · Recharged: 0");
}
