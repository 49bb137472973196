import type { Meta, StoryObj } from "@storybook/react-vite";
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
/** A count beside the score goes under the name (`detail`), so long names keep their room. */
export const WithDetail: Story = {
  args: {
    label: "Honor board",
    rows: ROWS.map((row, index) => ({ ...row, name: `a_rather_long_player_name_${row.id}`, value: `${360 - index * 20} honor`, detail: index === 0 ? "1 badge" : `${index + 1} badges` })),
    own: null,
  },
};
export const NotRanked: Story = { args: { own: null } };
export const Empty: Story = { args: { rows: [], own: null, empty: <p className="p-16 text-text-muted">No one has played yet.</p> } };
export const LuckybearBrand: Story = { globals: { brand: "luckybear" } };
export const XworldBrand: Story = { globals: { brand: "xworld" } };
