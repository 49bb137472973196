import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
import { FRAMED_IN_DOCS } from "../../.storybook/story-parameters";
import { ConfirmDialog } from "./ConfirmDialog";

const meta = {
  title: "Overlays/ConfirmDialog",
  component: ConfirmDialog,
  parameters: FRAMED_IN_DOCS,
  args: {
    open: true,
    title: "Confirm the exchange",
    description: "You give 100 USDT and receive 666.66 KTHER (rate 1 USDT ≈ 6.6666 KTHER, fee 0.3 %).",
    confirmLabel: "Confirm exchange",
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const ConfirmAndCancel: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole("button", { name: "Confirm exchange" }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** The exchange is running: Confirm spins and Cancel waits. */
export const Pending: Story = { args: { pending: true } };
