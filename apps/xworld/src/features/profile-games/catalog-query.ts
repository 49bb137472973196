// The catalogue's reading: 20 games a page, searched by name.
export const CATALOG_PAGE_SIZE = 20;
