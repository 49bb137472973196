// What each state-changing call makes stale. A mutation's success invalidates these query keys.
// Endpoints are named by service and path (the parts of their query keys), not imported: the table
// spans every group, and importing them all would load the whole contract with a page's first
// mutation (the casino's app start registers the player). The tests check each name against the
// contract.
import type { AnyEndpoint } from "../endpoint";
import type { ServiceName } from "../services";
import { queryKeys } from "./query-keys";

/** An endpoint as "<service> <path>", e.g. "wallet /wallet/get_frag". */
export type EndpointName = `${ServiceName} /${string}`;

/** An endpoint (all its queries) or a whole service. */
export type InvalidationTarget = EndpointName | ServiceName;

export const endpointName = (endpoint: Pick<AnyEndpoint, "service" | "path">): EndpointName => `${endpoint.service} ${endpoint.path}` as EndpointName;

const USER_INFO: EndpointName[] = ["user /user/get_user_info", "lb-user /user/get_lb_user_info"];
const LB_MONEY: EndpointName[] = ["lucky-bear /lucky_bear/asset_list", "lucky-bear /lucky_bear/asset_detail", "lucky-bear /lucky_bear/locked_detail"];
const LB_NEWBIE: EndpointName[] = ["lucky-bear /lucky_bear/newbie_task_status", "lucky-bear /lucky_bear/newbie_task_visible"];

const TABLE: [EndpointName, InvalidationTarget[]][] = [
  // Wallet: every balance, history and total can move.
  ["wallet /wallet/put_frag", ["wallet /wallet/get_frag"]],
  ["wallet /wallet/put_shard", ["wallet /wallet/get_shard"]],
  ["wallet /wallet/put_google_drive_info", ["wallet /wallet/get_google_drive_info"]],
  ["wallet /wallet/transfer_from_offchain_to_onchain", ["wallet"]],
  ["wallet /wallet/onchain_transfer", ["wallet"]],
  ["wallet /wallet/onchain_swap", ["wallet"]],
  ["wallet /wallet/offchain_swap", ["wallet"]],
  ["wallet /wallet/xbvote_approve", ["wallet /wallet/xbvote_query"]],
  ["wallet /wallet/xbnft_transfer", ["wallet", "nft", "search"]],
  ["wallet /wallet/update_wallet_addr_sol", ["wallet /wallet/get_all_wallet_addr"]],
  // Tasks: the player's progress shows on the task and its product; a claimed reward lands in the wallet.
  ["task /task/take_task", ["task /task/get_task_detail", "task /task/get_product_detail"]],
  ["task /task/claim_task_reward", ["task /task/get_task_detail", "task /task/get_product_detail", "wallet"]],
  // User and Telegram.
  ["user /user/third_party_bind", ["user /user/third_party_regbind_info_list"]],
  ["user /api/social_media/get_token", ["user /api/social_media/need_authorize", "user /api/social_media/get_following", "user /api/social_media/get_follow_list"]],
  ["user /api/social_media/telegram/report_client_auth_info", [...USER_INFO, "user /api/social_media/need_authorize"]],
  ["user /api/social_media/check_follow_status", ["user /api/social_media/get_following", "user /api/social_media/get_follow_list", "wallet"]],
  ["tg /tg/auth_contact", USER_INFO],
  ["lb-user /user/switch_country", [...USER_INFO, "lucky-bear /lucky_bear/get_country"]],
  // Lucky bear.
  ["lucky-bear /lucky_bear/lucky_spin", ["lucky-bear /lucky_bear/lucky_spin_conf", ...LB_MONEY]],
  ["lucky-bear /lucky_bear/recharge", ["lucky-bear /lucky_bear/my_orders", ...LB_MONEY, ...LB_NEWBIE, "lucky-bear /lucky_bear/invite_summary"]],
  ["lucky-bear /lucky_bear/withdraw", ["lucky-bear /lucky_bear/my_orders", "lucky-bear /lucky_bear/recent_withdraw_logs", ...LB_MONEY]],
  ["lucky-bear /lucky_bear/unlock", LB_MONEY],
  ["lucky-bear /lucky_bear/receive_vip_reward", ["lucky-bear /lucky_bear/vip_profile", ...LB_MONEY]],
  ["lucky-bear /lucky_bear/receive_gift_code", LB_MONEY],
  ["lucky-bear /lucky_bear/rt_prize_receive", ["lucky-bear /lucky_bear/rt_prize_conf", ...LB_MONEY]],
  ["lucky-bear /lucky_bear/draw_free_lottery", ["lucky-bear /lucky_bear/free_lottery_chance"]],
  ["lucky-bear /lucky_bear/register", [...LB_MONEY, ...LB_NEWBIE]],
  ["lucky-bear /lucky_bear/report_user_action", ["lucky-bear /lucky_bear/general_popup_query", ...LB_NEWBIE, ...LB_MONEY]],
  ["lucky-bear /lucky_bear/inbet/report_game_start", [...LB_NEWBIE, ...LB_MONEY]],
  ["lucky-bear /lucky_bear/agent_apply", ["lucky-bear /lucky_bear/agent_invite_link/list"]],
  ["lucky-bear /lucky_bear/agent_invite_link/add", ["lucky-bear /lucky_bear/agent_invite_link/list"]],
  ["lucky-bear /lucky_bear/fav_games/toggle", ["lucky-bear /lucky_bear/fav_games/list"]],
  ["lucky-bear /lucky_bear/champ/receive_reward", ["lucky-bear /lucky_bear/champ/detail", ...LB_MONEY]],
  // Compete: stakes, fees, bets and transfers move wallet money; every step counts toward honor.
  ["pvp /pvp/join_match", ["pvp", "wallet", "honor"]],
  ["pvp /pvp/create_match", ["pvp"]],
  ["pvp /pvp/settle_match", ["pvp", "wallet", "honor"]],
  ["pvp /pvp/cancel_match", ["pvp", "wallet"]],
  ["battle /battle/enter", ["battle", "wallet", "honor"]],
  ["bit-game /bit_game/place_bet", ["bit-game /bit_game/board", "bit-game /bit_game/round_result", "bit-game /bit_game/bet_history", "bit-game /bit_game/money", "honor"]],
  ["bit-game /bit_game/transfer", ["bit-game /bit_game/money", "bit-game /bit_game/board", "wallet"]],
  ["honor /honor/claim", ["honor"]],
  ["share /share/partner_apply", ["share /share/partner_info", "honor"]],
  // Earn: pools, staking, invest, rewards and lucky codes move wallet money; the newbie activity
  // counts joins, stakes, subscriptions and purchases; everything received shows in the reward history.
  ["prize-pool /pool/join", ["prize-pool /pool/list", "prize-pool /pool/detail", "wallet", "activity /activity/newbie/tasks"]],
  ["prize-pool /pool/join_by_task", ["prize-pool /pool/list", "prize-pool /pool/detail", "activity /activity/newbie/tasks"]],
  ["prize-pool /pool/receive_prize", ["prize-pool /pool/list", "prize-pool /pool/detail", "wallet", "activity /reward/history"]],
  ["stake /vote/stake", ["stake /vote/projects", "stake /vote/project_detail", "stake /vote/my_votes", "wallet", "activity /activity/newbie/tasks"]],
  ["stake /vote/unstake", ["stake /vote/projects", "stake /vote/project_detail", "stake /vote/my_votes", "wallet"]],
  ["stake /vote/claim_reward", ["stake /vote/my_votes", "wallet", "activity /reward/history"]],
  ["invest /invest/subscribe", ["invest /invest/holdings", "wallet", "activity /activity/newbie/tasks"]],
  ["invest /invest/redeem", ["invest /invest/holdings", "wallet", "activity /reward/history"]],
  ["activity /reward/claim", ["activity /reward/claimable", "activity /reward/history", "wallet"]],
  ["activity /activity/newbie/claim", ["activity /activity/newbie/tasks", "activity /reward/history", "wallet"]],
  ["camp /luckycode/buy", ["camp /luckycode/draws", "camp /luckycode/my_codes", "wallet", "activity /activity/newbie/tasks"]],
  // Collectibles: an item moves between collections, the showcase, its history and the market; money
  // actions move wallet balances too.
  ["nft /nft/roll", ["nft /nft/roll_conf", "nft", "search", "wallet"]],
  ["pet /pet/draw", ["pet /pet/draw_conf", "pet", "nft", "search", "wallet"]],
  ["pet /pet/feed", ["pet", "nft", "wallet"]],
  ["pet /pet/level_up", ["pet", "nft", "search", "wallet"]],
  ["pet /pet/game/hunt", ["pet", "nft", "wallet"]],
  ["nft /nft/market/list", ["nft", "search", "pet"]],
  ["nft /nft/market/cancel", ["nft", "search", "pet"]],
  ["nft /nft/market/buy", ["nft", "search", "pet", "wallet"]],
  // Payment methods and payouts: a payout leaves the wallet and joins the payout orders.
  ["pay /pay/add_payment_method", ["pay /pay/payment_methods"]],
  ["pay /pay/remove_payment_method", ["pay /pay/payment_methods"]],
  ["pay /pay/set_default_payment_method", ["pay /pay/payment_methods"]],
  ["pay /pay/payout", ["pay /pay/payout_config", "pay /pay/payout_orders", "wallet"]],
  // Profile: the name and avatar also show in user info and on the public profile.
  ["profile /profile/update_name", ["profile /profile/my_profile", "user /user/public_cheak", ...USER_INFO]],
  ["profile /profile/update_avatar", ["profile /profile/my_profile", "user /user/public_cheak", ...USER_INFO]],
  ["profile /profile/update_bio", ["profile /profile/my_profile", "profile /profile/showcase"]],
  ["profile /profile/update_language", ["profile /profile/my_profile"]],
  ["profile /profile/finish_setup", ["profile /profile/my_profile"]],
  ["profile /profile/set_showcase", ["profile /profile/my_games", "profile /profile/showcase"]],
  ["profile /profile/add_game", ["profile /profile/my_games", "product /product/game_catalog"]],
  ["popups /popups/mark_seen", ["popups /popups/popup"]],
  ["user /user/bind_invite_code", ["user /user/invite_binding"]],
];

export const INVALIDATIONS: ReadonlyMap<EndpointName, readonly InvalidationTarget[]> = new Map(TABLE);

/** Query-key prefixes to invalidate after a successful call of this endpoint. */
export function invalidationKeys(endpoint: Pick<AnyEndpoint, "service" | "path">): (readonly unknown[])[] {
  return (INVALIDATIONS.get(endpointName(endpoint)) ?? []).map((target) => {
    const space = target.indexOf(" ");
    return space < 0 ? queryKeys.service(target as ServiceName) : queryKeys.endpoint({ service: target.slice(0, space) as ServiceName, path: target.slice(space + 1) });
  });
}
