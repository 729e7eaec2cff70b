/**
 * The schema's answer validators, compiled by Ajv when the page is built (validators-loader.cjs):
 * one a definition (`response.getDeviceId`, `response.error`, …). Compiled ahead, as no code may
 * be made at run time under the page's Content-Security-Policy.
 */
declare module '*host-contract.schema.json?validators' {
  type Validate = ((data: unknown) => boolean) & {
    errors?:
      | readonly { instancePath: string; message?: string; params?: Record<string, unknown> }[]
      | null;
  };
  const validators: Readonly<Record<string, Validate>>;
  export default validators;
}
