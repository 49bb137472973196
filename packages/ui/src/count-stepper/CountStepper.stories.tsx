import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";
import { viewport } from "../../.storybook/story-parameters";
import { CountStepper, type CountStepperProps } from "./CountStepper";

function Controlled(props: Omit<CountStepperProps, "value" | "onValueChange"> & { initial?: number }) {
  const { initial = 1, ...rest } = props;
  const [value, setValue] = useState(initial);
  return <CountStepper {...rest} value={value} onValueChange={setValue} />;
}

const meta = {
  title: "Forms/CountStepper",
  component: Controlled,
  args: { label: "Shares to buy", max: 5, hint: "50 WH a share · up to 5 more" },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Shares to buy");
    await userEvent.click(canvas.getByRole("button", { name: "More" }));
    await expect(input).toHaveValue(2);
    await userEvent.click(canvas.getByRole("button", { name: "Fewer" }));
    await expect(canvas.getByRole("button", { name: "Fewer" })).toBeDisabled();
  },
};
export const AtTheLimit: Story = { args: { initial: 5, hint: "You hold the most shares a player may" } };
export const WithError: Story = { args: { initial: 3, error: "That costs more than your balance of 120 WH" } };
export const LuckyBear: Story = { globals: { brand: "luckybear" }, args: { label: "Codes", max: 20, hint: "1 USDT a code" } };
export const Disabled: Story = { args: { disabled: true, initial: 2 } };
export const Narrow320: Story = { globals: viewport("phone320") };
