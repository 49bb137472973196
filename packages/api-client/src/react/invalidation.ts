// What each state-changing call makes stale. A mutation's success invalidates these query keys.
import type { AnyEndpoint } from "../endpoint";
import { lbUserEndpoints as lbUser } from "../endpoints/lb-user";
import { luckyBearEndpoints as lb } from "../endpoints/lucky-bear";
import { taskEndpoints as task } from "../endpoints/task";
import { tgEndpoints as tg } from "../endpoints/tg";
import { userEndpoints as user } from "../endpoints/user";
import { walletEndpoints as wallet } from "../endpoints/wallet";
import { pvpEndpoints as pvp } from "../endpoints/pvp";
import { battleEndpoints as battle } from "../endpoints/battle";
import { bitGameEndpoints as bitGame } from "../endpoints/bit-game";
import { honorEndpoints as honor } from "../endpoints/honor";
import { partnerEndpoints as partner } from "../endpoints/partner";
import { poolEndpoints as pool } from "../endpoints/pool";
import { stakeEndpoints as stake } from "../endpoints/stake";
import { investEndpoints as invest } from "../endpoints/invest";
import { activityEndpoints as activity } from "../endpoints/activity";
import { campEndpoints as camp } from "../endpoints/camp";
import { nftEndpoints as nft } from "../endpoints/nft";
import { marketEndpoints as market } from "../endpoints/market";
import { petEndpoints as pet } from "../endpoints/pet";
import { payEndpoints as pay } from "../endpoints/pay";
import { profileEndpoints as profile } from "../endpoints/profile";
import { productEndpoints as product } from "../endpoints/product";
import { popupsEndpoints as popups } from "../endpoints/popups";
import { inviteCodeEndpoints as inviteCode } from "../endpoints/invite-code";
import type { ServiceName } from "../services";
import { queryKeys } from "./query-keys";

/** An endpoint (all its queries) or a whole service. */
export type InvalidationTarget = AnyEndpoint | ServiceName;

const USER_INFO = [user.getUserInfo, lbUser.getLbUserInfo];
const LB_MONEY = [lb.assetList, lb.assetDetail, lb.lockedDetail];
const LB_NEWBIE = [lb.newbieTaskStatus, lb.newbieTaskVisible];

const TABLE: [AnyEndpoint, InvalidationTarget[]][] = [
  // Wallet: every balance, history and total can move.
  [wallet.putFrag, [wallet.getFrag]],
  [wallet.putShard, [wallet.getShard]],
  [wallet.putGoogleDriveInfo, [wallet.getGoogleDriveInfo]],
  [wallet.transferFromOffchainToOnchain, ["wallet"]],
  [wallet.onchainTransfer, ["wallet"]],
  [wallet.onchainSwap, ["wallet"]],
  [wallet.offchainSwap, ["wallet"]],
  [wallet.xbvoteApprove, [wallet.xbvoteQuery]],
  [wallet.xbnftTransfer, ["wallet", "nft", "search"]],
  [wallet.updateWalletAddrSol, [wallet.getAllWalletAddr]],
  // Tasks: the player's progress shows on the task and its product; a claimed reward lands in the wallet.
  [task.takeTask, [task.getTaskDetail, task.getProductDetail]],
  [task.claimTaskReward, [task.getTaskDetail, task.getProductDetail, "wallet"]],
  // User and Telegram.
  [user.thirdPartyBind, [user.thirdPartyRegbindInfoList]],
  [user.socialMediaGetToken, [user.needAuthorize, user.getFollowing, user.getFollowList]],
  [user.reportTelegramClientAuthInfo, [...USER_INFO, user.needAuthorize]],
  [user.checkFollowStatus, [user.getFollowing, user.getFollowList, "wallet"]],
  [tg.authContact, USER_INFO],
  [lbUser.switchCountry, [...USER_INFO, lb.getCountry]],
  // Lucky bear.
  [lb.luckySpin, [lb.luckySpinConf, ...LB_MONEY]],
  [lb.recharge, [lb.myOrders, ...LB_MONEY, ...LB_NEWBIE, lb.inviteSummary]],
  [lb.withdraw, [lb.myOrders, lb.recentWithdrawLogs, ...LB_MONEY]],
  [lb.unlock, LB_MONEY],
  [lb.receiveVipReward, [lb.vipProfile, ...LB_MONEY]],
  [lb.receiveGiftCode, LB_MONEY],
  [lb.rtPrizeReceive, [lb.rtPrizeConf, ...LB_MONEY]],
  [lb.drawFreeLottery, [lb.freeLotteryChance]],
  [lb.register, [...LB_MONEY, ...LB_NEWBIE]],
  [lb.reportUserAction, [lb.generalPopupQuery, ...LB_NEWBIE, ...LB_MONEY]],
  [lb.inbetReportGameStart, [...LB_NEWBIE, ...LB_MONEY]],
  [lb.agentApply, [lb.agentInviteLinkList]],
  [lb.agentInviteLinkAdd, [lb.agentInviteLinkList]],
  [lb.favGamesToggle, [lb.favGamesList]],
  [lb.champReceiveReward, [lb.champDetail, ...LB_MONEY]],
  // Compete: stakes, fees, bets and transfers move wallet money; every step counts toward honor.
  [pvp.joinMatch, ["pvp", "wallet", "honor"]],
  [pvp.createMatch, ["pvp"]],
  [pvp.settleMatch, ["pvp", "wallet", "honor"]],
  [pvp.cancelMatch, ["pvp", "wallet"]],
  [battle.enter, ["battle", "wallet", "honor"]],
  [bitGame.placeBet, [bitGame.board, bitGame.roundResult, bitGame.betHistory, bitGame.money, "honor"]],
  [bitGame.transfer, [bitGame.money, bitGame.board, "wallet"]],
  [honor.claim, ["honor"]],
  [partner.apply, [partner.info, "honor"]],
  // Earn: pools, staking, invest, rewards and lucky codes move wallet money; the newbie activity
  // counts joins, stakes, subscriptions and purchases; everything received shows in the reward history.
  [pool.joinPool, [pool.poolList, pool.poolDetail, "wallet", activity.newbieActivity]],
  [pool.joinPoolByTask, [pool.poolList, pool.poolDetail, activity.newbieActivity]],
  [pool.receivePoolPrize, [pool.poolList, pool.poolDetail, "wallet", activity.rewardHistory]],
  [stake.stake, [stake.voteProjects, stake.voteProject, stake.myVotes, "wallet", activity.newbieActivity]],
  [stake.unstake, [stake.voteProjects, stake.voteProject, stake.myVotes, "wallet"]],
  [stake.claimVoteReward, [stake.myVotes, "wallet", activity.rewardHistory]],
  [invest.investSubscribe, [invest.investHoldings, "wallet", activity.newbieActivity]],
  [invest.investRedeem, [invest.investHoldings, "wallet", activity.rewardHistory]],
  [activity.claimReward, [activity.claimableRewards, activity.rewardHistory, "wallet"]],
  [activity.claimNewbieReward, [activity.newbieActivity, activity.rewardHistory, "wallet"]],
  [camp.buyLuckyCodes, [camp.luckyDraws, camp.myLuckyCodes, "wallet", activity.newbieActivity]],
  // Collectibles: an item moves between collections, the showcase, its history and the market; money
  // actions move wallet balances too.
  [nft.roll, [nft.rollConf, "nft", "search", "wallet"]],
  [pet.draw, [pet.drawConf, "pet", "nft", "search", "wallet"]],
  [pet.feed, ["pet", "nft", "wallet"]],
  [pet.levelUp, ["pet", "nft", "search", "wallet"]],
  [pet.hunt, ["pet", "nft", "wallet"]],
  [market.list, ["nft", "search", "pet"]],
  [market.cancel, ["nft", "search", "pet"]],
  [market.buy, ["nft", "search", "pet", "wallet"]],
  // Payment methods and payouts: a payout leaves the wallet and joins the payout orders.
  [pay.addPaymentMethod, [pay.paymentMethods]],
  [pay.removePaymentMethod, [pay.paymentMethods]],
  [pay.setDefaultPaymentMethod, [pay.paymentMethods]],
  [pay.payout, [pay.payoutConfig, pay.payoutOrders, "wallet"]],
  // Profile: the name and avatar also show in user info and on the public profile.
  [profile.updateName, [profile.myProfile, user.publicCheak, ...USER_INFO]],
  [profile.updateAvatar, [profile.myProfile, user.publicCheak, ...USER_INFO]],
  [profile.updateBio, [profile.myProfile, profile.showcase]],
  [profile.updateLanguage, [profile.myProfile]],
  [profile.finishSetup, [profile.myProfile]],
  [profile.setShowcase, [profile.myGames, profile.showcase]],
  [profile.addGame, [profile.myGames, product.gameCatalog]],
  [popups.markSeen, [popups.popup]],
  [inviteCode.bindInviteCode, [inviteCode.inviteBinding]],
];

export const INVALIDATIONS: ReadonlyMap<AnyEndpoint, readonly InvalidationTarget[]> = new Map(TABLE);

/** Query-key prefixes to invalidate after a successful call of this endpoint. */
export function invalidationKeys(endpoint: AnyEndpoint): (readonly unknown[])[] {
  return (INVALIDATIONS.get(endpoint) ?? []).map((target) =>
    typeof target === "string" ? queryKeys.service(target) : queryKeys.endpoint(target),
  );
}
