import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
import { FRAMED_IN_DOCS, viewport } from "../../.storybook/story-parameters";
import { RechargeBackDialog } from "./RechargeBackDialog";

const meta = {
  title: "Global dialogs/RechargeBackDialog",
  component: RechargeBackDialog,
  parameters: FRAMED_IN_DOCS,
  args: { onWallet: fn(), onClose: fn() },
} satisfies Meta<typeof RechargeBackDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  play: async ({ args }) => {
    await screen.findByRole("dialog", { name: "Sent a deposit?" });
    await userEvent.click(screen.getByRole("button", { name: "Open my wallet" }));
    await expect(args.onWallet).toHaveBeenCalledTimes(1);
  },
};

export const LuckyBear: Story = { globals: { brand: "luckybear" } };

export const Narrow320: Story = { globals: viewport("phone320") };
