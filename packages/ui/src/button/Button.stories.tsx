import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { viewport } from "../../.storybook/story-parameters";
import { Button } from "./Button";

const meta = {
  title: "Components/Button",
  component: Button,
  args: { children: "Claim reward", onClick: fn() },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "secondary", "ghost", "danger"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Claim reward" }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-12">
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Delete
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-12">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Claim reward/ }));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A placeholder whose part's code loads after start: busy at once, the spinner after a second. */
export const LoadingDelayed: Story = { args: { loading: "delayed", children: "Share" } };

export const Disabled: Story = { args: { disabled: true } };

export const Block: Story = { args: { block: true } };

export const LongText: Story = {
  args: {
    block: true,
    children: "Complete all seven daily tasks to claim the weekly treasure chest reward before it expires",
  },
};

/** Three buttons in a row of a phone's card: labels wrap (`wrap`) instead of ending in "…". */
export const WrapInARowOfThree: Story = {
  globals: viewport("phone320"),
  render: () => (
    <div className="grid w-[280px] grid-cols-3 gap-8">
      <Button size="md" variant="secondary" wrap>
        Накормить
      </Button>
      <Button size="md" variant="secondary" wrap>
        Повысить уровень
      </Button>
      <Button size="md" wrap>
        Играть
      </Button>
    </div>
  ),
};

/** Block buttons, alone and side by side in a phone's card: their labels wrap, whole, and no button leaves the row. */
export const BlockLabelsWrap: Story = {
  render: () => (
    <div data-testid="card" className="flex w-[280px] flex-col gap-12">
      <Button size="lg" block>
        Связаться с поддержкой
      </Button>
      <div className="flex gap-8">
        <Button variant="secondary" block>
          Копировать ссылку
        </Button>
        <Button block>Поделиться</Button>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const card = canvas.getByTestId("card").getBoundingClientRect();
    for (const button of canvas.getAllByRole("button")) {
      const box = button.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(card.right + 0.5);
      const label = button.lastElementChild as HTMLElement;
      await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
    }
  },
};

export const Narrow320: Story = {
  globals: viewport("phone320"),
  args: { block: true, children: "Top up and continue playing" },
};
