// The bridge methods of SPEC section 7 and the parameters and results this client uses for them.
//
// Spec: not shown — the spec names the methods only. The parameter and result shapes below are
// this client's contract with the host (snake_case, like every other host field); anything a host
// adds is passed through untouched.
import type { AppEnvironment, AppInfo, FingerReply, HostCredentials, NoParams } from "./types";

export const BRIDGE_METHODS = [
  "getAppInfo",
  "googleLogin",
  "openWebView",
  "openChromeTab",
  "openTransparentWebView",
  "openMiniGame",
  "close",
  "back",
  "environment",
  "appLogin",
  "webLogin",
  "onLoginResult",
  "webLogout",
  "share",
  "jumpCplOffer",
  "checkVpn",
  "checkFinger",
  "loadFinger",
  "checkFingerSavedData",
  "showPayDialog",
  "checkDriveFile",
  "startXWorldPay",
  "saveUserLocalData",
  "getUserLocalData",
  "showWalletStatusDialog",
  "onChainSuccess",
  "signMessage",
  "signPayMessage",
  "openDappBrowser",
  "openPost",
  "checkShms",
  "showBuildGuide",
  "jumpEarnBuildPage",
  "getEncryptData",
  "startSudGame",
  "bindAccount",
  "getAccountJson",
  "savePictureToAlbum",
  "openAd",
] as const;

export type BridgeMethod = (typeof BRIDGE_METHODS)[number];

export function isBridgeMethod(value: string): value is BridgeMethod {
  return (BRIDGE_METHODS as readonly string[]).includes(value);
}

/** Screen orientation a mini game opens in unless told otherwise (SPEC section 9). */
export const DEFAULT_SCREEN_ORIENTATION = 1;

type Ok = Record<string, unknown>;

/** Parameters and result of every method. */
export interface BridgeMethodMap {
  getAppInfo: { params: NoParams; result: AppInfo };
  googleLogin: { params: NoParams; result: { id_token: string; email?: string } };
  openWebView: { params: { url: string; title?: string; fullscreen?: boolean }; result: Ok };
  openChromeTab: { params: { url: string }; result: Ok };
  openTransparentWebView: { params: { url: string }; result: Ok };
  openMiniGame: { params: { url: string; game_id?: string; orientation?: number }; result: Ok };
  close: { params: NoParams; result: void };
  back: { params: NoParams; result: void };
  environment: { params: NoParams; result: AppEnvironment };
  appLogin: { params: NoParams; result: HostCredentials };
  webLogin: {
    params: { user_id: number; user_secret_key: string; username: string; login_type: string };
    result: Ok;
  };
  onLoginResult: { params: { success: boolean; user_id?: number; msg?: string }; result: Ok };
  webLogout: { params: NoParams; result: Ok };
  share: {
    params: { text: string; url?: string; image?: string; channel?: string };
    result: { channel?: string };
  };
  jumpCplOffer: { params: { offer_id: string; task_id?: string }; result: Ok };
  checkVpn: { params: NoParams; result: { vpn: boolean } };
  checkFinger: { params: NoParams; result: FingerReply };
  loadFinger: { params: { finger_save_data: string }; result: FingerReply };
  checkFingerSavedData: { params: NoParams; result: FingerReply };
  showPayDialog: {
    params: { order_id: string; amount: string; currency: string; pay_type?: string };
    result: { status: "success" | "cancel" | "fail"; order_id?: string };
  };
  checkDriveFile: { params: { file_name: string }; result: { exists: boolean } };
  startXWorldPay: {
    params: { mch_id: string; order_id: string; app_name: string; jump_page?: string };
    result: { status: "success" | "cancel" | "fail"; order_id?: string };
  };
  saveUserLocalData: { params: { key: string; value: string }; result: Ok };
  getUserLocalData: { params: { key: string }; result: { value: string | null } };
  showWalletStatusDialog: { params: { status: string; message?: string }; result: Ok };
  onChainSuccess: { params: { tx_hash: string; chain?: string }; result: Ok };
  signMessage: { params: { message: string; chain?: string }; result: { signature: string } };
  signPayMessage: { params: { message: string; chain?: string }; result: { signature: string } };
  openDappBrowser: { params: { url: string }; result: Ok };
  openPost: { params: { post_id: string }; result: Ok };
  checkShms: { params: NoParams; result: { installed: boolean } };
  showBuildGuide: { params: NoParams; result: Ok };
  jumpEarnBuildPage: { params: NoParams; result: Ok };
  getEncryptData: { params: { data: string }; result: { data: string } };
  startSudGame: { params: { game_id: string; room_id?: string }; result: Ok };
  bindAccount: { params: { type: string }; result: { account?: string } };
  getAccountJson: { params: NoParams; result: { json: string } };
  savePictureToAlbum: { params: { url: string }; result: Ok };
  openAd: { params: { placement: string; ad_type?: string }; result: { rewarded: boolean } };
}

export type ParamsOf<M extends BridgeMethod> = BridgeMethodMap[M]["params"];
export type ResultOf<M extends BridgeMethod> = BridgeMethodMap[M]["result"];

/**
 * Methods after which the host tears the page down or navigates away: the call resolves once the
 * message is posted instead of waiting for a reply that may never come.
 */
export const FIRE_AND_FORGET_METHODS: ReadonlySet<BridgeMethod> = new Set<BridgeMethod>([
  "close",
  "back",
]);

/** Methods that wait for the player (a login, a payment, a fingerprint, an ad): long time-out. */
export const INTERACTIVE_METHODS: ReadonlySet<BridgeMethod> = new Set<BridgeMethod>([
  "googleLogin",
  "appLogin",
  "share",
  "checkFinger",
  "loadFinger",
  "checkFingerSavedData",
  "showPayDialog",
  "startXWorldPay",
  "showWalletStatusDialog",
  "signMessage",
  "signPayMessage",
  "bindAccount",
  "openAd",
  "startSudGame",
]);
