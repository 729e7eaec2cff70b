/** The options of `nx g @sheet/flow-plugin:flow` (schema.json). */
export interface FlowGeneratorSchema {
  name: string;
  route: string;
  title?: string;
  port?: number;
  skipInstall?: boolean;
  skipFormat?: boolean;
}
