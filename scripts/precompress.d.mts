export declare const COMPRESSIBLE: RegExp;
export declare function precompress(dir: string): { file: string; raw: number; br: number; gz: number }[];
