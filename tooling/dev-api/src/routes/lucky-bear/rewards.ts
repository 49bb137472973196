// Lucky bear rewards: the wheel, the free lottery, VIP rewards, gift codes, bet prizes, newbie tasks.
import { assetPath } from "../../assets";
import { luckyBearEndpoints as lb } from "@repo/api-client/endpoints/lucky-bear";
import { DEV_CODES, fail } from "../../envelope";
import { type Route, serve } from "../../serve";
import { serveOnce } from "../../idempotent";
import { EXPIRED_GIFT_CODES, GIFT_CODES, NEWBIE_DAYS, NEWBIE_TASKS, RT_PRIZES, SPIN_PRIZES, VIP_LEVELS } from "../../state/lucky-bear";
import { formatMicro, toMicro } from "../../state/money";
import { userRandom } from "../../state/per-user";
import { caller, isNewbie, maskName, pay, requireNewbie, rewardOf } from "./common";

const prizeView = (prize: (typeof SPIN_PRIZES)[number]) => ({ id: prize.id, name: prize.name, icon: prize.icon, ...rewardOf(prize.amount_micro) });
const vipIcon = (level: number) => assetPath("lb-vip", level);

/** The highest VIP level whose bet requirement is met. */
const vipLevelOf = (totalBetMicro: number) => VIP_LEVELS.filter((level) => level.required_bet_micro <= totalBetMicro).at(-1)?.level ?? 0;

/** The UTC day of a time in seconds; the free lottery chance comes back at each UTC midnight. */
const utcDay = (now: number) => Math.floor(now / 86_400);
const nextMidnight = (now: number) => (utcDay(now) + 1) * 86_400;
const lotteryChances = (drawnDay: number | null, now: number) => (drawnDay === utcDay(now) ? 0 : 1);

export const rewardRoutes: Route[] = [
  serve(lb.luckySpinConf, (_input, context) => ({ chances: caller(context).account.spin_chances, prizes: SPIN_PRIZES.map(prizeView) })),
  serveOnce(lb.luckySpin, (_input, context) => {
    const { user, account } = caller(context);
    if (account.spin_chances <= 0) fail(DEV_CODES.NOT_AVAILABLE, "No spins left");
    const random = userRandom(context.state.seed, user.user_id, 1_000 + account.spins.length);
    // Small prizes are far more likely.
    const prize = random.pick([SPIN_PRIZES[0], SPIN_PRIZES[0], SPIN_PRIZES[0], SPIN_PRIZES[1], SPIN_PRIZES[1], SPIN_PRIZES[2], SPIN_PRIZES[3], SPIN_PRIZES[4]]);
    account.spin_chances -= 1;
    const record = { spin_id: context.state.luckyBear.nextId(), prize_id: prize.id, time: context.nowSeconds() };
    account.spins.push(record);
    pay(context.state, user.user_id, prize.amount_micro, "lucky_spin", prize.name);
    return { spin_id: record.spin_id, prize: prizeView(prize), chances_left: account.spin_chances };
  }),
  serve(lb.luckySpinResult, ({ spin_id }, context) => {
    const record = caller(context).account.spins.find((spin) => spin.spin_id === spin_id) ?? fail(DEV_CODES.NOT_FOUND, "No such spin");
    const prize = SPIN_PRIZES.find((candidate) => candidate.id === record.prize_id) ?? SPIN_PRIZES[0];
    return { spin_id: record.spin_id, prize: prizeView(prize), time: record.time };
  }),
  serve(lb.freeLotteryChance, (_input, context) => {
    const { account } = caller(context);
    const now = context.nowSeconds();
    const chances = lotteryChances(account.lottery_drawn_day, now);
    return { chances, next_free_at: chances > 0 ? null : nextMidnight(now) };
  }),
  serve(lb.drawFreeLottery, (_input, context) => {
    const { account } = caller(context);
    const now = context.nowSeconds();
    if (lotteryChances(account.lottery_drawn_day, now) <= 0) fail(DEV_CODES.NOT_AVAILABLE, "No free draw left today");
    account.lottery_drawn_day = utcDay(now);
    const draw = { draw_id: context.state.luckyBear.nextId(), status: "drawing" as const, reward_micro: 0 };
    account.draws.push(draw);
    return { draw_id: draw.draw_id, status: draw.status };
  }),
  // A draw resolves the first time its status is asked for (a real one takes a few seconds).
  serve(lb.queryLotteryStatus, ({ draw_id }, context) => {
    const { user, account } = caller(context);
    const draw = account.draws.find((candidate) => candidate.draw_id === draw_id) ?? fail(DEV_CODES.NOT_FOUND, "No such draw");
    if (draw.status === "drawing") {
      const random = userRandom(context.state.seed, user.user_id, 2_000 + draw_id);
      if (random.bool(0.6)) {
        draw.status = "won";
        draw.reward_micro = toMicro(random.int(10, 300) / 100);
        pay(context.state, user.user_id, draw.reward_micro, "free_lottery", `Draw ${draw_id}`);
      } else {
        draw.status = "lost";
      }
    }
    return { draw_id, status: draw.status, reward: draw.status === "won" ? rewardOf(draw.reward_micro) : null };
  }),
  serve(lb.vipConf, () => ({
    levels: VIP_LEVELS.map((level) => ({ level: level.level, icon: vipIcon(level.level), required_bet: formatMicro(level.required_bet_micro), reward: rewardOf(level.reward_micro) })),
  })),
  serve(lb.vipProfile, (_input, context) => {
    const { account } = caller(context);
    const level = vipLevelOf(account.total_bet_micro);
    const next = VIP_LEVELS[level + 1];
    return {
      vip_level: level,
      icon: vipIcon(level),
      total_bet: formatMicro(account.total_bet_micro),
      next_level_bet: next ? formatMicro(next.required_bet_micro) : null,
      rewards: VIP_LEVELS.filter((entry) => entry.level > 0).map((entry) => ({
        level: entry.level,
        reward: rewardOf(entry.reward_micro),
        receivable: entry.level <= level && !account.vip_received.has(entry.level),
        received: account.vip_received.has(entry.level),
      })),
    };
  }),
  serve(lb.receiveVipReward, ({ level }, context) => {
    const { user, account } = caller(context);
    const entry = VIP_LEVELS.find((candidate) => candidate.level === level && level > 0) ?? fail(DEV_CODES.NOT_FOUND, "No such VIP level");
    if (entry.level > vipLevelOf(account.total_bet_micro)) fail(DEV_CODES.NOT_AVAILABLE, "VIP level not reached yet");
    if (account.vip_received.has(level)) fail(DEV_CODES.ALREADY_DONE, "VIP reward already received");
    account.vip_received.add(level);
    return pay(context.state, user.user_id, entry.reward_micro, "vip_reward", `VIP ${level}`);
  }),
  serveOnce(lb.receiveGiftCode, ({ gift_code }, context) => {
    const { user, account } = caller(context);
    const code = gift_code.trim().toUpperCase();
    if (!code) fail(DEV_CODES.INVALID_PARAMS, "Enter a gift code", { gift_code: ["Required"] });
    if (EXPIRED_GIFT_CODES.has(code)) fail(DEV_CODES.NOT_AVAILABLE, "This gift code has expired");
    const micro = GIFT_CODES[code] ?? fail(DEV_CODES.NOT_FOUND, "This gift code does not exist");
    if (account.gift_codes.has(code)) fail(DEV_CODES.ALREADY_DONE, "You have already redeemed this gift code");
    account.gift_codes.add(code);
    return pay(context.state, user.user_id, micro, "gift_code", code);
  }),
  serve(lb.rtPrizeConf, (_input, context) => {
    const { account } = caller(context);
    return {
      period_end: nextMidnight(context.nowSeconds()),
      my_bet: formatMicro(account.total_bet_micro),
      prizes: RT_PRIZES.map((prize) => ({
        prize_id: prize.prize_id,
        name: prize.name,
        required_bet: formatMicro(prize.required_bet_micro),
        reward: rewardOf(prize.reward_micro),
        receivable: account.total_bet_micro >= prize.required_bet_micro && !account.rt_received.has(prize.prize_id),
        received: account.rt_received.has(prize.prize_id),
      })),
    };
  }),
  serve(lb.rtPrizeBillboard, (_input, { state, nowSeconds }) => ({
    list: [...state.users.byId.values()].slice(2, 10).map((user, index) => {
      const prize = RT_PRIZES[index % RT_PRIZES.length] ?? RT_PRIZES[0];
      return { username: maskName(user.username), prize_name: prize.name, amount: formatMicro(prize.reward_micro), time: nowSeconds() - 420 * (index + 1) };
    }),
  })),
  serve(lb.rtPrizeReceive, ({ prize_id }, context) => {
    const { user, account } = caller(context);
    const prize = RT_PRIZES.find((candidate) => candidate.prize_id === prize_id) ?? fail(DEV_CODES.NOT_FOUND, "No such prize");
    if (account.rt_received.has(prize_id)) fail(DEV_CODES.ALREADY_DONE, "Prize already received");
    if (account.total_bet_micro < prize.required_bet_micro) fail(DEV_CODES.NOT_AVAILABLE, "Bet more to unlock this prize");
    account.rt_received.add(prize_id);
    return pay(context.state, user.user_id, prize.reward_micro, "rt_prize", prize.name);
  }),
  serve(lb.newbieTaskStatus, (_input, context) => {
    const { user, account } = caller(context);
    requireNewbie(context, user);
    return {
      tasks: NEWBIE_TASKS.map((task) => ({
        id: task.id,
        title: task.title,
        action: task.action,
        reward: rewardOf(task.reward_micro),
        done: account.newbie_done.has(task.id),
        // Newbie rewards are paid when the task is done.
        received: account.newbie_done.has(task.id),
      })),
      expires_at: user.created_at + NEWBIE_DAYS * 86_400,
    };
  }),
  serve(lb.newbieTaskVisible, (_input, context) => {
    const { user, account } = caller(context);
    return { visible: isNewbie(user, context.nowSeconds()) && account.newbie_done.size < NEWBIE_TASKS.length };
  }),
  serve(lb.freeSpinConf, (_input, context) => {
    const { user } = caller(context);
    const random = userRandom(context.state.seed, user.user_id, 3);
    return {
      list: [random.pick(context.state.games), random.pick(context.state.games)].map((game, index) => ({
        game_id: game.game_id,
        free_spins: 5 * (index + 1),
        bet_value: "0.20",
        expires_at: nextMidnight(context.nowSeconds()) + index * 86_400,
      })),
    };
  }),
];
