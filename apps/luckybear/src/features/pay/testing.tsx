// Test support (not app code): renders a casino screen with the app shell's renderFeature on the
// lucky-bear web platform, and the pay settings a Vietnamese player gets.
import type { Answers } from "@repo/app-shell/testing/fake-api";
import { type FeatureSetup, renderFeature as renderShellFeature } from "@repo/app-shell/testing/render-feature";
import type { ReactElement } from "react";

export type { Answers };

export function renderFeature(ui: ReactElement, setup: FeatureSetup) {
  return renderShellFeature(ui, { ...setup, platform: { kind: "luckybear-web", brand: "luckybear", ...setup.platform } });
}

/** recharge_conf and get_country of a Vietnamese player (VND, 25 000 per USDT). */
export const PAY_SETTINGS_ANSWERS: Answers = {
  "/lucky_bear/recharge_conf": () => ({
    currencies: [
      { currency: "VND", min: "25000.00", max: "125000000.00", presets: ["125000.00", "500000.00", "1250000.00", "2500000.00"], usdt_rate: "25000" },
      { currency: "BRL", min: "5.00", max: "25000.00", presets: ["25.00", "100.00"], usdt_rate: "5" },
    ],
    channels: [
      { id: "bank", name: "Bank transfer", icon: "/bank.svg" },
      { id: "ewallet", name: "E-wallet", icon: "/ewallet.svg" },
      { id: "usdt", name: "USDT (TRC20)", icon: "/usdt.svg" },
    ],
  }),
  "/lucky_bear/get_country": () => ({ country_code: "VN", country_by_ip: "VN", currency: "VND" }),
};
