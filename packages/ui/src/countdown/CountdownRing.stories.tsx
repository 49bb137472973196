import type { Meta, StoryObj } from "@storybook/react-vite";
import { CountdownRing } from "./CountdownRing";

const DAY = 86_400_000;

const meta = {
  title: "Data/CountdownRing",
  component: CountdownRing,
  args: { target: Date.now() + 6 * 3600_000, periodMs: DAY, label: "Next free draw in" },
} satisfies Meta<typeof CountdownRing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const QuarterLeft: Story = { render: (args) => <CountdownRing {...args} target={Date.now() + 6 * 3600_000} /> };
export const AlmostOver: Story = { render: (args) => <CountdownRing {...args} target={Date.now() + 90_000} /> };
export const Ended: Story = { render: (args) => <CountdownRing {...args} target={Date.now() - 1000} /> };
export const LuckybearBrand: Story = {
  render: (args) => <CountdownRing {...args} target={Date.now() + 12 * 3600_000} />,
  globals: { brand: "luckybear" },
};
export const XworldBrand: Story = {
  render: (args) => <CountdownRing {...args} target={Date.now() + 12 * 3600_000} />,
  globals: { brand: "xworld" },
};
