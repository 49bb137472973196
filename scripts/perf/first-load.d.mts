export interface RouteFirstLoad {
  route: string;
  /** Bytes (gzip) of the framework's shared chunks and the route's own. */
  firstLoad: number;
  own: number;
  files: string[];
}

export function gzipSize(file: string): number;
export function hasBuild(dotNext: string): boolean;
export function firstLoadByRoute(dotNext: string): { sharedBytes: number; routes: RouteFirstLoad[] };
export function isPageRoute(route: string): boolean;
export function kB(bytes: number): string;
