import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { viewport } from "../../.storybook/story-parameters";
import { OtpInput, type OtpInputProps } from "./OtpInput";

function Stateful(props: OtpInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <OtpInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: "Forms/OtpInput",
  component: OtpInput,
  render: (args) => <Stateful {...args} />,
  args: { value: "", onChange: fn(), onComplete: fn(), hint: "We sent a 6-digit code to +84 912 345 678" },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const cellsOf = (canvas: { getAllByRole: (role: "textbox") => HTMLElement[] }) =>
  canvas.getAllByRole("textbox") as HTMLInputElement[];
const codeOf = (cells: HTMLInputElement[]) => cells.map((cell) => cell.value).join("");

export const Empty: Story = {};

export const TypeAndComplete: Story = {
  play: async ({ args, canvas }) => {
    const cells = cellsOf(canvas);
    await userEvent.click(cells[0] as HTMLInputElement);
    await userEvent.keyboard("20");
    await expect(cells[2]).toHaveFocus();
    await userEvent.keyboard("2611");
    await expect(codeOf(cells)).toBe("202611");
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith("202611");
  },
};

export const Paste: Story = {
  play: async ({ args, canvas }) => {
    const cells = cellsOf(canvas);
    await userEvent.click(cells[0] as HTMLInputElement);
    await userEvent.paste("Your code is 482 913");
    await waitFor(() => expect(codeOf(cells)).toBe("482913"));
    await expect(args.onComplete).toHaveBeenCalledWith("482913");
  },
};

export const Backspace: Story = {
  args: { value: "1234" },
  play: async ({ canvas }) => {
    const cells = cellsOf(canvas);
    await userEvent.click(cells[5] as HTMLInputElement);
    await expect(cells[4]).toHaveFocus();
    await userEvent.keyboard("{Backspace}");
    await expect(codeOf(cells)).toBe("123");
    await expect(cells[3]).toHaveFocus();
    await userEvent.keyboard("{Backspace}{Backspace}{Backspace}");
    await expect(codeOf(cells)).toBe("");
    await expect(cells[0]).toHaveFocus();
  },
};

export const WithError: Story = { args: { value: "123456", error: "The code is wrong or has expired" } };

export const Disabled: Story = { args: { value: "12", disabled: true } };

export const LongText: Story = {
  args: {
    label: "Enter the verification code from the text message we just sent to your phone",
    hint: "It can take up to a minute to arrive. Check that the number above is right if nothing comes.",
  },
};

export const Narrow320: Story = { globals: viewport("phone320"), args: { value: "12" } };
