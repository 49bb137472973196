// The user session (SPEC 3 "User session"), as jotai atoms grouped by what changes together.
// `sessionAtom` reads all of it back as one object with every field the spec names.
import { atom } from "jotai";
import { atomWithLazy } from "jotai/utils";
import { randomUuid } from "../random-id";
import type { AppEnvironment, BearWallet, Credentials, LoginType, OpenAppCfg, UserInfo } from "../types";

/** The stored login: user id, secret key, user name, login type. Null when logged out. */
export const credentialsAtom = atom<Credentials | null>(null);

export const userInfoAtom = atom<UserInfo | null>(null);

/** Why app start ended without user info: the UI offers a retry. */
export type InitErrorKind = "network" | "unknown";

/** Where app start is. `hasLogin` is confirmed by app start or a login, not merely read from storage. */
export interface SessionStatus {
  hasLogin: boolean;
  hasInit: boolean;
  initError: InitErrorKind | null;
}

export const sessionStatusAtom = atom<SessionStatus>({ hasLogin: false, hasInit: false, initError: null });

/** What the host around the page told us at start (the native app check and the open-app config). */
export interface HostState {
  appEnvironment: AppEnvironment | null;
  openAppCfg: OpenAppCfg | null;
  /** App-store review build: some money flows are replaced by warnings. */
  isAudit: boolean;
  /** Running inside the xworld native app. */
  xworldApp: boolean;
  /** Device fingerprint (visitor id) on the web, where the host gives no device id. */
  fp: string | null;
}

export const hostAtom = atom<HostState>({
  appEnvironment: null,
  openAppCfg: null,
  isAudit: false,
  xworldApp: false,
  fp: null,
});

/** The player's wallet addresses (wallet address item: wallet_addr, wallet_addr_sol, invalid) and TON. */
export interface WalletState {
  address: string | null;
  solanaAddress: string | null;
  /** The address failed validation and must be recreated. */
  invalid: boolean;
  tonAddress: string | null;
}

export const walletAtom = atom<WalletState>({ address: null, solanaAddress: null, invalid: false, tonAddress: null });

export const DEFAULT_COIN_TYPE = "WH";

export interface CoinState {
  /** The wallet coin shown by default (xworld). */
  coinType: string;
  /** The luckybear brand's chosen coin; null until chosen. */
  bearCoinType: string | null;
  bearWallet: BearWallet | null;
}

export const coinAtom = atom<CoinState>({ coinType: DEFAULT_COIN_TYPE, bearCoinType: null, bearWallet: null });

/** First-run flags set by the login answer and cleared as the guides are seen. */
export interface OnboardingState {
  newLogin: boolean;
  newUser: boolean;
  newUserGuide: boolean;
  newUserAgentGuide: boolean;
}

export const onboardingAtom = atom<OnboardingState>({
  newLogin: false,
  newUser: false,
  newUserGuide: false,
  newUserAgentGuide: false,
});

export const prizeEnabledAtom = atom(false);

/**
 * The Lucky Bear session id (LB-Session header): a random UUID per store, that is per page load.
 * Spec: not shown — its lifetime. Choice: one visit, not persisted, so it identifies a play session.
 */
export const lbSessionIdAtom = atomWithLazy(() => randomUuid());

/** The whole user session with the spec's field names, read-only. */
export interface SessionSnapshot {
  userId: number | null;
  secretKey: string | null;
  userName: string | null;
  loginType: LoginType | null;
  userInfo: UserInfo | null;
  hasLogin: boolean;
  hasInit: boolean;
  initError: InitErrorKind | null;
  appEnvironment: AppEnvironment | null;
  openAppCfg: OpenAppCfg | null;
  walletAddress: string | null;
  solanaAddress: string | null;
  walletInvalid: boolean;
  coinType: string;
  bearCoinType: string | null;
  bearWallet: BearWallet | null;
  isAudit: boolean;
  xworldApp: boolean;
  newLogin: boolean;
  newUser: boolean;
  newUserGuide: boolean;
  newUserAgentGuide: boolean;
  tonAddress: string | null;
  prizeEnabled: boolean;
  fp: string | null;
}

export const sessionAtom = atom<SessionSnapshot>((get) => {
  const credentials = get(credentialsAtom);
  const status = get(sessionStatusAtom);
  const host = get(hostAtom);
  const wallet = get(walletAtom);
  return {
    userId: credentials?.userId ?? null,
    secretKey: credentials?.secretKey ?? null,
    userName: credentials?.userName ?? null,
    loginType: credentials?.loginType ?? null,
    userInfo: get(userInfoAtom),
    ...status,
    appEnvironment: host.appEnvironment,
    openAppCfg: host.openAppCfg,
    walletAddress: wallet.address,
    solanaAddress: wallet.solanaAddress,
    walletInvalid: wallet.invalid,
    tonAddress: wallet.tonAddress,
    ...get(coinAtom),
    isAudit: host.isAudit,
    xworldApp: host.xworldApp,
    ...get(onboardingAtom),
    prizeEnabled: get(prizeEnabledAtom),
    fp: host.fp,
  };
});

/** Logged in as far as the UI is concerned: confirmed, and credentials are held. */
export const isLoggedInAtom = atom((get) => get(sessionStatusAtom).hasLogin && get(credentialsAtom) != null);
