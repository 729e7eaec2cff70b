import type { Express } from 'express';

export declare const APPS: {
  shell: string;
  create_account: string;
  carrier_linking: string;
  channel_linking: string;
  terms_privacy: string;
};
export type AppName = keyof typeof APPS;
export type RemoteAppName = Exclude<AppName, 'shell'>;
export type RunningServer = { name: string; url: string; port: number; close: () => Promise<void> };

export declare function serveDirectory(options: {
  name: string;
  dir: string;
  host?: string;
  port?: number;
  spaFallback?: boolean;
  builtFile?: string;
  extraRoutes?: (app: Express) => void;
  page?: (html: string) => string;
}): Promise<RunningServer>;

export declare const REFRESHED: string;
export declare function withPreloads(
  html: string,
  files: Array<string | { url: string; integrity?: string }>,
): string;

import type { Pointer } from './integrity.mjs';
export type { Pointer };
export declare function pointersOf(
  manifestUrls: Record<string, string>,
  hashes: Record<string, string>,
): Record<string, Pointer>;
export declare function manifestPreloads(
  pointers: Record<string, Pointer>,
): Array<string | { url: string; integrity: string }>;

export declare const SIMULATOR_DIR: string;

export declare function serveProduct(options?: {
  host?: string;
  ports?: Partial<Record<AppName | 'simulator', number>>;
  remoteUrls?: Partial<Record<RemoteAppName, string>>;
  emulatorUrl?: string;
  testMode?: boolean;
  simulator?: boolean;
  serviceTimeoutMs?: number;
  /** seal each remote's manifest and require the hashes, as production does */
  integrity?: boolean;
}): Promise<{
  shell: RunningServer;
  remotes: RunningServer[];
  simulator: RunningServer | undefined;
  manifest: Record<string, string>;
  /** the configuration served, read at each request: a test may change it (the kill switch) */
  sheetConfig: Record<string, unknown>;
  /** with `script` set, served as the service worker instead of the built one (a broken worker) */
  worker: { script?: string };
  /** every request the shell's and the remotes' servers answered, as `<server> <path>` */
  requestLog: string[];
  close: () => Promise<void>;
}>;

export declare function serveTree(options: {
  dir: string;
  shellDir?: string;
  pointers?: Record<string, Pointer>;
  sheetConfig?: object;
  host?: string;
  port?: number;
}): Promise<RunningServer>;
