// Every lucky-bear call against the running dev API, with the state changes a backend would make.
import { GAME_PROVIDERS, luckyBearEndpoints } from "@repo/api-client/endpoints/lucky-bear";
import { ERROR_OUTOF_NEWBIE } from "@repo/api-client/errors";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SEEDED_USER } from "./state/users";
import { expectAllCalled, failure, lbBalance, loginByPhone, useSeeded } from "./test-support/contract";
import { type Harness, startHarness } from "./test-support/harness";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  expectAllCalled(harness, luckyBearEndpoints);
  await harness.close();
});
beforeEach(async () => {
  await harness.control("reset", {});
  useSeeded(harness);
});

const lb = () => harness.api.luckyBear;
const page = { page: 1, page_size: 20 };

/** A brand-new player (inside the newbie period), logged in. */
async function newPlayer(phone = "933000111") {
  return loginByPhone(harness, phone);
}

describe("home and settings", () => {
  it("serves the summary, settings and countries", async () => {
    expect((await lb().query()).categories.length).toBeGreaterThan(0);
    expect((await lb().rechargeConf()).currencies.find((currency) => currency.currency === "VND")).toMatchObject({ usdt_rate: "25000" });
    expect((await lb().availableCountries()).list).toContainEqual({ country_code: "BR", name: "Brazil", currency: "BRL", dial_code: "+55" });
    await expect(lb().getCountry()).resolves.toEqual({ country_code: "VN", country_by_ip: "VN", currency: "VND" });
    await expect(lb().myCsBot()).resolves.toEqual({ bot_link: "https://t.me/luckybear_cs_bot?start=10001_support" });
    expect((await lb().lotteryAmountRangeCfg()).list).toHaveLength(3);
    expect((await lb().freeSpinConf()).list).toHaveLength(2);
    const login = useSeeded(harness);
    await expect(lb().openAppCfgV2({ user_id: login.user_id })).resolves.toMatchObject({ user_secret_key: login.user_secret_key });
  });

  it("hides a show-once popup after it is closed", async () => {
    expect((await lb().generalPopupQuery({ page: "home" })).list.map((popup) => popup.id)).toEqual([1, 2]);
    await lb().reportUserAction({ action: "popup_closed", params: { popup_id: 1 } });
    expect((await lb().generalPopupQuery({ page: "home" })).list.map((popup) => popup.id)).toEqual([2]);
  });

  it("stores the analytics client id", async () => {
    await expect(lb().updateAdUserGaClientid({ ga_client_id: "GA1.2.3" })).resolves.toEqual({ ok: true });
    expect(harness.dev.state.luckyBear.accounts.of(SEEDED_USER.user_id).ga_client_id).toBe("GA1.2.3");
  });

  it("finds games by category, provider and name", async () => {
    const slots = await lb().gameList({ ...page, category: "slots" });
    expect(slots.list.every((game) => game.category === "slots")).toBe(true);
    const name = slots.list[0]?.name ?? "";
    expect((await lb().gameSearch({ keyword: name.toLowerCase() })).list.map((game) => game.name)).toContain(name);
    await expect(lb().gameSearch({ keyword: " " })).resolves.toEqual({ list: [] });
  });
});

describe("newbies and invites", () => {
  it("tells old accounts ERROR_OUTOF_NEWBIE", async () => {
    expect(await failure(lb().newbieTaskStatus())).toMatchObject({ kind: "business", msg: ERROR_OUTOF_NEWBIE });
    await expect(lb().newbieTaskVisible()).resolves.toEqual({ visible: false });
  });

  it("registers a new player through an invite code, completing and paying newbie tasks", async () => {
    const inviter = useSeeded(harness);
    const before = await lb().inviteSummary();
    await newPlayer();
    await expect(lb().newbieTaskVisible()).resolves.toEqual({ visible: true });
    const registered = await lb().register({ invite_code: before.invite_code });
    expect(registered).toEqual({ registered: true, bonus: { amount: "1.00", coin_name: "LB-USDT" } });
    await expect(lb().register({})).resolves.toEqual({ registered: false, bonus: null });
    // register → the "login" task; reporting a game start → "play_game".
    const games = await lb().gameList({ ...page, provider: "inbet" });
    await lb().inbetReportGameStart({ game_id: games.list[0]?.game_id ?? 0 });
    const status = await lb().newbieTaskStatus();
    expect(status.tasks.map((task) => [task.id, task.done])).toEqual([
      ["first_login", true],
      ["first_game", true],
      ["first_recharge", false],
    ]);
    // 1 bonus + 0.5 + 1 for the two tasks.
    expect(await lbBalance(harness)).toBe(2.5);

    await lb().recharge({ amount: "250000", currency: "VND", channel: "bank" });
    expect((await lb().newbieTaskStatus()).tasks.every((task) => task.done && task.received)).toBe(true);
    await expect(lb().newbieTaskVisible()).resolves.toEqual({ visible: false });

    harness.useLogin(inviter);
    const after = await lb().inviteSummary();
    expect(after.invited_count).toBe(before.invited_count + 1);
    expect(after.recharged_count).toBe(before.recharged_count + 1);
    expect(Number(after.total_reward)).toBe(Number(before.total_reward) + 3);
    expect((await lb().inviteUsers(page)).list[0]).toMatchObject({ username: "us***11", recharged: true });
    expect((await lb().inviteRechargedUsers(page)).list.some((user) => user.recharge_amount === "10.00")).toBe(true);
    expect((await lb().inviteRewards(page)).list.slice(0, 2).map((reward) => reward.amount)).toEqual(["2.00", "1.00"]);
    const today = (await lb().inviteDailySummaries({ days: 3 })).list[0];
    expect(today).toMatchObject({ invited: 1, recharged: 1, reward: "3.00" });
    expect((await lb().inviteWeeklyRank()).list[0]).toMatchObject({ user_id: SEEDED_USER.user_id, rank: 1 });
    expect((await lb().inviteMasterConf()).levels).toHaveLength(4);
  });

  it("refuses an unknown invite code", async () => {
    await newPlayer("933000222");
    expect(await failure(lb().register({ invite_code: "LB1" }))).toMatchObject({ code: 1001, fieldErrors: [{ field: "invite_code" }] });
  });

  it("lets an approved agent add invite links that count registrations", async () => {
    await expect(lb().agentInviteLinkList()).resolves.toEqual({ agent_status: "none", list: [] });
    expect(await failure(lb().agentInviteLinkAdd({ name: "Facebook group" }))).toMatchObject({ code: 2003 });
    expect(await failure(lb().agentApply({ contact: "", channel: "fb", expected_users: 0 }))).toMatchObject({
      code: 1001,
      fieldErrors: [{ field: "contact" }, { field: "channel" }, { field: "expected_users" }],
    });
    await expect(lb().agentApply({ contact: "@agent", channel: "facebook", expected_users: 50 })).resolves.toEqual({ status: "approved" });
    expect(await failure(lb().agentApply({ contact: "@agent", channel: "facebook", expected_users: 50 }))).toMatchObject({ code: 2002 });
    const link = await lb().agentInviteLinkAdd({ name: "Facebook group" });
    await expect(lb().agentInviteLinkList()).resolves.toEqual({ agent_status: "approved", list: [link] });
    expect(await failure(lb().agentInviteLinkAdd({ name: " facebook GROUP " }))).toMatchObject({ code: 1001, fieldErrors: [{ field: "name" }] });

    const agent = useSeeded(harness);
    await newPlayer("933000333");
    await lb().register({ invite_code: link.code });
    harness.useLogin(agent);
    expect((await lb().agentInviteLinkList()).list[0]).toMatchObject({ registered: 1, recharged: 0 });
  });

  it("sums up the sub-agents: players who joined through the agent and became agents, with what they brought", async () => {
    const agent = useSeeded(harness);
    await lb().agentApply({ contact: "@agent", channel: "telegram", expected_users: 100 });
    const link = await lb().agentInviteLinkAdd({ name: "Telegram channel" });
    await expect(lb().agentSubSummaries()).resolves.toEqual({ list: [], total_registered: 0, total_recharged: 0, total_recharge_amount: "0.00" });

    // A player joins through the agent's link and becomes an agent too.
    const sub = await newPlayer("933000444");
    await lb().register({ invite_code: link.code });
    await lb().agentApply({ contact: "+84933000444", channel: "whatsapp", expected_users: 20 });
    const subLink = await lb().agentInviteLinkAdd({ name: "Family" });
    // Two players join through the sub-agent's link; one recharges 10 USDT.
    await newPlayer("933000555");
    await lb().register({ invite_code: subLink.code });
    await lb().recharge({ amount: "250000", currency: "VND", channel: "bank" });
    await newPlayer("933000666");
    await lb().register({ invite_code: subLink.code });
    // A player who joined through the agent without becoming an agent is no sub-agent.
    await newPlayer("933000777");
    await lb().register({ invite_code: link.code });

    harness.useLogin(agent);
    const summaries = await lb().agentSubSummaries();
    expect(summaries).toMatchObject({ total_registered: 2, total_recharged: 1, total_recharge_amount: "10.00" });
    expect(summaries.list).toEqual([
      { user_id: sub.user_id, username: expect.stringContaining("***"), joined_at: expect.any(Number), links: 1, registered: 2, recharged: 1, recharge_amount: "10.00" },
    ]);
    expect((await lb().agentInviteLinkList()).list[0]).toMatchObject({ registered: 2, recharged: 0 });
  });
});

describe("money", () => {
  it("withdraws: the balance drops and the order shows in my_orders and the withdraw log", async () => {
    const before = await lbBalance(harness);
    const order = await lb().withdraw({ amount: "250000", currency: "VND", channel: "bank", account: "VCB 0011" });
    expect(order.status).toBe("pending");
    expect(await lbBalance(harness)).toBe(before - 10);
    expect((await lb().myOrders({ ...page, type: "withdraw" })).list[0]).toMatchObject({ order_id: order.order_id, usdt_amount: "10.00", status: "pending" });
    expect((await lb().recentWithdrawLogs()).list[0]).toMatchObject({ amount: "250000", currency: "VND" });
    const orders = (await lb().myOrders({ ...page, type: "withdraw" })).total;
    expect(await failure(lb().withdraw({ amount: "99999999", currency: "VND", channel: "bank", account: "VCB 0011" }))).toMatchObject({ code: 2001, msg: "lack_LB-USDT" });
    // A refused withdrawal leaves no order and takes nothing.
    expect((await lb().myOrders({ ...page, type: "withdraw" })).total).toBe(orders);
    expect(await lbBalance(harness)).toBe(before - 10);
  });

  it("recharges: paid at once, listed, and in the asset detail", async () => {
    const before = await lbBalance(harness);
    const order = await lb().recharge({ amount: "100", currency: "BRL", channel: "ewallet" });
    expect(await lbBalance(harness)).toBe(before + 20);
    expect((await lb().myOrders(page)).list[0]).toMatchObject({ order_id: order.order_id, type: "recharge", status: "success" });
    const detail = await lb().assetDetail({ ...page, coin_name: "LB-USDT" });
    expect(detail.list[0]).toMatchObject({ amount: "20.00", kind: "recharge", memo: order.order_id });
    expect(detail.balance).toBe((before + 20).toFixed(2));
    expect(await failure(lb().recharge({ amount: "1", currency: "EUR", channel: "bank" }))).toMatchObject({ code: 1001 });
  });

  it("unlocks a due lock once, and not one that is not due", async () => {
    const locks = await lb().lockedDetail();
    const due = locks.list.find((lock) => lock.unlockable);
    const later = locks.list.find((lock) => !lock.unlockable);
    if (!due || !later) throw new Error("expected a due and a later lock");
    const before = await lbBalance(harness);
    await expect(lb().unlock({ lock_id: due.lock_id })).resolves.toEqual({ amount: due.amount, coin_name: "LB-USDT" });
    expect(await lbBalance(harness)).toBe(before + Number(due.amount));
    expect((await lb().assetList()).list[0]?.locked).toBe(later.amount);
    expect(await failure(lb().unlock({ lock_id: due.lock_id }))).toMatchObject({ code: 2002 });
    expect(await failure(lb().unlock({ lock_id: later.lock_id }))).toMatchObject({ code: 2003 });
  });
});

describe("rewards", () => {
  it("spends a spin chance per spin and records the result", async () => {
    expect((await lb().luckySpinConf()).chances).toBe(3);
    const before = await lbBalance(harness);
    const spin = await lb().luckySpin();
    expect(spin.chances_left).toBe(2);
    expect(await lbBalance(harness)).toBeCloseTo(before + Number(spin.prize.amount), 6);
    await expect(lb().luckySpinResult({ spin_id: spin.spin_id })).resolves.toMatchObject({ spin_id: spin.spin_id, prize: spin.prize });
    await lb().luckySpin();
    await lb().luckySpin();
    expect(await failure(lb().luckySpin())).toMatchObject({ msg: "No spins left" });
  });

  it("draws the free lottery once a day", async () => {
    await expect(lb().freeLotteryChance()).resolves.toEqual({ chances: 1, next_free_at: null });
    const draw = await lb().drawFreeLottery();
    expect(draw.status).toBe("drawing");
    const result = await lb().queryLotteryStatus({ draw_id: draw.draw_id });
    expect(["won", "lost"]).toContain(result.status);
    await expect(lb().queryLotteryStatus({ draw_id: draw.draw_id })).resolves.toEqual(result);
    const spent = await lb().freeLotteryChance();
    expect(spent.chances).toBe(0);
    expect(spent.next_free_at).toBeGreaterThan(harness.clock.now() / 1000);
    expect(await failure(lb().drawFreeLottery())).toMatchObject({ code: 2003 });
  });

  it("gives the free lottery chance back at the next UTC midnight by the dev API's clock", async () => {
    await lb().drawFreeLottery();
    const { next_free_at } = await lb().freeLotteryChance();
    expect((next_free_at ?? 0) % 86_400).toBe(0);
    harness.clock.set(((next_free_at ?? 0) - 1) * 1000);
    expect(await failure(lb().drawFreeLottery())).toMatchObject({ code: 2003 });
    harness.clock.set((next_free_at ?? 0) * 1000);
    await expect(lb().freeLotteryChance()).resolves.toEqual({ chances: 1, next_free_at: null });
    expect((await lb().drawFreeLottery()).status).toBe("drawing");
    expect((await lb().freeLotteryChance()).chances).toBe(0);
  });

  it("pays a VIP reward once per reached level", async () => {
    expect((await lb().vipConf()).levels).toHaveLength(11);
    const profile = await lb().vipProfile();
    expect(profile).toMatchObject({ vip_level: 3, total_bet: "650.00", next_level_bet: "800.00" });
    await expect(lb().receiveVipReward({ level: 3 })).resolves.toEqual({ amount: "6.00", coin_name: "LB-USDT" });
    expect(await failure(lb().receiveVipReward({ level: 3 }))).toMatchObject({ code: 2002 });
    expect(await failure(lb().receiveVipReward({ level: 4 }))).toMatchObject({ code: 2003 });
    expect((await lb().vipProfile()).rewards.find((reward) => reward.level === 3)).toMatchObject({ received: true, receivable: false });
  });

  it("redeems a gift code once", async () => {
    const before = await lbBalance(harness);
    await expect(lb().receiveGiftCode({ gift_code: "welcome2024" })).resolves.toEqual({ amount: "5.00", coin_name: "LB-USDT" });
    expect(await lbBalance(harness)).toBe(before + 5);
    expect(await failure(lb().receiveGiftCode({ gift_code: "WELCOME2024" }))).toMatchObject({ msg: "You have already redeemed this gift code" });
    expect(await failure(lb().receiveGiftCode({ gift_code: "NOPE" }))).toMatchObject({ code: 1002 });
  });

  it("refuses an expired gift code and an empty one, paying nothing", async () => {
    const before = await lbBalance(harness);
    expect(await failure(lb().receiveGiftCode({ gift_code: " spring2023 " }))).toMatchObject({ code: 2003, msg: "This gift code has expired" });
    expect(await failure(lb().receiveGiftCode({ gift_code: "  " }))).toMatchObject({ code: 1001, fieldErrors: [{ field: "gift_code" }] });
    expect(await lbBalance(harness)).toBe(before);
  });

  it("pays a bet prize once, only when the bet is reached", async () => {
    const conf = await lb().rtPrizeConf();
    expect(conf.prizes.map((prize) => prize.receivable)).toEqual([true, true, false]);
    await expect(lb().rtPrizeReceive({ prize_id: 2 })).resolves.toEqual({ amount: "8.00", coin_name: "LB-USDT" });
    expect(await failure(lb().rtPrizeReceive({ prize_id: 2 }))).toMatchObject({ code: 2002 });
    expect(await failure(lb().rtPrizeReceive({ prize_id: 3 }))).toMatchObject({ code: 2003 });
    expect((await lb().rtPrizeBillboard()).list.length).toBeGreaterThan(0);
  });

  it("ranks bets", async () => {
    const ranking = await lb().betRankingList();
    expect(ranking.list.length).toBeGreaterThan(0);
    expect(ranking.my_rank).toBeGreaterThan(0);
  });
});

describe("games", () => {
  it("toggles favourites", async () => {
    await expect(lb().favGamesToggle({ game_id: 105 })).resolves.toEqual({ game_id: 105, favourite: true });
    expect((await lb().favGamesList()).list.map((game) => game.game_id)).toEqual([105]);
    await expect(lb().favGamesToggle({ game_id: 105 })).resolves.toEqual({ game_id: 105, favourite: false });
    await expect(lb().favGamesList()).resolves.toEqual({ list: [] });
    expect(await failure(lb().favGamesToggle({ game_id: 1 }))).toMatchObject({ code: 1002 });
  });

  it.each(GAME_PROVIDERS)("gives the init config of a %s game, and refuses another provider's game", async (provider) => {
    const games = await lb().gameList({ ...page, provider });
    const game = games.list[0];
    if (!game) throw new Error(`no ${provider} game`);
    const initConfig = lb()[`${provider}InitConfig`];
    const config = await initConfig({ game_id: game.game_id });
    expect(config).toMatchObject({ game_id: game.game_id, provider, currency: "VND", language: "vi-VN" });
    expect(config.launch_url).toContain(`/${provider}/${game.game_id}?token=`);
    const other = GAME_PROVIDERS.find((candidate) => candidate !== provider) ?? "inbet";
    const otherGame = (await lb().gameList({ ...page, provider: other })).list[0];
    expect(await failure(initConfig({ game_id: otherGame?.game_id ?? 0 }))).toMatchObject({ code: 1002 });
  });

  it("pays the championship reward once, after the championship ended", async () => {
    const champs = (await lb().champList()).list;
    expect(champs.map((champ) => champ.status)).toEqual(["ended", "running", "upcoming"]);
    const detail = await lb().champDetail({ champ_id: 1 });
    expect(detail).toMatchObject({ my_rank: 1, my_reward: { amount: "1500.00", received: false } });
    expect((await lb().champBillboard({ champ_id: 1 })).list[0]).toMatchObject({ user_id: SEEDED_USER.user_id, reward: "1500.00" });
    const before = await lbBalance(harness);
    await expect(lb().champReceiveReward({ champ_id: 1 })).resolves.toEqual({ amount: "1500.00", coin_name: "LB-USDT" });
    expect(await lbBalance(harness)).toBe(before + 1500);
    expect(await failure(lb().champReceiveReward({ champ_id: 1 }))).toMatchObject({ code: 2002 });
    expect(await failure(lb().champReceiveReward({ champ_id: 2 }))).toMatchObject({ code: 2003 });
    await expect(lb().champBillboard({ champ_id: 3 })).resolves.toEqual({ list: [], my_rank: null });
  });
});
