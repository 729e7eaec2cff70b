// Set by the build (tools/webpack-config, DefinePlugin): the content base path the sheet is served under.
declare const __SHEET_BASE_PATH__: string | undefined;
// Set by the build (tools/webpack-config/integrity.js): the global a remote's runtime asks for a file's hash.
declare const __SHEET_INTEGRITY_LOOKUP__: string;
