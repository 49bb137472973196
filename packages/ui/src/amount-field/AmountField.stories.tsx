import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";
import { viewport } from "../../.storybook/story-parameters";
import { AmountField, type AmountFieldProps } from "./AmountField";

function Controlled(props: Omit<AmountFieldProps, "value" | "onValueChange"> & { initial?: string; all?: string }) {
  const { initial = "", all, ...rest } = props;
  const [value, setValue] = useState(initial);
  return <AmountField {...rest} value={value} onValueChange={setValue} onAll={all === undefined ? undefined : () => setValue(all)} />;
}

const meta = {
  title: "Forms/AmountField",
  component: Controlled,
  args: { label: "Amount of KTHER", unit: "KTHER", hint: "Available: 1,250.50 KTHER", all: "1250.5" },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText("Amount of KTHER");
    await expect(input).toHaveAttribute("inputmode", "decimal");
    await userEvent.type(input, "12,5");
    await expect(input).toHaveValue("12,5");
    await userEvent.click(canvas.getByRole("button", { name: "All" }));
    await expect(input).toHaveValue("1250.5");
  },
};
export const WithError: Story = { args: { initial: "5000", error: "More than your balance of 1,250.50 KTHER" } };
export const WithoutAll: Story = { args: { all: undefined, label: "Stake", unit: "XB", hint: "At least 10 XB" } };
export const LuckyBear: Story = { globals: { brand: "luckybear" }, args: { label: "Amount", unit: "VND", hint: "From 20,000 to 50,000,000 VND", all: undefined } };
export const Disabled: Story = { args: { disabled: true, initial: "10" } };
export const Narrow320: Story = { globals: viewport("phone320") };
