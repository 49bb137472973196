import { ProductRoute, type TaskRouteProps, taskMetadata } from "@/features/task/task-pages";

export const generateMetadata = (props: TaskRouteProps) => taskMetadata(props, "product");

/** The older product route: the same screen as /task/product_v2. */
export default function ProductPage(props: TaskRouteProps) {
  return <ProductRoute {...props} />;
}
