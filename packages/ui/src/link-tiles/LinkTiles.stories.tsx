import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { phoneFrame } from "../../.storybook/phone-frame";
import { brokenWords } from "../test/broken-words";
import { LinkTiles } from "./LinkTiles";

const HUB = ["Wallet", "Invite friends", "Gift codes", "All my areas", "Tiger bet", "Inbet", "PvP matches", "Daily battle", "Party games"];
/** The Russian hub, whose words broke in four columns ("Голосова|ние", "Инвестиц|ии"). */
const HUB_RU = ["Кошелёк", "Пригласить друзей", "Подарочные коды", "Все мои разделы", "Голосование", "Инвестиции", "Ежедневная битва", "Счастливые коды", "NFT и питомцы"];
/** Indonesian: "Pertandin|gan" in four columns. */
const HUB_ID = ["Pertandingan PvP", "Pertarungan harian"];

const tiles = (labels: readonly string[]) => labels.map((label, index) => ({ key: String(index), label, href: `#${index}` }));

const meta = {
  title: "Navigation/LinkTiles",
  component: LinkTiles,
  decorators: [phoneFrame(327)],
  args: { label: "Areas", columns: 3, items: tiles(HUB) },
} satisfies Meta<typeof LinkTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hub: Story = {};

/** Russian and Indonesian in three columns as wide as xworld's home: every word whole. */
export const LongWordsWhole: Story = {
  args: { items: tiles([...HUB_RU, ...HUB_ID]) },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole("link");
    await expect(links).toHaveLength(HUB_RU.length + HUB_ID.length);
    for (const link of links) await expect(brokenWords(link)).toEqual([]);
  },
};

/** A lobby's entries in two columns, some with a line under the label, as wide as the casino's lobby. */
export const TwoColumnsWithLines: Story = {
  decorators: [phoneFrame(281)],
  args: {
    label: "Rewards and events",
    columns: 2,
    items: [
      { key: "spin", label: "Putaran keberuntungan", href: "#spin", line: <span className="text-11 text-text-muted">3 tersisa</span> },
      { key: "lottery", label: "Lotere gratis", href: "#lottery" },
      { key: "champions", label: "Championships", href: "#champions", line: <span className="text-11 text-text-muted">1 running</span> },
      { key: "vip", label: "VIP", href: "#vip" },
    ],
  },
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole("link")) await expect(brokenWords(link)).toEqual([]);
  },
};
