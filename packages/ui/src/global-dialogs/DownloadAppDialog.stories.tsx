import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
import { FRAMED_IN_DOCS, viewport } from "../../.storybook/story-parameters";
import { DownloadAppDialog } from "./DownloadAppDialog";

const meta = {
  title: "Global dialogs/DownloadApp",
  component: DownloadAppDialog,
  parameters: FRAMED_IN_DOCS,
  args: { onDownload: fn(), onClose: fn() },
} satisfies Meta<typeof DownloadAppDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  play: async ({ args }) => {
    await screen.findByRole("dialog", { name: "Get the app" });
    await userEvent.click(screen.getByRole("button", { name: "Download" }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};
export const Narrow320: Story = { globals: viewport("phone320") };
