import type { default as Ajv, Options } from 'ajv';

export declare function createContractAjv(schema: object, options?: Options): Ajv;
export declare function ref(definition: string): string;
