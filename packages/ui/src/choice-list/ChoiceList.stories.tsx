import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";
import { viewport } from "../../.storybook/story-parameters";
import { ChoiceList, type ChoiceOption } from "./ChoiceList";

const METHODS: ChoiceOption[] = [
  { value: "1", label: "Vietcombank •••• 6789", description: "Nguyen Van A", trailing: "Default" },
  { value: "2", label: "MoMo •••• 5678", description: "Nguyen Van A" },
  { value: "3", label: "Techcombank •••• 0001", description: "A very long holder name that has to wrap on a small phone", disabled: true },
];

function OneOf({ initial = "1" }: { initial?: string }) {
  const [value, setValue] = useState<string | null>(initial);
  return <ChoiceList legend="Pay out to" name="method" options={METHODS} value={value} onChange={setValue} />;
}

function SeveralOf() {
  const [value, setValue] = useState<string[]>(["1"]);
  return <ChoiceList multiple max={2} legend="Games on your profile" name="games" options={METHODS.slice(0, 2).concat({ value: "4", label: "Word Land" })} value={value} onChange={setValue} />;
}

function Avatars() {
  const [value, setValue] = useState<string | null>("2");
  const tile = (hue: number) => <span aria-hidden="true" className="block size-full rounded-full" style={{ background: `hsl(${hue} 70% 50%)` }} />;
  return (
    <ChoiceList
      layout="grid"
      legend="Choose an avatar"
      name="avatar"
      value={value}
      onChange={setValue}
      options={Array.from({ length: 8 }, (_, index) => ({ value: String(index), label: `Avatar ${index + 1}`, leading: tile(index * 45) }))}
    />
  );
}

const meta = { title: "Forms/ChoiceList", component: OneOf } satisfies Meta<typeof OneOf>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SingleChoice: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText("MoMo •••• 5678"));
    await expect(canvas.getByRole("radio", { name: /MoMo/ })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: /Techcombank/ })).toBeDisabled();
  },
};

export const SeveralUpToALimit: Story = { render: () => <SeveralOf /> };

export const AvatarGrid: Story = { render: () => <Avatars /> };

export const WithError: Story = {
  render: () => <ChoiceList legend="Reason" name="reason" value={null} onChange={() => undefined} error="Choose a reason." options={METHODS.slice(0, 2)} />,
};

export const LuckyBear: Story = { globals: { brand: "luckybear" } };

export const Narrow320: Story = { globals: viewport("phone320") };
