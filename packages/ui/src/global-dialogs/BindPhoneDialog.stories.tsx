import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
import { FRAMED_IN_DOCS, viewport } from "../../.storybook/story-parameters";
import { BindPhoneDialog } from "./BindPhoneDialog";

const meta = {
  title: "Global dialogs/BindPhone",
  component: BindPhoneDialog,
  parameters: FRAMED_IN_DOCS,
  args: { onBind: fn(), onClose: fn() },
} satisfies Meta<typeof BindPhoneDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  play: async ({ args }) => {
    await screen.findByRole("dialog", { name: "Bind your phone number" });
    await userEvent.click(screen.getByRole("button", { name: "Bind now" }));
    await expect(args.onBind).toHaveBeenCalledTimes(1);
  },
};

export const Cancel: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  play: async ({ args }) => {
    await screen.findByRole("dialog");
    await userEvent.click(screen.getByRole("button", { name: "Later" }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Binding: Story = { args: { binding: true } };
export const Narrow320: Story = { globals: viewport("phone320") };
