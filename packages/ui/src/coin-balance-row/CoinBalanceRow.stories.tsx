import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { viewport } from "../../.storybook/story-parameters";
import { List } from "../list/List";
import { CoinBalanceRow, CoinBalanceRowSkeleton, type CoinBalance } from "./CoinBalanceRow";

const BALANCES: CoinBalance[] = [
  { coin_logo: "/fixtures/kther.png", coin_name: "KTHER", money_all: "12,345.67", usdt_money_all: "123.45" },
  { coin_logo: "/fixtures/happy.png", coin_name: "HAPPY", money_all: "980", usdt_money_all: "9.80" },
  { coin_logo: "/fixtures/kc.png", coin_name: "KC", money_all: "0", usdt_money_all: "0.00" },
];

// The lucky bear wallet shows one more row, LB-USDT, which the app adds to the API's list.
const LB_USDT: CoinBalance = { coin_logo: "/fixtures/usdt.png", coin_name: "LB-USDT", money_all: "250.00", usdt_money_all: "250.00" };

const meta = {
  title: "Data/CoinBalanceRow",
  component: CoinBalanceRow,
  decorators: [(Story) => <List label="Balances">{<Story />}</List>],
  args: { balance: BALANCES[0] as CoinBalance, onSelect: fn() },
} satisfies Meta<typeof CoinBalanceRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /KTHER/ }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const Wallet: Story = {
  render: (args) => (
    <>
      {BALANCES.map((balance) => (
        <CoinBalanceRow key={balance.coin_name} {...args} balance={balance} />
      ))}
    </>
  ),
};

export const LuckyBearWithLbUsdt: Story = {
  globals: { brand: "luckybear" },
  render: (args) => (
    <>
      {[...BALANCES, LB_USDT].map((balance) => (
        <CoinBalanceRow key={balance.coin_name} {...args} balance={balance} />
      ))}
    </>
  ),
};

export const Masked: Story = { args: { masked: true } };

/** The player's main coin (the wallet's coin choice) is highlighted and announced as current. */
export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button")).toHaveAttribute("aria-current", "true");
  },
};

export const MissingLogo: Story = { args: { balance: { ...(BALANCES[1] as CoinBalance), coin_logo: "/fixtures/missing.png" } } };

export const Loading: Story = {
  render: () => (
    <>
      <CoinBalanceRowSkeleton />
      <CoinBalanceRowSkeleton />
    </>
  ),
};

export const LongText: Story = {
  args: {
    balance: {
      coin_logo: "/fixtures/kc.png",
      coin_name: "KC Contribution Points (season 3)",
      money_all: "123,456,789,012.345678",
      usdt_money_all: "1,234,567.89",
    },
  },
};

export const Narrow320: Story = { globals: viewport("phone320"), render: Wallet.render };
