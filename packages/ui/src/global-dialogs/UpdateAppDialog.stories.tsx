import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
import { FRAMED_IN_DOCS, viewport } from "../../.storybook/story-parameters";
import { UpdateAppDialog } from "./UpdateAppDialog";

const meta = {
  title: "Global dialogs/UpdateApp",
  component: UpdateAppDialog,
  parameters: FRAMED_IN_DOCS,
  args: { minVersion: "3.0.6", onCancel: fn(), onConfirm: fn() },
} satisfies Meta<typeof UpdateAppDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blocking: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  play: async ({ args }) => {
    const dialog = await screen.findByRole("alertdialog", { name: "Update required" });
    await userEvent.keyboard("{Escape}");
    await expect(dialog).toBeInTheDocument();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Update" }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};
export const WithoutVersion: Story = { args: { minVersion: undefined } };
export const Narrow320: Story = { globals: viewport("phone320") };
