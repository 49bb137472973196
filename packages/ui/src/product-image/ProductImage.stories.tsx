import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { viewport } from "../../.storybook/story-parameters";
import { ProductImage } from "./ProductImage";
import { ProductImageConfig } from "./ProductImageConfig";

// The story server plays the product image host: it ignores the resize query and serves the file.
const host = typeof window === "undefined" ? "localhost" : window.location.hostname;

const meta = {
  title: "Content/ProductImage",
  component: ProductImage,
  decorators: [(Story) => <ProductImageConfig hosts={[host]}>{<Story />}</ProductImageConfig>],
  args: { src: `${typeof window === "undefined" ? "" : window.location.origin}/fixtures/product.png`, alt: "Golden bear", width: 160 },
} satisfies Meta<typeof ProductImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Resized: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole("img", { name: "Golden bear" });
    await expect(image.getAttribute("src")).toContain("x-oss-process=image%2Fresize%2Cw_256%2Fformat%2Cwebp");
  },
};

export const Wide: Story = { args: { width: 343, aspectRatio: 16 / 9 } };

export const Failed: Story = { args: { src: "/fixtures/missing.png" } };

export const Grid: Story = {
  render: (args) => (
    <ul className="grid grid-cols-3 gap-8" aria-label="Products">
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index}>
          <ProductImage {...args} width={104} alt={`Product ${index + 1}`} />
        </li>
      ))}
    </ul>
  ),
};

export const Narrow320: Story = { globals: viewport("phone320"), args: { width: 288, aspectRatio: 4 / 3 } };
