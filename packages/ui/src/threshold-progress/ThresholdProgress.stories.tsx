import type { Meta, StoryObj } from "@storybook/react-vite";
import { ThresholdProgress } from "./ThresholdProgress";

const usdt = (value: number) => `${value.toFixed(2)} USDT`;

const meta = {
  title: "Feedback/ThresholdProgress",
  component: ThresholdProgress,
  args: { label: "Bet 500 USDT", current: 320, threshold: 500, formatValue: usdt },
} satisfies Meta<typeof ThresholdProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheWay: Story = {};
export const Reached: Story = { args: { current: 650 } };
export const NotStarted: Story = { args: { current: 0 } };
export const LuckybearBrand: Story = { globals: { brand: "luckybear" } };
export const XworldBrand: Story = { args: { current: 500 }, globals: { brand: "xworld" } };
