import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { viewport } from "../../.storybook/story-parameters";
import { SummaryList } from "./SummaryList";

const meta = {
  title: "Data/SummaryList",
  component: SummaryList,
  args: {
    rows: [
      { label: "Amount", value: "100 USDT" },
      { label: "Network fee", value: "1.5 USDT", testId: "fee" },
      { label: "You receive", value: "98.5 USDT", emphasis: true },
    ],
  },
} satisfies Meta<typeof SummaryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("fee")).toHaveTextContent("1.5 USDT");
    await expect(canvas.getByText("You receive").tagName).toBe("DT");
  },
};
export const LuckyBear: Story = { globals: { brand: "luckybear" } };
export const LongValues: Story = {
  args: {
    rows: [
      { label: "To", value: "0x52908400098527886E0F7030069857D2E4169EE7 on Ethereum" },
      { label: "Order", value: "WD-2026-11-25-000123456" },
    ],
  },
};
export const Narrow320: Story = { globals: viewport("phone320") };
