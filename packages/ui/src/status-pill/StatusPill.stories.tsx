import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { StatusPill } from "./StatusPill";

const meta = {
  title: "Data/StatusPill",
  component: StatusPill,
  args: { children: "Open", tone: "info" },
} satisfies Meta<typeof StatusPill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Open")).toHaveAttribute("data-tone", "info");
  },
};
export const Won: Story = { args: { tone: "success", children: "Won" } };
export const Lost: Story = { args: { tone: "danger", children: "Lost" } };
export const Pending: Story = { args: { tone: "warning", children: "Pending review" } };
export const Neutral: Story = { args: { tone: "neutral", children: "Cancelled" } };
export const AllTones: Story = {
  render: () => (
    <div className="flex flex-wrap gap-8">
      <StatusPill tone="info">Betting</StatusPill>
      <StatusPill tone="neutral">Waiting</StatusPill>
      <StatusPill tone="success">Won</StatusPill>
      <StatusPill tone="warning">Refunded</StatusPill>
      <StatusPill tone="danger">Lost</StatusPill>
    </div>
  ),
};
export const LuckyBear: Story = { args: { tone: "success", children: "Won" }, globals: { brand: "luckybear" } };
