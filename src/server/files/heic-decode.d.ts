/** The part of heic-decode 2.1's API the server uses (the package ships no types). */
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, four bytes a pixel. */
    data: Uint8ClampedArray;
  }

  /** One picture of the file: its size is known before its pixels are decoded. */
  interface HeifImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }

  interface Decode {
    (input: { buffer: Uint8Array }): Promise<DecodedImage>;
    /** Every picture of the file, undecoded; call `dispose()` on the list once done. */
    all(input: { buffer: Uint8Array }): Promise<HeifImage[] & { dispose(): void }>;
  }

  const decode: Decode;
  export default decode;
}
