// Types for demo-server.mjs, which the TypeScript e2e harness imports.
export interface DemoServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string
  /** The data folder (dx.sqlite): a temporary one, removed on close, unless the caller gave its own */
  dataDir: string
  /** The server's process id */
  pid: number
  /** Everything the server printed so far (access log included). */
  output(): string
  close(): Promise<void>
}
export declare function startDemoServer(
  root: string,
  options?: {
    allowedOrigins?: string[]
    now?: string
    /** Raises the per-client limit of new conversations (DX_NEW_CONVERSATIONS_PER_MINUTE) */
    newConversationsPerMinute?: number
    timeoutMs?: number
    /** The built server to run; default dist/server/main.js */
    main?: string
    /** Settings added to the server's environment */
    env?: Record<string, string>
    /** A data folder to run on (a copy of another server's database); it stays on close */
    dataDir?: string
  },
): Promise<DemoServer>
