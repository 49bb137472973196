import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
import { FRAMED_IN_DOCS, viewport } from "../../.storybook/story-parameters";
import { BalanceLackDialog } from "./BalanceLackDialog";

const meta = {
  title: "Global dialogs/BalanceLack",
  component: BalanceLackDialog,
  parameters: FRAMED_IN_DOCS,
  args: { coinName: "KTHER", onTopUp: fn(), onClose: fn() },
} satisfies Meta<typeof BalanceLackDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  play: async ({ args }) => {
    await screen.findByRole("dialog", { name: "Balance too low" });
    await userEvent.click(screen.getByRole("button", { name: "Top up" }));
    await expect(args.onTopUp).toHaveBeenCalledTimes(1);
  },
};

export const AuditMode: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  args: { audit: true },
  play: async ({ args }) => {
    await screen.findByRole("alertdialog", { name: "Insufficient balance" });
    await expect(screen.queryByRole("button", { name: "Top up" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const UnknownCoin: Story = { args: { coinName: "PIXEL" } };

export const WithoutTopUp: Story = { args: { coinName: "KC", onTopUp: undefined } };

export const LongText: Story = { args: { coinName: "LB-USDT-ANNIVERSARY-SPECIAL-EDITION-COIN" } };

export const Narrow320: Story = { globals: viewport("phone320"), args: { coinName: "HAPPY" } };
