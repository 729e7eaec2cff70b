export declare const MANIFEST_FILE: string;
export declare function integrityOf(bytes: Buffer | string): string;
export declare function sealRemote(dir: string): {
  text: string;
  integrity: string;
  files: Record<string, string>;
};
export declare function sealRemoteInPlace(dir: string): string;
export declare function checkSealed(dir: string, integrity: string): string[];
export type Pointer = { manifest: string; integrity: string } | string;
export declare function manifestUrlOf(pointer: Pointer): string;
