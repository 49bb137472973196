import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { phoneFrame } from "../../.storybook/phone-frame";
import { viewport } from "../../.storybook/story-parameters";
import { EmptyState } from "../empty-state/EmptyState";
import { ItemCard, ItemGrid } from "./ItemCard";

const picture = (hue: number, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" fill="hsl(${hue} 70% 50%)"/><text x="60" y="68" text-anchor="middle" font-size="32" fill="white" font-family="sans-serif">${label}</text></svg>`,
  )}`;

const badge = (text: string) => <span className="rounded-full bg-accent px-6 py-2 text-11 font-semibold text-accent-contrast">{text}</span>;

const meta = {
  title: "Data/ItemCard",
  component: ItemGrid,
  args: {
    label: "My collection",
    children: [
      <ItemCard key="1" image={picture(200, "NA")} title="Neon Alley #1" badges={badge("Common")} meta="Level 1 · Neon City" href="#1" />,
      <ItemCard key="2" image={picture(30, "EF")} title="Ember Fox #4" badges={badge("Rare")} meta="Level 2 · Forest" footer="12.50 USDT" href="#4" />,
      <ItemCard key="3" image={picture(280, "GG")} title="Golden Genesis #9 of the Founders series" badges={badge("Legendary")} meta="Level 5" footer="4,800.00 USDT" href="#9" />,
      <ItemCard key="4" image="/missing.svg" title="A picture that failed" meta="Level 1" />,
    ],
  },
} satisfies Meta<typeof ItemGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("list", { name: "My collection" })).toBeInTheDocument();
    await expect(canvas.getAllByRole("link")).toHaveLength(3);
  },
};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { children: [], empty: <EmptyState title="No items yet" description="Draw a pet or roll an NFT to start your collection." /> } };
export const LuckyBear: Story = { globals: { brand: "luckybear" } };
export const Narrow320: Story = { globals: viewport("phone320") };

/** Names with their number on the narrowest phone: each shows whole (it wraps, within two lines). */
export const NumberedNames320: Story = {
  decorators: [phoneFrame(320)],
  args: {
    children: [
      <ItemCard key="21" image={picture(280, "GG")} title="Golden Genesis #21" badges={badge("Legendary")} meta="Level 4 · Founders" href="#21" />,
      <ItemCard key="12" image={picture(320, "CD")} title="Crystal Deer #12" badges={badge("Epic")} meta="Level 5 · Cavern" href="#12" />,
    ],
  },
  play: async ({ canvas }) => {
    for (const name of ["Golden Genesis #21", "Crystal Deer #12"]) {
      const title = canvas.getByText(name);
      await expect(title.scrollHeight).toBeLessThanOrEqual(title.clientHeight);
      await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    }
  },
};
