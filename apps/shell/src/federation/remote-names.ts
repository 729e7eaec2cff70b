// Kept free of imports: main.ts needs these before shared modules (react-router) may load.
export const REMOTE_NAMES = [
  'create_account',
  'carrier_linking',
  'channel_linking',
  'terms_privacy',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
