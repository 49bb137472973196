import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
import { FRAMED_IN_DOCS, viewport } from "../../.storybook/story-parameters";
import type { CoinBalance } from "../coin-balance-row/CoinBalanceRow";
import { WalletDrawer } from "./WalletDrawer";

const BALANCES: CoinBalance[] = [
  { coin_logo: "/fixtures/kther.png", coin_name: "KTHER", money_all: "12,345.67", usdt_money_all: "123.45" },
  { coin_logo: "/fixtures/happy.png", coin_name: "HAPPY", money_all: "980", usdt_money_all: "9.80" },
  { coin_logo: "/fixtures/usdt.png", coin_name: "LB-USDT", money_all: "250.00", usdt_money_all: "250.00" },
];

const meta = {
  title: "Global dialogs/WalletDrawer",
  component: WalletDrawer,
  parameters: FRAMED_IN_DOCS,
  args: { balances: BALANCES, totalUsdt: "383.25", onAction: fn(), onSelectCoin: fn(), onRetry: fn(), onClose: fn() },
} satisfies Meta<typeof WalletDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  play: async ({ args }) => {
    await screen.findByRole("dialog", { name: "Wallet" });
    await userEvent.click(screen.getByRole("button", { name: "Recharge" }));
    await expect(args.onAction).toHaveBeenCalledWith("recharge");
    await userEvent.click(screen.getByRole("button", { name: /HAPPY/ }));
    await expect(args.onSelectCoin).toHaveBeenCalledWith(BALANCES[1]);
  },
};
export const Loading: Story = { args: { loading: true, balances: [], totalUsdt: undefined } };
export const Empty: Story = { args: { balances: [], totalUsdt: "0.00" } };
export const Error: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  args: { error: true, balances: [], totalUsdt: undefined },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole("button", { name: "Retry" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
export const LuckyBear: Story = { globals: { brand: "luckybear" } };
export const Narrow320: Story = { globals: viewport("phone320") };
