import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
import { FRAMED_IN_DOCS, viewport } from "../../.storybook/story-parameters";
import { PwaInstallDialog } from "./PwaInstallDialog";

const meta = {
  title: "Global dialogs/PwaInstall",
  component: PwaInstallDialog,
  parameters: FRAMED_IN_DOCS,
  globals: { brand: "luckybear" },
  args: { appName: "Lucky Bear", onInstall: fn(), onClose: fn() },
} satisfies Meta<typeof PwaInstallDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Prompt: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  play: async ({ args }) => {
    await screen.findByRole("dialog", { name: "Add Lucky Bear to your home screen" });
    await userEvent.click(screen.getByRole("button", { name: "Install" }));
    await expect(args.onInstall).toHaveBeenCalledTimes(1);
  },
};
export const Ios: Story = { args: { mode: "ios" } };
export const Narrow320: Story = { globals: { ...viewport("phone320"), brand: "luckybear" } };
