/** The part of compression 1.8's API the server uses (the package ships no types). */
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface CompressionOptions {
    /** Answers smaller than this many bytes go out as they are. */
    threshold?: number | string;
    /** zlib level, 0–9. */
    level?: number;
  }

  type NodeMiddleware = (
    req: IncomingMessage,
    res: ServerResponse,
    next: (error?: unknown) => void,
  ) => void;

  export default function compression(options?: CompressionOptions): NodeMiddleware;
}
