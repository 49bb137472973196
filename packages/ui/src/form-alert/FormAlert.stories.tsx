import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FormAlert } from "./FormAlert";

const meta = {
  title: "Forms/FormAlert",
  component: FormAlert,
  args: { children: "No connection. Check your network and try again." },
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("No connection.");
  },
};
export const Warning: Story = { args: { tone: "warning", children: "Not enough KTHER to continue." } };
export const LongText: Story = {
  args: {
    children:
      "12.5 USDT reached your own address, but sending it on failed: the destination address is on a chain this coin cannot move on. The coins are safe there; try again.",
  },
};
