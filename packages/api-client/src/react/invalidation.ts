// What each state-changing call makes stale. A mutation's success invalidates these query keys.
import type { AnyEndpoint } from "../endpoint";
import { lbUserEndpoints as lbUser } from "../endpoints/lb-user";
import { luckyBearEndpoints as lb } from "../endpoints/lucky-bear";
import { taskEndpoints as task } from "../endpoints/task";
import { tgEndpoints as tg } from "../endpoints/tg";
import { userEndpoints as user } from "../endpoints/user";
import { walletEndpoints as wallet } from "../endpoints/wallet";
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
  [wallet.xbnftTransfer, ["wallet"]],
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
