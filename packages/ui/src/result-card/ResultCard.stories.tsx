import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { viewport } from "../../.storybook/story-parameters";
import { Button } from "../button/Button";
import { SummaryList } from "../summary-list/SummaryList";
import { ResultCard } from "./ResultCard";

const meta = {
  title: "Feedback/ResultCard",
  component: ResultCard,
  args: {
    title: "Purchase complete",
    subtitle: "Order 10231",
    children: (
      <SummaryList
        rows={[
          { label: "Price", value: "120 XB" },
          { label: "Fee", value: "2.4 XB" },
          { label: "Paid", value: "122.4 XB", emphasis: true },
        ]}
      />
    ),
    actions: <Button block>See my collection</Button>,
  },
} satisfies Meta<typeof ResultCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Purchase complete");
  },
};
export const Warning: Story = { args: { tone: "warning", title: "Withdrawal half done", children: <p className="text-14">The coins are safe in your wallet; try again.</p> } };
export const Danger: Story = { args: { tone: "danger", title: "The purchase failed", children: undefined } };
export const LuckyBear: Story = { globals: { brand: "luckybear" } };
export const Narrow320: Story = { globals: viewport("phone320") };
