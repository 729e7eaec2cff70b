// Set by the build (tools/webpack-config, DefinePlugin): the content base path the sheet is served under.
declare const __SHEET_BASE_PATH__: string | undefined;
