// Pages of a list, 1-based, as every paged call answers.
export function paginate<T>(items: readonly T[], page: number, pageSize: number) {
  const size = Math.min(Math.max(Math.trunc(pageSize) || 20, 1), 100);
  const current = Math.max(Math.trunc(page) || 1, 1);
  return {
    list: items.slice((current - 1) * size, current * size),
    total: items.length,
    page: current,
    page_size: size,
  };
}
