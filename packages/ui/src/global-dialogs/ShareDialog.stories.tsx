import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
import { FRAMED_IN_DOCS, viewport } from "../../.storybook/story-parameters";
import { ShareDialog } from "./ShareDialog";

const meta = {
  title: "Global dialogs/Share",
  component: ShareDialog,
  parameters: FRAMED_IN_DOCS,
  args: {
    text: "Join me on xworld: we both get a free lucky spin!",
    url: "https://xworld.example/r/AB12CD",
    onShare: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ShareDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  play: async ({ args }) => {
    await screen.findByRole("dialog", { name: "Share" });
    await userEvent.click(screen.getByRole("button", { name: "Copy link" }));
    await expect(args.onShare).toHaveBeenCalledWith("copy", { text: args.text, url: args.url });
  },
};

export const EmptyText: Story = {
  // An interaction test: it moves focus, so it stays off the docs page.
  tags: ["!autodocs"],
  args: { text: "" },
  play: async ({ args }) => {
    await expect(await screen.findByRole("alert")).toHaveTextContent("Share failed, text is empty");
    await expect(screen.getByRole("button", { name: "Telegram" })).toBeDisabled();
    await expect(args.onShare).not.toHaveBeenCalled();
  },
};

export const TelegramOnly: Story = { args: { channels: ["telegram", "copy"], title: "Invite friends" } };

export const LongText: Story = {
  args: {
    text: "Join me on xworld! Play games, finish tasks and collect pets together. Sign up with my link before Sunday and we both get a free lucky spin, 500 KTHER and a golden bear frame for your profile picture that only lasts this week.",
    url: "https://xworld.example/r/AB12CD?utm_source=share&utm_medium=invite&utm_campaign=anniversary-week",
  },
};

export const Narrow320: Story = { globals: viewport("phone320") };
