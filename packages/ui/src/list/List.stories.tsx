import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { viewport } from "../../.storybook/story-parameters";
import { Button } from "../button/Button";
import { EmptyState } from "../empty-state/EmptyState";
import { List, ListItem } from "./List";

const onSelect = fn();

const rows = (
  <>
    <ListItem leading={<span aria-hidden="true">🎮</span>} title="Games" subtitle="12 new this week" chevron onSelect={onSelect} />
    <ListItem leading={<span aria-hidden="true">✅</span>} title="Tasks" trailing="3" chevron onSelect={onSelect} />
    <ListItem leading={<span aria-hidden="true">🐻</span>} title="Pets" subtitle="Feed your pet to level up" />
    <ListItem leading={<span aria-hidden="true">🔒</span>} title="Staking" subtitle="Opens at VIP 3" disabled onSelect={onSelect} />
  </>
);

const meta = {
  title: "Layout/List",
  component: List,
  args: { label: "Sections", children: rows },
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Games/ }));
    await expect(onSelect).toHaveBeenCalled();
  },
};

/** Rows that open a page are links (plain anchors), so a server component can render them. */
export const Links: Story = {
  args: {
    label: "Party games",
    children: (
      <>
        <ListItem title="Gomoku" subtitle="2 players" href="#gomoku" chevron />
        <ListItem title="Ludo" subtitle="2 to 4 players" href="#ludo" chevron />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: /Ludo/ }).getAttribute("href")).toBe("#ludo");
  },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = {
  args: {
    children: [],
    empty: (
      <EmptyState
        title="No orders yet"
        description="Your recharges and withdrawals will show up here."
        action={<Button size="sm">Recharge</Button>}
      />
    ),
  },
};

export const DefaultEmpty: Story = { args: { children: [] } };

export const LongText: Story = {
  args: {
    children: (
      <>
        <ListItem
          title="Complete the newbie guide to unlock the lucky wheel, the daily lottery and the champion board"
          subtitle="Takes about five minutes. You can leave and continue later from the same step without losing progress."
          trailing="+500"
          chevron
          onSelect={onSelect}
        />
        <ListItem title="Withdrawal to MoMo wallet 0912345678 pending review by the finance team" trailing="Pending" />
      </>
    ),
  },
};

export const Narrow320: Story = { globals: viewport("phone320") };
