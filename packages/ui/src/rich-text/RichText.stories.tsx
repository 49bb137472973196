import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { viewport } from "../../.storybook/story-parameters";
import { RichText } from "./RichText";
import type { RichTextBlock } from "./rich-text-types";

const ARTICLE: RichTextBlock[] = [
  { type: "text", format: "h2", text: "How the lucky wheel works" },
  {
    type: "text",
    text: [
      { text: "Spin once a day for free. Extra spins cost " },
      { text: "10 KTHER", bold: true },
      { text: " each. Read the " },
      { text: "full rules", href: "/reward/guide" },
      { text: "." },
    ],
  },
  { type: "image", url: "/fixtures/product.png", alt: "The golden bear prize", width: 240, height: 240 },
  { type: "text", format: "ol", text: "Open the wheel from the home page\nTap Spin\nCollect your prize in the wallet" },
  { type: "text", format: "ul", text: "", items: ["Coins", "Pets", [{ text: "NFT frames", italic: true }]] },
  { type: "text", format: "blockquote", text: "I won a pet on my third spin! — a happy player" },
  { type: "gif", url: "/fixtures/kther.png", alt: "Spinning coin" },
];

const meta = {
  title: "Content/RichText",
  component: RichText,
  args: { blocks: ARTICLE, onLinkClick: fn() },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {};

export const Video: Story = {
  args: {
    blocks: [
      { type: "text", text: "Watch the tutorial:" },
      { type: "video", url: "/fixtures/tutorial.mp4", poster: "/fixtures/product.png", width: 320, height: 180 },
    ],
  },
};

export const InjectedScriptIsText: Story = {
  args: {
    blocks: [
      { type: "text", text: '<script>window.__pwned = true</script><img src=x onerror="window.__pwned = true">' },
      { type: "text", text: [{ text: "Click to win", href: "javascript:window.__pwned = true" }] },
      { type: "image", url: "javascript:window.__pwned = true", alt: "never shown" },
    ],
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector("script")).toBeNull();
    await expect(canvasElement.querySelector("img")).toBeNull();
    await expect(canvas.queryByRole("link")).toBeNull();
    await expect(canvas.getByText(/<script>window.__pwned = true<\/script>/)).toBeVisible();
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

export const Empty: Story = { args: { blocks: [] } };

export const LongText: Story = {
  args: {
    blocks: [
      {
        type: "text",
        text: "Supercalifragilisticexpialidocious-rewards-for-everyone-who-invites-friends-during-the-anniversary-week https://example.invalid/a/very/long/link/that/should/wrap/instead/of/overflowing/the/column",
      },
      ...ARTICLE.slice(0, 2),
    ],
  },
};

export const Narrow320: Story = { globals: viewport("phone320") };
