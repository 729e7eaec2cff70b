// Style sheets are extracted by webpack (mini-css-extract-plugin); importing one has no value.
declare module '*.css';
