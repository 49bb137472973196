import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { phoneFrame } from "../../.storybook/phone-frame";
import { RankedList, type RankedRow } from "./RankedList";

const ROWS: RankedRow[] = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  rank: index + 1,
  name: `player_${(index + 1) * 137}`,
  value: `${(5000 - index * 420).toFixed(2)} USDT`,
}));

const meta = {
  title: "Data/RankedList",
  component: RankedList,
  args: { label: "Championship board", rows: ROWS, own: { id: 99, rank: 42, name: "You (dev_player)", value: "120.00 USDT" } },
} satisfies Meta<typeof RankedList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnRowPinned: Story = {};
export const OwnOnTheBoard: Story = { args: { own: ROWS[1] } };
/** A count beside the score goes under the name (`detail`) and the score's unit under the score (`unit`), so long names keep their room. */
export const WithDetail: Story = {
  args: {
    label: "Honor board",
    rows: ROWS.map((row, index) => ({ ...row, name: `a_rather_long_player_name_${row.id}`, value: String(360 - index * 20), unit: "honor", detail: index === 0 ? "1 badge" : `${index + 1} badges` })),
    own: null,
  },
};
const AVATAR = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#3b9"/></svg>')}`;

/** Indonesian in a card as wide as xworld's honor board: "360 kehormatan" on one line left "player_65…"; the unit under the figure keeps the names whole. */
export const LongUnitOnAPhone: Story = {
  decorators: [phoneFrame(327)],
  args: {
    label: "Papan kehormatan",
    rows: ROWS.slice(0, 3).map((row, index) => ({ ...row, name: `player_65${row.id}a8`, avatar: AVATAR, value: String(360 - index * 30), unit: "kehormatan", detail: "1 lencana" })),
    own: { id: "me", rank: 42, name: "player_dev01", avatar: AVATAR, value: "20", unit: "kehormatan" },
  },
  play: async ({ canvas }) => {
    for (const name of ["player_651a8", "player_652a8", "player_653a8", "player_dev01"]) {
      const cell = canvas.getByText(name);
      await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth);
    }
  },
};
export const NotRanked: Story = { args: { own: null } };
export const Empty: Story = { args: { rows: [], own: null, empty: <p className="p-16 text-text-muted">No one has played yet.</p> } };
export const LuckybearBrand: Story = { globals: { brand: "luckybear" } };
export const XworldBrand: Story = { globals: { brand: "xworld" } };
