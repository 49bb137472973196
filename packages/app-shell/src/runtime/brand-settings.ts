// What differs between the two brands beyond their route rules: where things live and what to call
// the app. Paths are without the locale prefix.
export interface BrandSettings {
  /** Shown in the PWA install dialog. */
  appName: string;
  home: string;
  /** Where a player tops up (balance-lack, wallet drawer). */
  recharge: string;
  withdraw: string;
  exchange: string;
  walletHistory: string;
  /** The feedback screens the floating ball leads to (the newer one when feedback_v2 is on). */
  feedback: string;
  feedbackV2: string;
}
