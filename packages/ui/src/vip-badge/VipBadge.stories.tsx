import type { Meta, StoryObj } from "@storybook/react-vite";
import { viewport } from "../../.storybook/story-parameters";
import { VipBadge } from "./VipBadge";
import { VIP_LEVELS } from "./vip-levels";

const meta = {
  title: "Data/VipBadge",
  component: VipBadge,
  args: { level: 5, showLabel: true, size: 32 },
  argTypes: { level: { control: { type: "range", min: 0, max: 10, step: 1 } } },
} satisfies Meta<typeof VipBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllLevels: Story = {
  render: (args) => (
    <ul className="grid grid-cols-3 gap-16" aria-label="VIP levels">
      {VIP_LEVELS.map((level) => (
        <li key={level} className="flex justify-center">
          <VipBadge {...args} level={level} size={48} />
        </li>
      ))}
    </ul>
  ),
};

export const IconOnly: Story = { args: { showLabel: false, level: 10, size: 64 } };

export const OutOfRangeIsClamped: Story = { args: { level: 14 } };

export const Narrow320: Story = { globals: viewport("phone320"), render: AllLevels.render };
