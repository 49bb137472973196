import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { viewport } from "../../.storybook/story-parameters";
import { PhoneInput, type PhoneInputProps } from "./PhoneInput";

function Stateful(props: PhoneInputProps) {
  const [dialCode, setDialCode] = useState(props.dialCode);
  const [number, setNumber] = useState(props.number);
  return (
    <PhoneInput
      {...props}
      dialCode={dialCode}
      number={number}
      onDialCodeChange={(code, country) => {
        setDialCode(code);
        props.onDialCodeChange?.(code, country);
      }}
      onNumberChange={(digits) => {
        setNumber(digits);
        props.onNumberChange(digits);
      }}
    />
  );
}

const meta = {
  title: "Forms/PhoneInput",
  component: PhoneInput,
  render: (args) => <Stateful {...args} />,
  args: {
    label: "Phone number",
    number: "",
    placeholder: "912 345 678",
    onNumberChange: fn(),
    onDialCodeChange: fn(),
  },
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Country code" })).toHaveValue("VN");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Country code" }), "TH");
    await expect(args.onDialCodeChange).toHaveBeenCalledWith("+66", { region: "TH", dialCode: "+66" });
    await userEvent.type(canvas.getByLabelText("Phone number"), "81 234 5678");
    await expect(args.onNumberChange).toHaveBeenLastCalledWith("812345678");
  },
};

export const Filled: Story = { args: { number: "912345678" } };

export const WithError: Story = { args: { number: "123", error: "Enter the full phone number" } };

export const Disabled: Story = { args: { number: "912345678", disabled: true } };

export const UnlistedPrefix: Story = { args: { dialCode: "+44", number: "7700900123" } };

export const LongText: Story = {
  args: {
    label: "Phone number that receives the one-time verification code by text message",
    hint: "Standard message rates may apply. We only use this number to secure your account and wallet.",
  },
};

export const Narrow320: Story = { globals: viewport("phone320"), args: { number: "912345678" } };
